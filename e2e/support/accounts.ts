/** The password of every account the journeys create (global setup's admin included). */
export const PASSWORD = 'sunrise-over-sylhet';

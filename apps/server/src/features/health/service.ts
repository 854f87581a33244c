export function createHealthService(deps: { database: { ping(): Promise<boolean> } }) {
  return {
    /** Whether the database answers. */
    async databaseIsUp(): Promise<boolean> {
      return deps.database.ping();
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

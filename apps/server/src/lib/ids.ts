/** Every id Wayfare makes is a UUID (`gen_random_uuid()`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` can name a row: anything else names nothing, and is answered as "not found"
 * before PostgreSQL is asked (it would refuse to compare it with a uuid column).
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

export function createHealthService(deps: { database: { ping(): Promise<boolean> } }) {
  let draining = false;
  return {
    /** Whether the database answers. */
    async databaseIsUp(): Promise<boolean> {
      return deps.database.ping();
    },
    /**
     * From now on readiness answers 503 (the process is shutting down), so a load balancer stops
     * sending new requests here while the ones under way finish. Liveness is unchanged.
     */
    stopAccepting(): void {
      draining = true;
    },
    /** Whether this process should get new requests: not shutting down, and its database answers. */
    async isReady(): Promise<{ ready: true } | { ready: false; why: 'stopping' | 'database' }> {
      if (draining) return { ready: false, why: 'stopping' };
      if (!(await deps.database.ping())) return { ready: false, why: 'database' };
      return { ready: true };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

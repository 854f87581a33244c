/** One booking request's outcome: created (with its id), answered otherwise, or lost in transit. */
export type Outcome =
  | { kind: 'created'; name: string; id: string; ms: number; at: number }
  | { kind: 'answered'; name: string; status: number; body: string; ms: number; at: number }
  | { kind: 'lost'; name: string; error: string; ms: number; at: number };

export type Send = (name: string) => Promise<{ status: number; body: string } | { error: string }>;

/**
 * Keeps `workers` booking requests in flight, each with a unique name, until `stop()`; every
 * outcome is kept so the test can check what survived.
 */
export function bookingLoad(send: Send, { workers = 8, prefix = 'load' } = {}) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let counter = 0;
  const runs = Array.from({ length: workers }, async () => {
    while (!stopped) {
      const name = `${prefix}-${counter++}`;
      const started = Date.now();
      const answer = await send(name);
      const ms = Date.now() - started;
      const at = Date.now();
      if ('error' in answer) {
        outcomes.push({ kind: 'lost', name, error: answer.error, ms, at });
        await new Promise((r) => setTimeout(r, 50));
      } else if (answer.status === 201) {
        const { insertedId } = JSON.parse(answer.body) as { insertedId: string };
        outcomes.push({ kind: 'created', name, id: insertedId, ms, at });
      } else {
        outcomes.push({ kind: 'answered', name, status: answer.status, body: answer.body, ms, at });
      }
    }
  });
  return {
    outcomes,
    created: () => outcomes.filter((o) => o.kind === 'created'),
    /** Stops sending; fails when a request in flight is still unanswered after `timeoutMs`. */
    async stop(timeoutMs = 30_000) {
      stopped = true;
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(new Error(`requests still unanswered ${timeoutMs} ms after the load stopped`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([Promise.all(runs), hung]);
      } finally {
        clearTimeout(timer);
      }
      return outcomes;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(condition: () => boolean, timeoutMs: number, stepMs = 50) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(stepMs);
  return condition();
}

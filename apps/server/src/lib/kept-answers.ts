import { announceChange, onPeerChange } from './peers';

/**
 * Answers kept for a few seconds per key, so a busy read costs no database work: bounded (the
 * oldest is dropped first), and dropped at once when `drop()` is called after a change, here and
 * (within moments, through the primary process) in this server's other workers. Other servers on
 * the same database see a change within `ttlMs`.
 */
export function keptAnswers<T>(options: { topic: string; ttlMs: number; max: number }) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const stopListening = onPeerChange(options.topic, () => entries.clear());
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = await load();
      entries.delete(key);
      if (entries.size >= options.max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: now + options.ttlMs });
      return value;
    },
    /** Something the answers depend on changed. */
    drop(): void {
      entries.clear();
      announceChange(options.topic);
    },
    close(): void {
      stopListening();
    },
  };
}

/*
 * Work the page does ahead of need (loading the app, fetching the code of the next screen): in
 * the browser's idle moments, and not for someone whose browser asks to save data. No imports:
 * the page's first script (main.tsx) uses it.
 */

/** Whether the browser asks pages to save data (the `Save-Data` preference). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Runs `work` in an idle moment, at the latest after `timeoutMs` (a short pause where the
 * browser has no idle callbacks); answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

/**
 * Resolves in a new task (`scheduler.yield()` where the browser has it, else a message), so
 * that the work after it lets the browser paint and answer input first: each step of starting
 * the app is a task of its own on a slow phone, none of them long (decision 009).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

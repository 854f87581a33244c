import { useEffect, useLayoutEffect } from 'react';

/**
 * The app's last child, beside the router: tells the page's first script when the first render
 * has committed and when the page is live. The server renders it too (doing nothing there), so
 * that the two trees have the same shape: React derives `useId` from a component's place among
 * its siblings, and a sibling the server lacked gave every field in the browser a different id
 * from the server's HTML (a field's hint, drawn by the server, then no longer matched the id the
 * field pointed to once an error was added).
 */
export function Hydrated({ onReady, onCommit }: { onReady?: () => void; onCommit?: () => void }) {
  // Layout effects run after the router's (it is an earlier sibling), before the first paint.
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  // Effects run after the whole tree has committed: the page is live from here on.
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

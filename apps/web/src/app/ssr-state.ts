import type { DehydratedState } from '@tanstack/react-query';

/** Id of the JSON script element that carries a server-rendered page's data to the browser. */
export const SSR_STATE_ID = 'wayfare-ssr';

/** What the server hands the browser with a server-rendered page (no script: CSP allows none). */
export interface SsrState {
  /** TanStack Query's cache as the server filled it (public lists only). */
  queries: DehydratedState;
}

/** Serialises the state for a `<script type="application/json">`, safe inside HTML. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

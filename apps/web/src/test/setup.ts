import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Files share a worker's modules and its jsdom (`isolate: false`, vite.config.ts): each test
// leaves no rendered tree and no stored value behind for the next one, in its file or the next.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

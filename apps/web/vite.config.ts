import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { compileCatalogs } from './build-tools/compile-catalogs';

const apiTarget = process.env.WAYFARE_API ?? 'http://localhost:3000';

/**
 * Chunks of their own that V8 is told to compile whole (decision 009, docs/benchmarks.md P7):
 * - `react`: React, React DOM and their scheduler, the code every page's app runs from its first
 *   task to the first tap (module evaluation, hydration, the event and update path);
 * - `forms`: react-hook-form, whose submit and validation an empty submit runs for the first time
 *   (Login's messages came 5 ms sooner at p75 on a phone's CPU, with no cost to Lighthouse's TBT).
 */
const EAGER_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'forms', test: /[\\/]node_modules[\\/]react-hook-form[\\/]/ },
];
/**
 * TanStack Query in one chunk of the app shell: every screen uses it, and split by who imports
 * what it was six files (the shell's and each screen's share of it), 2 KB gzip more in all.
 */
const GROUPS = [...EAGER_CHUNKS, { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ }];
const EAGER_CHUNK_NAMES = new Set(EAGER_CHUNKS.map((chunk) => chunk.name));

/**
 * V8's explicit compile hint (Chrome 136), on the first line of those chunks: their functions are
 * compiled as the file is read, not one at a time on the main thread the first time each is
 * called (hydration, a first tap). Browsers without the hint read a comment. Added after
 * minification, which would drop it; scripts/check-bundle-size.mjs checks the built chunk.
 */
const COMPILE_WHOLE = '//# allFunctionsCalledOnLoad';

/**
 * React Router's production build for the browser: its package exports only the development
 * one (remix-run/react-router#12532), with the warnings meant for developers. 0.6 KB gzip less.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [compileCatalogs(), react(), tailwindcss()],
  // `@/features/...` instead of `../../../features/...` (the same alias as tsconfig.json's paths).
  resolve: {
    alias: [
      { find: '@', replacement: `${import.meta.dirname}/src` },
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: isSsrBuild
    ? // The server-side renderer (src/entry-server.tsx) for the server's web-app plugin: npm
      // packages stay in node_modules, our code and the contract (TypeScript) are bundled.
      {
        target: 'node20',
        sourcemap: true,
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        target: 'es2022',
        // Maps are written beside the build for error tracking to take, but the code names no
        // map and the server never sends one (plugins/web-app.ts): the original sources stay
        // private.
        sourcemap: 'hidden',
        // No polyfill for `<link rel="modulepreload">` in the first script: every browser this
        // build targets (es2022) reads the hint itself, or, before Safari 17, loads the modules
        // when they are imported. 0.2 KB gzip off the page's first script.
        modulePreload: { polyfill: false },
        // The manifest lets the size budget (scripts/check-bundle-size.mjs) follow what a page
        // loads, and the server preload the app on pages that start it at once.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: GROUPS },
            postBanner: (chunk) => (EAGER_CHUNK_NAMES.has(chunk.name) ? COMPILE_WHOLE : ''),
          },
        },
      },
  ssr: { noExternal: ['@wayfare/contract'] },
  test: {
    environment: 'jsdom',
    // Worker threads, not processes: a file's jsdom comes up faster (the suite 45 -> 35 s here).
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));

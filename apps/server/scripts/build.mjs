// Bundles the server into dist/server.js, and its operator commands into dist/cli.js: our code,
// the contract and the pure-JavaScript npm dependencies inlined, so a start reads and compiles one
// file instead of resolving and loading hundreds (about a quarter of the start time,
// docs/benchmarks.md P6). Packages with native or WASM parts, and the optional ones loaded only
// when configured, stay in node_modules.
import { build } from 'esbuild';

const KEEP_EXTERNAL = [
  '@electric-sql/pglite', // WASM build of PostgreSQL, loaded from its own files
  'sharp', // native libvips binding
  'harfbuzzjs', // WASM text shaper for Bengali receipts, loads harfbuzz.wasm beside its own file
  'pg', // optional (DATABASE_URL), with an optional native part
  'pg-native',
  '@aws-sdk/*', // optional (S3_BUCKET), loaded on first use
  'ioredis', // optional (REDIS_URL), loaded only when configured
  'drizzle-orm/node-postgres*', // pulls pg in
];

await build({
  // dist/cli.js: the operator commands (src/cli/main.ts), where tsx is not installed.
  entryPoints: { server: 'src/server.ts', cli: 'src/cli/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: KEEP_EXTERNAL,
  // Bundled CommonJS packages call require() for Node built-ins; ESM output has none of its own.
  banner: {
    js: "import { createRequire as __wayfareRequire } from 'node:module'; const require = __wayfareRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/server.js and dist/cli.js');

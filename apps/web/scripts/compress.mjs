// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web
// app, at the highest levels, once at build time: the server sends them as they are
// (@fastify/static's preCompressed), so no response is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 256;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The server-side renderer is read from disk by the server, never sent.
      if (entry.name === 'server' || entry.name === '.vite') continue;
      yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const dist = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(dist)) {
  const bytes = readFileSync(file);
  if (statSync(file).size < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  raw += bytes.length;
  brotli += br.length;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`,
);

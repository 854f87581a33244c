import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.WAYFARE_API ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // `@/features/...` instead of `../../../features/...` (the same alias as tsconfig.json's paths).
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
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
        // The manifest lets the size budget (scripts/check-bundle-size.mjs) follow what a page
        // loads, and the server preload the app on pages that start it at once.
        manifest: true,
      },
  ssr: { noExternal: ['@wayfare/contract'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));

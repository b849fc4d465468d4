import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { createChunkGroups, createShellNamer } from './scripts/build/chunk-groups';
import { directImports } from './scripts/build/direct-imports';
import { inlineThemeInit } from './scripts/build/inline-theme-init';
import { moduleChunks } from './scripts/build/module-chunks';

// `npm run dev` starts the API with BASE_URL set to this dev server, so origins and e-mailed links match.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), directImports(), moduleChunks(), inlineThemeInit()],
  // PUBLIC_* variables (the operator's contact details) are read into the web app when it is built.
  envPrefix: ['VITE_', 'PUBLIC_'],
  build: {
    outDir: `${process.env.DIST_DIR ?? 'dist'}/web`,
    emptyOutDir: true,
    sourcemap: true,
    // scripts/prerender.mjs reads it to preload each pre-rendered page's own chunks.
    manifest: true,
    // Every browser we support preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Building a zod schema has no effect beyond the schema: one a page's code never reads is left out of it,
      // so a page that takes a constant from a contract does not download zod (ADR 42).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and the router: one long-cached chunk every page needs.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // The class merger (cn and tailwind-merge), which imports nothing else: a dashboard page builds its
            // tables once it has painted, while the app's larger chunks are still arriving (ADR 47).
            {
              name: 'class-merge',
              test: /(node_modules[\\/]tailwind-merge[\\/]|src[\\/]web[\\/]lib[\\/]cn\.ts$)/,
              priority: 20,
            },
            // Everything the app needs before its first render (router, layouts, public shell): one chunk.
            { name: createShellNamer(), priority: 10 },
            // The signed-in app's shared code, packages and icons: three chunks (scripts/build/chunk-groups.ts).
            ...createChunkGroups(5),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: false,
        configure: (proxy) => {
          // Server-Sent Events (/api/v1/events) must stream: keep the connection open and unbuffered.
          proxy.on('proxyRes', (proxyRes) => {
            if (proxyRes.headers['content-type']?.includes('text/event-stream')) {
              proxyRes.headers['cache-control'] = 'no-cache';
              proxyRes.headers['x-accel-buffering'] = 'no';
            }
          });
        },
      },
    },
  },
  preview: { port: 4173 },
});

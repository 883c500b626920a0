/**
 * Vite build of the React app (ARCHITECTURE.md 'Frontend'). Output: frontend/dist, served by the
 * local server and, in the cloud, from S3 behind CloudFront. `npm run dev` proxies /api and
 * /local-auth to the local server (as its own origin, so the server's Host check passes).
 * Builds carry no source maps (issue 11 item 1) unless `BUILD_SOURCEMAP=1` asks for them to debug;
 * the cloud upload drops `*.map` files either way (infra/lib/web.ts). The contract's route table
 * reaches the browser without its zod schemas (contract-routes-plugin.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { contractRoutesPlugin } from './contract-routes-plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root,
  envDir: path.resolve(root, '..'),
  plugins: [
    react(),
    tailwindcss(),
    contractRoutesPlugin(path.resolve(root, '../shared/contract/api.ts')),
  ],
  resolve: {
    alias: { '@': path.resolve(root, 'src'), '@shared': path.resolve(root, '..', 'shared') },
  },
  build: {
    outDir: path.resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/local-auth': { target: apiTarget, changeOrigin: true },
    },
  },
});

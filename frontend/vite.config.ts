/**
 * Vite build of the React app (ARCHITECTURE.md 'Frontend'). Output: frontend/dist, served by the
 * local server and, in the cloud, from S3 behind CloudFront. `npm run dev` proxies /api and
 * /local-auth to the local server (as its own origin, so the server's Host check passes).
 * Builds carry no source maps (issue 11 item 1) unless `BUILD_SOURCEMAP=1` asks for them to debug;
 * the cloud upload drops `*.map` files either way (infra/lib/web.ts). The contract's route table
 * reaches the browser without its zod schemas (contract-routes-plugin.ts), and the app's modules
 * count as free of side effects, so a feature's index pulls in only what a page uses.
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
    rolldownOptions: {
      // The app's own modules have no side effects on import (CSS aside): a page that imports a
      // feature's index loads only the modules it uses, not every module the index re-exports.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/](frontend[\\/]src|shared)[\\/].*\.tsx?$/.test(id),
      },
      // Fewer files on a signed-in page's first load: TanStack Query and date-fns in one chunk each
      // (not one per entry set); their own dependencies (React) stay where they were.
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'date-fns', test: /node_modules[\\/](date-fns|@date-fns)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/local-auth': { target: apiTarget, changeOrigin: true },
    },
  },
});

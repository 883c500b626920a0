/**
 * Vite build of the React app (docs/architecture.md#layers). Output: frontend/dist, served by the
 * local server and, in the cloud, from S3 behind CloudFront. `npm run dev` proxies /api and
 * /local-auth to the local server (as its own origin, so the server's Host check passes, and a
 * sign-in from the dev server's own pages carries the server's `Origin`: the issuer takes sign-ins
 * from its own origins only).
 * Builds carry no source maps (docs/architecture.md#local-server-hardening) unless
 * `BUILD_SOURCEMAP=1` asks for them to debug; the cloud upload drops `*.map` files either way
 * (infra/lib/web.ts). The contract's route table reaches the browser without its zod schemas
 * (contract-routes-plugin.ts), and the app's modules count as free of side effects, so a feature's
 * index pulls in only what a page uses.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type ProxyOptions } from 'vite';
import { contractRoutesPlugin } from './contract-routes-plugin.ts';
import { pageDocumentsPlugin } from './page-documents-plugin.ts';
import { WIDE_QUERY } from './src/features/notes/notes-dock-queries.ts';
import { PAGE_IDS, PAGES } from '../shared/web/pages.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const app = (file: string) => path.resolve(root, 'src/app', file);

/**
 * Proxy options for /local-auth: a request whose `Origin` is the dev server's own (its pages) is
 * sent on with the local server's origin; any other `Origin` is forwarded as it came.
 */
const localAuthProxy: ProxyOptions = {
  target: apiTarget,
  changeOrigin: true,
  configure: (proxy) =>
    proxy.on('proxyReq', (proxyRequest, request) => {
      const origin = request.headers.origin;
      if (origin && origin === `http://${request.headers.host}`) {
        proxyRequest.setHeader('origin', new URL(apiTarget).origin);
      }
    }),
};

/**
 * date-fns' `format` with its English locale (about 6 kB gzip), under `node_modules/date-fns/`:
 * what shows dates and times (the 1:1 lists, the notes panel) loads it, not the signed-in pages'
 * shared code, so the dashboard's first paint goes without it.
 */
const DATE_FORMAT_FILES = String.raw`(format\.js$|_lib[\\/]format[\\/]|_lib[\\/]protectedTokens|_lib[\\/]defaultLocale|locale[\\/])`;

/** The modules of the `app-core` chunk (when two or more chunks use them), by path. */
const APP_CORE_MODULES = new RegExp(
  [
    String.raw`frontend[\\/]src[\\/]lib[\\/](?!auth[\\/]|cn\.|env\.|field-errors\.|api-client\.|early-reads\.|format-date\.)`,
    String.raw`[\\/]shared[\\/]domain[\\/](?!person-name\.)`,
    String.raw`[\\/]shared[\\/]contract[\\/]api\.`,
    // Commitments load with the cards and editor that show them, after the first paint.
    String.raw`frontend[\\/]src[\\/]features[\\/](?!commitments[\\/])[^\\/]+[\\/](api[\\/]|[^\\/]+\.ts$)`,
    String.raw`frontend[\\/]src[\\/]components[\\/](page-header|person-avatar|section-card|progress-ring|disabled-reason)\.tsx$`,
    String.raw`frontend[\\/]src[\\/]lib[\\/]auth[\\/]require-auth\.`,
    String.raw`frontend[\\/]src[\\/]features[\\/]notes[\\/]sync[\\/]notes-sync-context\.`,
    String.raw`frontend[\\/]src[\\/]features[\\/]commitments[\\/]sync[\\/]checklist-sync-slot\.`,
    String.raw`frontend[\\/]src[\\/]components[\\/]ui[\\/](tooltip|tip-trigger|menu-on-first-use)\.tsx$`,
    String.raw`frontend[\\/]src[\\/]app[\\/]layouts[\\/]app-shell[\\/]user-menu\.tsx$`,
    String.raw`frontend[\\/]src[\\/]features[\\/](meetings[\\/](?!meeting-list\.|upcoming-one-on-ones\.)|nudges[\\/](components[\\/])?)[^\\/]+\.tsx$`,
    String.raw`frontend[\\/]src[\\/]features[\\/]integrations[\\/]components[\\/]connect-calendar-button\.tsx$`,
    String.raw`node_modules[\\/](@tanstack|@date-fns)[\\/]`,
    String.raw`node_modules[\\/]date-fns[\\/](?!${DATE_FORMAT_FILES}|parseISO\.js$)`,
  ].join('|'),
);

/**
 * The modules of the `router` chunk: the routes, react-router and what it shares with the pages
 * (the auth context and the local issuer's actions, the local session, person names, the loading
 * spinner). The entry loads a page's modules together with the router, so without this group that
 * shared code would come in several small files.
 */
const ROUTER_MODULES = new RegExp(
  [
    String.raw`frontend[\\/]src[\\/]app[\\/](router|app-routes|app-root)\.tsx$`,
    String.raw`frontend[\\/]src[\\/]lib[\\/]auth[\\/](auth-context|local-auth-actions|local-session-store)\.`,
    String.raw`[\\/]shared[\\/]domain[\\/]person-name\.`,
    String.raw`frontend[\\/]src[\\/]components[\\/]ui[\\/]spinner\.tsx$`,
    String.raw`node_modules[\\/](react-router|react-router-dom|jose)[\\/]`,
  ].join('|'),
);

/**
 * The modules of the `ui-base` chunk: `cn`, the plain form controls and the API client (whose
 * error type the fields read), which every page with a form uses, sign-in too.
 */
const UI_BASE_MODULES = new RegExp(
  [
    String.raw`frontend[\\/]src[\\/]lib[\\/](cn|api-client|field-errors)\.`,
    String.raw`[\\/]shared[\\/]contract[\\/]paths\.`,
    String.raw`frontend[\\/]src[\\/]components[\\/]ui[\\/](button|card|input|label|text-field|field-error)\.tsx$`,
    String.raw`node_modules[\\/](tailwind-merge|@radix-ui[\\/](react-slot|react-compose-refs|react-primitive|react-label))[\\/]`,
  ].join('|'),
);

export default defineConfig({
  root,
  envDir: path.resolve(root, '..'),
  plugins: [
    react(),
    tailwindcss(),
    contractRoutesPlugin(path.resolve(root, '../shared/contract/api.ts')),
    // Each page with a document of its own (shared/web/pages.ts) gets one that preloads what its
    // first load runs: the app and router, its frame's layouts and the page (src/app/page-modules.ts;
    // e2e/page-documents.spec.ts checks nothing else loads).
    pageDocumentsPlugin({
      pageModules: app('page-modules.ts'),
      shared: [app('app-root.tsx'), app('router.tsx')],
      // The first load's reads start before the app has downloaded (src/first-reads.ts).
      firstScript: path.resolve(root, 'src/first-reads.ts'),
      // On a wide screen the notes panel shows beside the pages that have it.
      mediaPreloads: [
        {
          media: WIDE_QUERY,
          modules: [path.resolve(root, 'src/features/notes/components/notes-panel.tsx')],
          pages: PAGE_IDS.filter((id) => 'notesPanel' in PAGES[id]),
        },
      ],
    }),
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
      // Fewer files on a signed-in page's first load (docs/performance.md#a-light-first-page; each
      // file costs a request and its headers): the small modules the API-backed pages share (API
      // client and query hooks, shared domain code, TanStack Query, date-fns, small presentational
      // components) in one chunk, and the icons more than one chunk uses in another. What the light
      // pages (landing, sign-in, terms, 404) load stays out of the first group: the auth code,
      // `cn`, the env, field errors and the API client's error type (sign-in's fields) and the
      // person-name helper the router uses. Their own dependencies
      // (React) stay where they were.
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
            { name: 'router', test: ROUTER_MODULES },
            { name: 'app-core', test: APP_CORE_MODULES, minShareCount: 2 },
            { name: 'ui-base', test: UI_BASE_MODULES, minShareCount: 2 },
            // The 1:1 lists with the one helper only they use.
            {
              name: 'meeting-list',
              test: /frontend[\\/]src[\\/](features[\\/]meetings[\\/]meeting-list\.tsx|lib[\\/]format-date\.ts)$/,
            },
            {
              name: 'date-format',
              test: new RegExp(String.raw`node_modules[\\/]date-fns[\\/]${DATE_FORMAT_FILES}`),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/local-auth': localAuthProxy,
    },
  },
});

/**
 * The first script a signed-in page's own document runs (docs/performance.md#a-light-first-page):
 * it starts the page's reads (app/first-page-reads.ts) once it has downloaded, about 1 kB, before
 * the entry runs and while the app's code is still on its way, so the answers are not held up behind the entry's
 * download and evaluation. Bundled on its own by the build (frontend/page-documents-plugin.ts);
 * the entry starts the same reads when this script has not (lib/early-reads.ts shares them).
 */
import { startFirstPageReads } from '@/app/first-page-reads';

startFirstPageReads(window.location.pathname);

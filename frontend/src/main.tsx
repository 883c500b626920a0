/**
 * Frontend entry (docs/performance.md#a-light-first-page). A signed-out visitor's landing page is
 * React and the landing page alone: no router, auth, server state or UI kit. Its first in-app link
 * loads the app (app-root.tsx, preloaded on pointer or focus), the router goes there, and the app
 * takes over the page. Every other first page (and a signed-in visitor's `/`) loads the app at once,
 * index.html's spinner showing meanwhile; a signed-in page also starts its reads and its page's
 * modules then.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFirstPageReads } from '@/app/first-page-reads';
import { LandingPage } from '@/app/routes/landing/landing-page';
import { preloadPage } from '@/app/page-modules';
import { paths } from '@/config/paths';
import { knownSignedOut } from '@/lib/auth/known-signed-out';
import { requestDemoSession, writeStoredSession } from '@/lib/auth/local-session';
import { authProviderKind } from '@/lib/env';
import './index.css';

const root = createRoot(document.getElementById('root')!);
const loadApp = () => Promise.all([import('@/app/app-root'), import('@/app/router')]);

/**
 * 'View demo' before the app has loaded (local issuer only): stores the demo account's session and
 * opens the dashboard; false when the server is not in demo mode.
 */
async function openDemo(): Promise<boolean> {
  const session = await requestDemoSession();
  if (!session) return false;
  writeStoredSession(session);
  await showApp(paths.dashboard);
  return true;
}

/** Renders the app, after routing to `path` when given (a link followed from the landing page). */
async function showApp(path?: string): Promise<void> {
  const [{ AppRoot }, { router }] = await loadApp();
  if (path !== undefined) {
    await router.navigate(path);
    window.scrollTo(0, 0);
  }
  root.render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
}

if (window.location.pathname === paths.home && knownSignedOut()) {
  root.render(
    <StrictMode>
      <LandingPage
        signedIn={false}
        onNavigate={(path) => void showApp(path)}
        onIntent={() => void loadApp()}
        {...(authProviderKind === 'local' ? { onViewDemo: openDemo } : {})}
      />
    </StrictMode>,
  );
} else {
  // index.html's spinner, painted before any script loaded, stays while the app loads (the router
  // shows the same spinner until the page is ready). A signed-in page's reads and modules start
  // now, with the app's (no request waits on the router).
  startFirstPageReads(window.location.pathname);
  preloadPage(window.location.pathname);
  void showApp();
}

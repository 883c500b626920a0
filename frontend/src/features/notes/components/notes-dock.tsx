/**
 * Where the notes panel lives (docs/product.md#app-shell, #layout):
 * - from 1100 px wide, a right-hand column beside the page;
 * - from 481 px up to that, a side sheet over the right edge;
 * - at 480 px or less, a bottom drawer at 85% of the viewport height.
 * The sheet and the drawer are the same Radix dialog, opened by the `openNotesDrawer` event (the
 * header's notes button) or by `openNote`; a note requested while it is closed opens 150 ms after it.
 * The panel's code (editors, templates, phrasing help) loads when it is first shown
 * (docs/performance.md#a-light-first-page): on a phone or a tablet, when the drawer or sheet first
 * opens, not with the page; so does the dialog around them (notes-overlay.tsx). On a wide screen
 * the page's HTML document preloads it (frontend/page-documents-plugin.ts).
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAppEvent, type OpenNoteRequest } from '@/lib/app-events';
import { MOBILE_QUERY, WIDE_QUERY } from '../notes-dock-queries';

const NotesOverlay = lazy(() =>
  import('./notes-overlay').then(({ NotesOverlay }) => ({ default: NotesOverlay })),
);
const NotesPanel = lazy(() =>
  import('./notes-panel').then(({ NotesPanel }) => ({ default: NotesPanel })),
);

/** The panel once its code has loaded; a spinner until then. */
function LazyNotesPanel({ request }: { request: (OpenNoteRequest & { nonce: number }) | null }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      }
    >
      <NotesPanel request={request} />
    </Suspense>
  );
}

/**
 * Delay between opening the drawer and opening the note in it, ms
 * (docs/product.md#constants-and-limits).
 */
const DRAWER_NOTE_DELAY_MS = 150;

type DockLayout = 'drawer' | 'sheet' | 'column';

function currentLayout(): DockLayout {
  if (window.matchMedia(MOBILE_QUERY).matches) return 'drawer';
  return window.matchMedia(WIDE_QUERY).matches ? 'column' : 'sheet';
}

function useDockLayout(): DockLayout {
  return useSyncExternalStore((onChange) => {
    const queries = [MOBILE_QUERY, WIDE_QUERY].map((query) => window.matchMedia(query));
    for (const media of queries) media.addEventListener('change', onChange);
    return () => {
      for (const media of queries) media.removeEventListener('change', onChange);
    };
  }, currentLayout);
}

let nonce = 0;

export function NotesDock({ hidden }: { hidden: boolean }) {
  const layout = useDockLayout();
  // The layout the sheet or drawer was opened in: crossing a breakpoint closes it.
  const [openIn, setOpenIn] = useState<DockLayout | null>(null);
  const overlayOpen = layout !== 'column' && openIn === layout;
  const [request, setRequest] = useState<(OpenNoteRequest & { nonce: number }) | null>(null);
  const [queued, setQueued] = useState<OpenNoteRequest | null>(null);
  // The overlay's code loads when it first opens, and stays mounted from then on (it animates out).
  const [overlayLoaded, setOverlayLoaded] = useState(false);
  if (overlayOpen && !overlayLoaded) setOverlayLoaded(true);

  useAppEvent('openNotesDrawer', () => setOpenIn(layout));
  useAppEvent('openNote', (detail) => {
    if (layout !== 'column' && !overlayOpen) {
      setOpenIn(layout);
      setQueued(detail);
    } else {
      setRequest({ ...detail, nonce: (nonce += 1) });
    }
  });

  useEffect(() => {
    if (!queued) return;
    const timer = setTimeout(() => {
      setRequest({ ...queued, nonce: (nonce += 1) });
      setQueued(null);
    }, DRAWER_NOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queued]);

  if (layout !== 'column') {
    return overlayLoaded ? (
      <Suspense fallback={null}>
        <NotesOverlay
          layout={layout}
          open={overlayOpen}
          onOpenChange={(open) => setOpenIn(open ? layout : null)}
        >
          <LazyNotesPanel request={request} />
        </NotesOverlay>
      </Suspense>
    ) : null;
  }
  if (hidden) return null;
  return (
    <aside
      aria-label="Notes panel"
      className="sticky top-16 h-[calc(100vh-4rem)] w-[22rem] shrink-0 border-l bg-card/60"
    >
      <LazyNotesPanel request={request} />
    </aside>
  );
}

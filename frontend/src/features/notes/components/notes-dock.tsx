/**
 * Where the notes panel lives (spec §2 'App shell'): a right-hand column on wider screens, and on
 * screens 480 px wide or less a bottom drawer at 85% of the viewport height, opened by the
 * `openNotesDrawer` event; a note requested while the drawer is closed opens 150 ms after it.
 */
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { useAppEvent, type OpenNoteRequest } from '@/lib/app-events';
import { NotesPanel } from './notes-panel';

/** The mobile breakpoint (spec §9). */
export const MOBILE_QUERY = '(max-width: 480px)';
/** Delay between opening the drawer and opening the note in it, ms (spec §9). */
const DRAWER_NOTE_DELAY_MS = 150;

function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(MOBILE_QUERY);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
  );
}

let nonce = 0;

export function NotesDock({ hidden }: { hidden: boolean }) {
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [request, setRequest] = useState<(OpenNoteRequest & { nonce: number }) | null>(null);
  const [queued, setQueued] = useState<OpenNoteRequest | null>(null);
  const returnFocus = useReturnFocus();

  useAppEvent('openNotesDrawer', () => setDrawerOpen(true));
  useAppEvent('openNote', (detail) => {
    if (mobile && !drawerOpen) {
      setDrawerOpen(true);
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

  if (mobile) {
    return (
      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <DialogPrimitive.Content
            className="fixed inset-x-0 bottom-0 z-50 h-[85vh] rounded-t-xl border-t bg-card shadow-lg"
            aria-describedby={undefined}
            {...returnFocus}
            onEscapeKeyDown={(event) => {
              // Escape in the empty agenda only releases Tab (meeting note editor); the next closes.
              if (event.target instanceof HTMLElement && event.target.dataset.tabSuggestions)
                event.preventDefault();
            }}
          >
            <DialogPrimitive.Title className="sr-only">Notes</DialogPrimitive.Title>
            <NotesPanel request={request} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }
  if (hidden) return null;
  return (
    <aside
      aria-label="Notes panel"
      className="sticky top-16 hidden h-[calc(100vh-4rem)] w-[22rem] shrink-0 border-l bg-card/60 min-[481px]:block"
    >
      <NotesPanel request={request} />
    </aside>
  );
}

/**
 * The notes panel's sheet (481 px to 1099 px wide) and drawer (480 px or less) as one Radix
 * dialog (notes-dock.tsx). Its code loads when it first opens
 * (docs/performance.md#a-light-first-page). Escape in the empty agenda only releases Tab (meeting
 * note editor), and Escape in an inline edit marked `data-own-escape` (a commitment's) only cancels
 * that edit; the next Escape closes.
 */
import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';

const overlayClass = {
  drawer: 'fixed inset-x-0 bottom-0 z-50 h-[85vh] rounded-t-xl border-t bg-card shadow-lg',
  sheet:
    'fixed inset-y-0 right-0 z-50 h-full w-[24rem] max-w-[calc(100vw-3rem)] border-l bg-card shadow-lg',
};

export function NotesOverlay({
  layout,
  open,
  onOpenChange,
  children,
}: {
  layout: keyof typeof overlayClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        className={overlayClass[layout]}
        data-notes-layout={layout}
        aria-describedby={undefined}
        onEscapeKeyDown={(event) => {
          const target = event.target;
          if (
            target instanceof HTMLElement &&
            (target.dataset.tabSuggestions || target.closest('[data-own-escape]'))
          )
            event.preventDefault();
        }}
      >
        <SheetTitle className="sr-only">Notes</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}

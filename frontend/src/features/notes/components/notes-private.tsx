import { Lock } from 'lucide-react';

/**
 * The 'Notes are private' indicator of both panel views (docs/product.md#notes-panel), on one line.
 */
export function NotesPrivate() {
  return (
    <p className="inline-flex shrink-0 items-center gap-1.5 text-xs whitespace-nowrap text-muted-foreground">
      <Lock className="size-3.5" aria-hidden /> Notes are private
    </p>
  );
}

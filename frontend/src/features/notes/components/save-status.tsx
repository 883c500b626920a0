/**
 * The editor's save status (docs/product.md#screens-and-routes 'Saved {time}' / 'Edited {time}';
 * docs/product.md#saving-notes): 'Saving…' while a write is under way, 'Saved {time}' or 'Edited
 * {time}' (updated more than 2 s after creation) once acknowledged, and a clear offline message
 * while sends are being retried.
 */
import { CloudOff, Loader2 } from 'lucide-react';
import { saveLabel } from './save-label';
import type { DocState } from '@/features/notes/sync/note-doc';

export function SaveStatus({ states, timeZone }: { states: DocState[]; timeZone: string }) {
  const retrying = states.some((state) => state.status === 'retrying');
  const failed = states.find((state) => state.status === 'error');
  const saving = states.some((state) => state.status === 'saving');
  const note = states
    .map((state) => state.note)
    .filter((candidate) => candidate !== null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  let content;
  if (retrying) {
    content = (
      <span className="inline-flex items-center gap-1.5 text-amber-700">
        <CloudOff className="size-3.5" aria-hidden /> Offline — kept on this device, will retry
      </span>
    );
  } else if (failed) {
    content = (
      <span className="text-destructive">
        Not saved: {failed.error ?? 'something went wrong'}. Kept on this device.
      </span>
    );
  } else if (saving) {
    content = (
      <span className="inline-flex items-center gap-1.5">
        <Loader2 className="size-3.5 animate-spin" aria-hidden /> Saving…
      </span>
    );
  } else if (note) {
    content = saveLabel(note, timeZone);
  } else {
    content = '';
  }
  return (
    <p
      role="status"
      aria-live="polite"
      className="min-h-5 text-xs text-muted-foreground"
      data-testid="note-save-status"
    >
      {content}
    </p>
  );
}

/**
 * The 'Saved {time}' / 'Edited {time}' label of a note (docs/product.md#states-and-transitions,
 * #constants-and-limits).
 */
import { formatTime } from '@/lib/format-date';

/**
 * 'Edited' once the update is more than 2 s after creation (docs/product.md#constants-and-limits),
 * ms.
 */
export const EDITED_AFTER_MS = 2000;

export function saveLabel(
  note: { createdAt: string; updatedAt: string },
  timeZone: string,
): string {
  const edited = Date.parse(note.updatedAt) - Date.parse(note.createdAt) > EDITED_AFTER_MS;
  return `${edited ? 'Edited' : 'Saved'} ${formatTime(note.updatedAt, timeZone)}`;
}

/**
 * The entries of a person's latest item (`MOMENTLATEST#<personKey>#<type>`, data/schema/moment-entity.ts),
 * from which `latestGivenAt` / `latestRecogAt` are computed when read (pure, no I/O):
 *
 * - a note's entry, attribute `n#<noteId>`, value `<rank>|<occurredAt>` while the note carries the
 *   moment and `<rank>|` once it no longer does (edited away, or deleted: a tombstone). The
 *   note-moments consumer writes it on condition `attribute_not_exists OR stored <= mine`, like a
 *   week summary's note entry, so a late event of an older state never brings a moment back;
 * - a week summary item's moment captured by hand, attribute `w#<weekStart>` (the item's week),
 *   value its latest capture time: copied from the item (the only record of a moment by hand) by
 *   the outbox sweep (manual-latest.ts), and removed with it.
 *
 * The latest time is the largest live value: an edited or deleted note's moment no longer counts,
 * so the latest time moves back to the latest remaining moment (null when there is none). An item
 * keeps the NOTE_ENTRIES_KEPT newest note entries (live or not) and drops the older ones
 * (`overflowingNoteEntries`), so its size does not grow with the notes: the latest time only
 * misses an older moment when that many newer notes of the person were all edited away. The
 * weeks a reader also reads from the week summaries (their entries by hand are the truth, the copy
 * may lag) are left out of the copy.
 */
const NOTE_PREFIX = 'n#';
const WEEK_PREFIX = 'w#';
const SEPARATOR = '|';

/** How many note entries a latest item keeps: the newest, by their moment's or note's time. */
export const NOTE_ENTRIES_KEPT = 50;

/** The time an entry is ordered by: its moment's, else its note's creation (from the rank). */
function entryTime(value: string): string {
  const cut = value.lastIndexOf(SEPARATOR);
  const occurredAt = value.slice(cut + 1);
  if (occurredAt) return occurredAt;
  const rank = value.slice(0, cut);
  return rank.slice(0, rank.lastIndexOf('#'));
}

/** The note entries of a stored latest item (raw attributes) past the NOTE_ENTRIES_KEPT newest. */
export function overflowingNoteEntries(item: Record<string, unknown> | undefined): string[] {
  const entries = Object.entries(item ?? {}).filter(
    (entry): entry is [string, string] =>
      entry[0].startsWith(NOTE_PREFIX) && typeof entry[1] === 'string',
  );
  if (entries.length <= NOTE_ENTRIES_KEPT) return [];
  return entries
    .map(([name, value]) => ({ name, at: entryTime(value) }))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.name < b.name ? -1 : 1))
    .slice(NOTE_ENTRIES_KEPT)
    .map((entry) => entry.name);
}

/** The attribute of a note's entry. */
export function noteLatestName(noteId: string): string {
  return `${NOTE_PREFIX}${noteId}`;
}

/** The value of a note's entry: `occurredAt` while the note carries the moment, else null. */
export function noteLatestValue(rank: string, occurredAt: string | null): string {
  return `${rank}${SEPARATOR}${occurredAt ?? ''}`;
}

/** The attribute of a week's moment captured by hand. */
export function weekLatestName(weekStart: string): string {
  return `${WEEK_PREFIX}${weekStart}`;
}

/**
 * The latest moment time of a stored latest item (raw attributes), leaving out the copies of the
 * entries by hand of `readWeeks`; null when no moment remains.
 */
export function latestOfItem(
  item: Record<string, unknown> | undefined,
  readWeeks: ReadonlySet<string>,
): string | null {
  let latest: string | null = null;
  for (const [name, value] of Object.entries(item ?? {})) {
    if (typeof value !== 'string') continue;
    let at = '';
    if (name.startsWith(NOTE_PREFIX)) at = value.slice(value.lastIndexOf(SEPARATOR) + 1);
    else if (name.startsWith(WEEK_PREFIX) && !readWeeks.has(name.slice(WEEK_PREFIX.length))) {
      at = value;
    }
    if (at && (!latest || at > latest)) latest = at;
  }
  return latest;
}

/**
 * What one note state adds to its week summary item (docs/data.md#week-summaries): one note in
 * its slot's counter for its person, one per moment type it carries, its 1:1 flags when it is a
 * 1:1's note, and its moments as latest moments. A change of the note is the difference between
 * the state counted before and the new one (`contributionChanges`); the note's moment set keeps
 * the counted state (data/schema/moment-entity.ts `summaryEntry`). Pure, no I/O.
 */
import type { MomentType } from '../../../shared/domain/moments';
import {
  counterName,
  isMomentType,
  latestMomentName,
  latestMomentValue,
  meetingFlagsName,
  meetingFlagsValue,
  noteEntryName,
  NOTES_METRIC,
} from './week-summary-entries';

/** A note state as its item counts it. */
export interface NoteContribution {
  /** note-slots.ts noteSlotOf. */
  slot: string;
  /** `dr#<id>`, `boss#<id>`, or '' for a note about no one. */
  personKey: string;
  /** A 1:1 note's flags; null for another note. */
  meeting: { hasAgenda: boolean; hasReflection: boolean } | null;
  /** The moment types inferred from it, each once. */
  types: MomentType[];
  /** Its last save (ISO 8601 UTC): when its moments occurred. */
  occurredAt: string;
}

const SEPARATOR = '|';

/** A contribution as the moment set stores it: `<slot>|<personKey>|<flags>|<types>|<occurredAt>`. */
export function encodeContribution(contribution: NoteContribution): string {
  const { slot, personKey, meeting, types, occurredAt } = contribution;
  const flags = meeting ? `M${meetingFlagsValue(meeting)}` : '';
  return [slot, personKey, flags, [...types].sort().join(','), occurredAt].join(SEPARATOR);
}

/** The contribution encodeContribution stored; null for '' or a value it did not write. */
export function decodeContribution(value: string | null | undefined): NoteContribution | null {
  if (!value) return null;
  const parts = value.split(SEPARATOR);
  if (parts.length !== 5) return null;
  const [slot = '', personKey = '', flags = '', types = '', occurredAt = ''] = parts;
  return {
    slot,
    personKey,
    meeting: flags.startsWith('M')
      ? { hasAgenda: flags.includes('A'), hasReflection: flags.includes('R') }
      : null,
    types: types.split(',').filter(isMomentType),
    occurredAt,
  };
}

/** The changes of an item that turn the count of `from` into that of `to`. */
export interface ContributionChanges {
  /** Counter name → the number to ADD (never 0). */
  add: Record<string, number>;
  set: Record<string, string>;
  remove: string[];
}

function counters(contribution: NoteContribution | null): Map<string, number> {
  const found = new Map<string, number>();
  if (!contribution) return found;
  const { slot, personKey } = contribution;
  found.set(counterName(slot, personKey, NOTES_METRIC), 1);
  for (const type of contribution.types) found.set(counterName(slot, personKey, type), 1);
  return found;
}

function latest(noteId: string, contribution: NoteContribution | null): Map<string, string> {
  const found = new Map<string, string>();
  for (const type of contribution?.types ?? []) {
    found.set(
      latestMomentName(noteId, type),
      latestMomentValue(contribution!.occurredAt, contribution!.personKey, contribution!.slot),
    );
  }
  return found;
}

/**
 * The changes of the note's item from the state counted (`from`, null when none was) to the new
 * one (`to`, null once the note is deleted): counters moved by the difference, the 1:1 flags set or
 * removed, the latest moments replaced. A note never counted before also loses an older item's
 * entry (`n#<noteId>`), which counted it until now.
 */
export function contributionChanges(
  noteId: string,
  from: NoteContribution | null,
  to: NoteContribution | null,
): ContributionChanges {
  const add: Record<string, number> = {};
  const before = counters(from);
  const after = counters(to);
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const delta = (after.get(name) ?? 0) - (before.get(name) ?? 0);
    if (delta !== 0) add[name] = delta;
  }
  const set: Record<string, string> = {};
  const remove: string[] = [];
  if (to?.meeting) set[meetingFlagsName(noteId)] = meetingFlagsValue(to.meeting);
  else if (from?.meeting) remove.push(meetingFlagsName(noteId));
  const latestBefore = latest(noteId, from);
  const latestAfter = latest(noteId, to);
  for (const [name, value] of latestAfter) {
    if (latestBefore.get(name) !== value) set[name] = value;
  }
  for (const name of latestBefore.keys()) if (!latestAfter.has(name)) remove.push(name);
  if (!from) remove.push(noteEntryName(noteId));
  return { add, set, remove };
}

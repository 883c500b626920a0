/**
 * The note a moment captured by hand writes (docs/product.md#where-the-moments-show, capturing a
 * moment): a private note about the person that carries what the manager said, or when they said
 * nothing a short sentence of what was captured, tagged `moment:<type>`. The tag tells the
 * note-moments consumer that the capture already counts that moment, so the note's words never
 * count it a second time. Pure, no I/O.
 */
import { MOMENT_SENTENCE_MAX_CHARS, MOMENT_TYPES, type MomentType } from './moments';

const TAG_PREFIX = 'moment:';

/** The tag of a note that records a moment captured by hand, e.g. `moment:recognition`. */
export function momentTag(type: MomentType): string {
  return `${TAG_PREFIX}${type}`;
}

/** The moment types a note's tags say were captured with it (unknown `moment:` tags ignored). */
export function capturedTypesOf(tags: readonly string[]): MomentType[] {
  return MOMENT_TYPES.filter((type) => tags.includes(momentTag(type)));
}

/** The longest text a manager types when capturing a moment (one line, like a moment's sentence). */
export const CAPTURE_TEXT_MAX_CHARS = MOMENT_SENTENCE_MAX_CHARS;

/** What a capture's note says when the manager typed nothing; `name` is the first name. */
const CAPTURED_SENTENCES: Record<MomentType, (name: string) => string> = {
  feedbackGiven: (name) => `Gave ${name} feedback.`,
  feedbackAsked: (name) => `Asked ${name} for feedback.`,
  recognition: (name) => `Recognized ${name}’s work.`,
  teamWins: (name) => `Shared a team win with ${name}.`,
  prioritiesAligned: (name) => `Aligned with ${name} on priorities.`,
  proactiveUpdates: (name) => `Gave ${name} an update before they asked.`,
};

/**
 * The content of a capture's note: the manager's text on one line (whitespace collapsed), or the
 * sentence of what was captured when the text is blank.
 */
export function captureNoteContent(type: MomentType, name: string, text = ''): string {
  const said = text.replace(/\s+/g, ' ').trim();
  return said || CAPTURED_SENTENCES[type](name);
}

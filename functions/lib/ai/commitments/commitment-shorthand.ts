/**
 * Shorthand of action items as typed right after a meeting
 * (docs/product.md#commitments-suggested-from-reflections): a line may open with a marker that
 * names the owner — 'me: update roadmap', 'Jo -> rota by Thu', '@me review the doc', 'AI Priya:
 * share the rubric', 'Action on me: …' — or one that marks an action item without an owner
 * ('TODO: book the offsite', 'Next steps: …'), and use note shorthand ('f/u w/ Noah re the talk').
 * Pure.
 */

/** A line with its marker read: the owner word it names (if any) and the words after it. */
export interface MarkedLine {
  /** 'me', a name, or undefined when the marker names no one (or there is no marker). */
  ownerWord?: string;
  /** Whether the line opens with an action-item marker ('TODO', 'AI', 'Action items', 'me:', '->'). */
  marked: boolean;
  body: string;
}

const ACTION_MARKER =
  /^(?:(?:agreed|our|the)\s+)?(?:to-?do|action(?:\s+(?:items?|points?))?|actions|ai|next\s+steps?|follow[- ]?ups?)\b\s*(?:(?:on|for)\s+)?(?:\(?@?(?<owner>\p{L}+)\)?\s*)?(?::|->|→|=>|[-–—](?=\s))\s*(?=\S)/iu;
/** 'My action: …', "Priya's actions: …": an action item named by its owner's possessive. */
const POSSESSIVE_MARKER =
  /^(?:(?<owner>\p{L}+)['’]s?|(?<mine>my|our))\s+(?:actions?|to-?dos?|ais?|next\s+steps?)\s*(?::|->|→|=>|[-–—](?=\s))\s*(?=\S)/iu;
const BARE_TODO = /^to-?do\s+(?=\S)/i;
const OWNER_MARKER = /^@?(?<owner>\p{L}+)\s*(?::|->|→|=>|[-–—](?=\s))\s*(?=\S)/u;
const AT_OWNER = /^@(?<owner>\p{L}+)\s+(?=\S)/u;

/** Note shorthand spelt out: 'f/u' → 'follow up', 'w/' → 'with', 're:' → 'about'. */
const SHORTHAND: readonly (readonly [RegExp, string])[] = [
  [/\bf\/u\b/gi, 'follow up'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/\s*/gi, 'with '],
  [/(?<![\w'’])re:\s*/gi, 'about '],
  [/(?<![\w'’])re\s+(?=\w)/g, 'about '],
  [/\bpls\b/gi, 'please'],
  [/[‘’]/g, "'"],
];

/** `text` with note shorthand spelt out. */
export function expandShorthand(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SHORTHAND) out = out.replace(pattern, replacement);
  return out;
}

/** Words that look like a marker's owner but open an ordinary note line ('Note: …', 'Done: …'). */
const NOT_OWNERS = new Set([
  'note',
  'notes',
  'done',
  'update',
  'context',
  'fyi',
  'summary',
  'topic',
]);

/** The marker of a line, bullet and shorthand already removed (see the module comment). */
export function readMarker(line: string): MarkedLine {
  const action = ACTION_MARKER.exec(line) ?? POSSESSIVE_MARKER.exec(line) ?? BARE_TODO.exec(line);
  if (action) {
    const body = line.slice(action[0].length).trim();
    const ownerWord = action.groups?.mine ? 'me' : action.groups?.owner;
    // 'Action: Graham — confirm the dates': the owner marked after the action marker.
    const inner = ownerWord === undefined ? OWNER_MARKER.exec(body) : null;
    if (inner && !NOT_OWNERS.has(inner.groups!.owner!.toLowerCase())) {
      return {
        ownerWord: inner.groups!.owner,
        marked: true,
        body: body.slice(inner[0].length).trim(),
      };
    }
    return { ownerWord, marked: true, body };
  }
  const owner = OWNER_MARKER.exec(line) ?? AT_OWNER.exec(line);
  if (owner && !NOT_OWNERS.has(owner.groups!.owner!.toLowerCase())) {
    return {
      ownerWord: owner.groups!.owner,
      marked: true,
      body: line.slice(owner[0].length).trim(),
    };
  }
  return { marked: false, body: line };
}

/**
 * Note-taking shorthand, spelt out before a note is read for moments
 * (docs/product.md#moments-inferred-from-notes, 'How the builtin engine reads a note'): managers
 * write 'gave fb to Jo', 'ty to Raj', 'FYI'd Dana re budget', '1:1 w/ Sam'. A lexicon of whole
 * words and fixed phrases, each replaced by what the moments lexicons know ('feedback', 'thankyou',
 * 'informed', 'about'); compound nouns the tagger splits ('shout-out', 'thank-you', 'heads-up',
 * 'trade-off', 'sign-off') become one word. Pure; the text's sentence boundaries are kept.
 */

/** Shorthand and compound spellings → the words the lexicons use. Matched case-insensitively. */
const SHORTHAND: readonly (readonly [RegExp, string])[] = [
  [/\bfb\b/gi, 'feedback'],
  [/\bfeed-back\b/gi, 'feedback'],
  [/\b(?:ty|thx|tx)\b/gi, 'thanks'],
  [/\bthank[- ]yous?\b/gi, 'thankyou'],
  [/\bshout[- ]?outs?\b/gi, 'shoutout'],
  [/\bhigh[- ]fives?\b/gi, 'highfive'],
  [/\bthumbs[- ]ups?\b/gi, 'thumbsup'],
  [/\bgo[- ]ahead\b/gi, 'goahead'],
  [/\bname[- ]check(ed|ing|s)?\b/gi, 'namecheck$1'],
  [/\bone[- ]pagers?\b/gi, 'onepager'],
  [/\btough love\b/gi, 'toughlove'],
  [/\bre-(rank|order|prioriti[sz]e|scope|plan|sequence)/gi, 're$1'],
  [/\bmid[- ]year\b/gi, 'midyear'],
  [/\byear[- ]end\b/gi, 'yearend'],
  [/\bfwd['’]?d\b/gi, 'forwarded'],
  [/\bheads[- ]up\b/gi, 'headsup'],
  [/\bhat[- ]tip\b/gi, 'hattip'],
  [/\bpat on the back\b/gi, 'patontheback'],
  [/\btrade[- ]offs?\b/gi, 'tradeoff'],
  [/\bsign[- ]?offs?\b/gi, 'signoff'],
  [/\bbuy[- ]in\b/gi, 'buyin'],
  [/\bpre[- ]reads?\b/gi, 'preread'],
  [/\bread[- ]?outs?\b/gi, 'readout'],
  [/\bgo[- ]live\b/gi, 'golive'],
  [/\bwent live\b/gi, 'launched'],
  [/\bnear[- ]miss\b/gi, 'nearmiss'],
  [/\bfollow[- ]ups?\b/gi, 'followup'],
  [/\bFYI['’]?d\b/gi, 'informed'],
  [/\bcc['’]?d\b/gi, 'copied'],
  [/\bfyi\b/gi, 'update'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/\s*/gi, 'with '],
  [/\bthru\b/gi, 'through'],
  [/\bconvos?\b/gi, 'conversation'],
  [/\bmsgs?\b/gi, 'messages'],
  [/\b(?:gotta|hafta)\b/gi, 'need to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bre:\s*/gi, 'about '],
  [/\bre\s+(?=\w)/g, 'about '],
  [/\bmgr\b/gi, 'manager'],
  [/\bb\/c\b/gi, 'because'],
  [/\bpls\b/gi, 'please'],
  [/\s+\+\s+/g, ' and '],
  [/\s+&\s+/g, ' and '],
  [/\s+>\s+/g, ' over '],
  [/\s+<\s+/g, ' under '],
  [/\s+=\s+/g, ' is '],
  [/[‘’]/g, "'"],
];

/** `text` with note shorthand spelt out (see the module comment). */
export function expandNoteShorthand(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SHORTHAND) out = out.replace(pattern, replacement);
  return out;
}

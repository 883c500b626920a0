/**
 * The labelled 'Help me say it' messages (phrasing-corpus/README.md: who wrote them and how):
 * the development half the builtin engine is tuned on and the held-out half it is measured on.
 */
import development from './phrasing-corpus/development.json';
import development2 from './phrasing-corpus/development-2.json';
import development3 from './phrasing-corpus/development-3.json';
import development4 from './phrasing-corpus/development-4.json';
import heldOut from './phrasing-corpus/held-out.json';
import type { PhrasingCase } from './phrasing-judge';

export const DEVELOPMENT_SET: readonly PhrasingCase[] = [
  ...(development as PhrasingCase[]),
  ...(development2 as PhrasingCase[]),
  ...(development3 as PhrasingCase[]),
  ...(development4 as PhrasingCase[]),
];
export const HELD_OUT_SET: readonly PhrasingCase[] = heldOut as PhrasingCase[];

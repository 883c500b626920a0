/**
 * The `builtin` engine: offline, deterministic, no key needed (docs/architecture.md#the-ai-layer).
 * The default whenever no OpenAI key is configured, and the fallback of every failed `openai`
 * request. Runs compromise in-process; never throws for valid input.
 */
import type { AiEngine } from '../engine';
import { momentsInTexts } from '../inference/classify-moments';
import { builtinPhrasings } from './phrasing';

export const builtinEngine: AiEngine = {
  name: 'builtin',
  suggestPhrasings: ({ message, context }) => Promise.resolve(builtinPhrasings(message, context)),
  classifyMoments: ({ texts, kind }) => Promise.resolve(momentsInTexts(texts, kind)),
};

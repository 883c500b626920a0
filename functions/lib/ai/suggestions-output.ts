/**
 * The last check on every engine's phrasing suggestions before they are answered
 * (docs/architecture.md#the-ai-layer, privacy: output validated by the schema, capped in length,
 * plain text): each is trimmed, cut to LIMITS.phrasingSuggestion characters at a word boundary,
 * must be non-empty, and the three must differ.
 *
 * @throws AiEngineError('invalid_output') otherwise.
 */
import type { PhrasingSuggestions } from '../../../shared/contract/schemas/coaching';
import { PHRASING_STYLES } from '../../../shared/contract/schemas/coaching';
import { LIMITS } from '../../../shared/domain/constants';
import { AiEngineError } from './engine';

/** `text` trimmed and at most `max` characters, cut at the last space with an ellipsis. */
export function capLength(text: string, max: number = LIMITS.phrasingSuggestion): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function checkedSuggestions(suggestions: PhrasingSuggestions): PhrasingSuggestions {
  const capped = {
    empathetic: capLength(suggestions.empathetic),
    direct: capLength(suggestions.direct),
    balanced: capLength(suggestions.balanced),
  };
  const texts = PHRASING_STYLES.map((style) => capped[style]);
  if (texts.some((text) => text === '')) {
    throw new AiEngineError('invalid_output', 'A suggestion is empty');
  }
  if (new Set(texts.map((text) => text.toLowerCase())).size !== texts.length) {
    throw new AiEngineError('invalid_output', 'The suggestions are not all different');
  }
  return capped;
}

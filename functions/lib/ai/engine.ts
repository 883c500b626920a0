/**
 * The AI layer's one interface (issue 'Coaching intelligence' item 1): every engine — `openai`
 * (functions/lib/ai/openai) and `builtin` (functions/lib/ai/builtin, offline and deterministic) —
 * implements the same tasks with the same shapes, so callers never know which one answered.
 *
 * Errors: an engine throws AiEngineError (with a short, text-free reason for the log) when it
 * cannot answer; functions/lib/ai/ai.ts then answers with the builtin engine instead.
 */
import type {
  PhrasingContext,
  PhrasingSuggestions,
} from '../../../shared/contract/schemas/coaching';

export type AiEngineName = 'openai' | 'builtin';

/** 'Help me say it' (spec §2 'How-to-say-it panel'): what to say and to whom. */
export interface PhrasingInput {
  /** The trimmed message, 1 to 2,000 characters (spec §5 'Phrasing'). */
  message: string;
  context: PhrasingContext;
  /**
   * Names of people the message may mention (the user's direct reports and manager): an engine
   * that sends text off the machine replaces them with placeholders first.
   */
  knownNames?: readonly string[];
}

export interface AiEngine {
  readonly name: AiEngineName;
  /**
   * Three different, non-empty ways to say the message that keep its facts and names.
   * @throws AiEngineError when the engine cannot answer (the caller falls back to builtin).
   */
  suggestPhrasings(input: PhrasingInput): Promise<PhrasingSuggestions>;
}

/** Why an engine gave up, in words safe to log (never a prompt or a message text). */
export type AiFailureReason =
  | 'timeout'
  | 'http_error'
  | 'connection_error'
  | 'refusal'
  | 'invalid_output'
  | 'missing_key'
  | 'unexpected';

export class AiEngineError extends Error {
  constructor(
    readonly reason: AiFailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiEngineError';
  }
}

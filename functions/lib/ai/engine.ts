/**
 * The AI layer's one interface (docs/architecture.md#the-ai-layer): every engine — `openai`
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
import type { MomentType } from '../../../shared/domain/moments';
import type { PersonKind } from '../../../shared/domain/person-kind';
import type { SuggestedCommitment } from './commitments/suggest-commitments';

export type AiEngineName = 'openai' | 'builtin';

/** 'Help me say it' (docs/product.md#how-to-say-it-panel): what to say and to whom. */
export interface PhrasingInput {
  /** The trimmed message, 1 to 2,000 characters (docs/product.md#validation-rules 'Phrasing'). */
  message: string;
  context: PhrasingContext;
  /**
   * Names of people the message may mention (the user's direct reports and manager): an engine
   * that sends text off the machine replaces them with placeholders first.
   */
  knownNames?: readonly string[];
}

/** A saved note to read for moments (docs/product.md#moments-inferred-from-notes). */
export interface MomentsInput {
  /** The note's texts: content, agenda, reflection (blank ones are skipped). */
  texts: readonly string[];
  /** Who the note is about: a direct report's moments or the manager's (manage-up) ones. */
  kind: PersonKind;
  /** Names to replace with placeholders before a text leaves the machine (see PhrasingInput). */
  knownNames?: readonly string[];
}

/** A moment a note records, and the sentence of the note that records it (as written). */
export interface FoundMoment {
  type: MomentType;
  sentence: string;
}

/**
 * A 1:1's reflection (or agenda) to read for commitments
 * (docs/product.md#commitments-suggested-from-reflections). A task of its own beside the engines
 * (ai.ts `findCommitments`, openai/openai-commitments.ts), not on AiEngine, so the phrasing route
 * does not carry the detector, nor the commitments route the phrasing and moments engines.
 */
export interface CommitmentsInput {
  /** The text as written, 1 to 20,000 characters. */
  text: string;
  /** Who the 1:1 was with: a direct report or the manager. */
  kind: PersonKind;
  /** The other person's first name: it, 'he', 'she' or 'they' make them the owner. */
  personName: string;
  /** Names to replace with placeholders before a text leaves the machine (see PhrasingInput). */
  knownNames?: readonly string[];
}

/** A commitment a text records: owner, the action's words, the due phrase as written or null. */
export type FoundCommitment = SuggestedCommitment;

export interface AiEngine {
  readonly name: AiEngineName;
  /**
   * Three different, non-empty ways to say the message that keep its facts and names.
   * @throws AiEngineError when the engine cannot answer (the caller falls back to builtin).
   */
  suggestPhrasings(input: PhrasingInput): Promise<PhrasingSuggestions>;
  /**
   * The moments the note records — only acts of the manager that happened, at most one per type
   * of the person's kind — each with its sentence.
   * @throws AiEngineError when the engine cannot answer (the caller falls back to builtin).
   */
  classifyMoments(input: MomentsInput): Promise<FoundMoment[]>;
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

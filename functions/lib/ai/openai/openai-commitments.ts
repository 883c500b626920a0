/**
 * Commitments read by the model (docs/architecture.md#the-ai-layer,
 * docs/product.md#commitments-suggested-from-reflections): the person's first name and the text,
 * pseudonymized in one pass (so the name and the text share its placeholder; the person's other
 * names and emails hidden too) and delimited (commitments-prompt.ts), asked as a structured task
 * (openai-engine.ts `askModel`: `json_schema`, then `json_object`), the answer's names put back.
 * @throws AiEngineError for every failure; the caller falls back to the builtin detector.
 */
import type { AiConfig } from '../ai-config';
import type { CommitmentsInput, FoundCommitment } from '../engine';
import { pseudonymize } from '../privacy/pseudonymize';
import {
  commitmentsOutputSchema,
  commitmentsSystemPrompt,
  commitmentsUserPrompt,
} from './commitments-prompt';
import { askModel, type EngineLog } from './openai-engine';

export async function openAiCommitments(
  config: AiConfig['openai'],
  log: EngineLog,
  { text, kind, personName, knownNames = [] }: CommitmentsInput,
): Promise<FoundCommitment[]> {
  const masked = pseudonymize(commitmentsUserPrompt(personName, text), [personName, ...knownNames]);
  const answer = await askModel(config, log, {
    task: 'commitments',
    system: commitmentsSystemPrompt(kind),
    user: masked.text,
    schema: commitmentsOutputSchema,
    schemaName: 'reflection_commitments',
    temperature: 0,
  });
  return answer.commitments.map(({ owner, text: action, due }) => ({
    owner,
    text: masked.restore(action),
    due: due === null ? null : masked.restore(due),
  }));
}

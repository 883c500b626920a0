/**
 * The local stack with its AI layer pointed at the loopback fake of an OpenAI-compatible server
 * (infra/local/dev-fakes/fake-openai.ts), for the test files of the openai engine: started before
 * a file's tests, closed after them with the AI settings cleared, so a later file in the same
 * worker starts on the builtin engine.
 */
import {
  startFakeOpenAi,
  useFakeOpenAi,
  type FakeOpenAi,
} from '../infra/local/dev-fakes/fake-openai';
import { startLocalStack, type LocalStack } from './local-stack';

export interface OpenAiStack {
  fake: FakeOpenAi;
  stack: LocalStack;
}

/** Starts the fake, points this process's AI settings at it (timeout per attempt, ms), then the stack. */
export async function startOpenAiStack(timeoutMs?: number): Promise<OpenAiStack> {
  const fake = await startFakeOpenAi();
  useFakeOpenAi(fake, timeoutMs);
  return { fake, stack: await startLocalStack() };
}

/** Closes what started (either may be missing after a failed start) and clears the AI settings. */
export async function closeOpenAiStack({ fake, stack }: Partial<OpenAiStack>): Promise<void> {
  await stack?.close();
  await fake?.close();
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_TIMEOUT_MS']) {
    delete process.env[name];
  }
}

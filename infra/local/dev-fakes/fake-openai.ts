/**
 * A loopback fake of the OpenAI Chat Completions API for tests (a node:http server on 127.0.0.1,
 * port 0): point OPENAI_BASE_URL at `url`. It records every request body and answers according to
 * `mode`, with the answer built by `answer` (default: three suggestions that echo the placeholders
 * of the request; tests of other tasks set their own):
 *
 * - 'ok': strict OpenAI — the answer as bare JSON, whatever the `response_format`;
 * - 'llamaCppRejectsJsonSchema', 'vllmRejectsJsonSchema': a `json_schema` request gets the 400
 *   that llama.cpp's server or vLLM answered before they had structured outputs; a `json_object`
 *   request gets the answer as bare JSON;
 * - 'lmStudioRejectsJsonObject': the reverse, LM Studio's 400 for a `json_object` request;
 * - 'fencedJson', 'proseAroundJson': `response_format` ignored (like older Ollama) — the answer in
 *   a markdown code fence, or with prose before and after it;
 * - 'error500', 'timeout' (no answer for `silenceMs`), 'invalidJson' (content that is never JSON),
 *   'wrongSchema' (JSON missing fields), 'refusal'.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAiMode =
  | 'ok'
  | 'llamaCppRejectsJsonSchema'
  | 'vllmRejectsJsonSchema'
  | 'lmStudioRejectsJsonObject'
  | 'fencedJson'
  | 'proseAroundJson'
  | 'error500'
  | 'timeout'
  | 'invalidJson'
  | 'wrongSchema'
  | 'refusal';

/** The error bodies those servers answer for a response format they do not support. */
export const REJECTION_BODIES = {
  llamaCpp: {
    error: {
      code: 400,
      message: 'response_format type must be one of "text" or "json_object", but got: json_schema',
      type: 'invalid_request_error',
    },
  },
  vllm: {
    object: 'error',
    message:
      "1 validation error for ChatCompletionRequest\nresponse_format.type\n  Input should be 'text' or 'json_object' [type=literal_error, input_value='json_schema', input_type=str]",
    type: 'BadRequestError',
    param: null,
    code: 400,
  },
  lmStudio: { error: "'response_format.type' must be 'json_schema' or 'text'" },
} as const;

export interface ChatRequestBody {
  model: string;
  store?: boolean;
  messages: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema?: unknown };
  };
  [key: string]: unknown;
}

export interface FakeOpenAi {
  /** Base URL including `/v1`, for OPENAI_BASE_URL. */
  url: string;
  mode: FakeOpenAiMode;
  /** Every request body received, oldest first. */
  requests: ChatRequestBody[];
  /** Authorization headers received. */
  authorizations: string[];
  /** The JSON the answering modes answer to a request (default: phrasing suggestions). */
  answer: (request: ChatRequestBody) => Record<string, unknown>;
  /** How long the 'timeout' mode stays silent, ms. */
  silenceMs: number;
  close(): Promise<void>;
}

/** Placeholders the request's user message contains, e.g. ['[NAME_1]', '[EMAIL_1]']. */
export function placeholdersIn(request: ChatRequestBody): string[] {
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
  return [...new Set(user.match(/\[(?:NAME|EMAIL)_\d+\]/g) ?? [])];
}

/** The default 'ok' answer: three suggestions that mention every placeholder of the request. */
export function defaultAnswer(request: ChatRequestBody): Record<string, string> {
  const mentions = placeholdersIn(request).join(' and ');
  return {
    empathetic: `Model empathetic: I appreciate you, ${mentions}.`,
    direct: `Model direct: ${mentions}, please do it.`,
    balanced: `Model balanced: here is what I saw about ${mentions}.`,
  };
}

function completion(content: string | null, refusal: string | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function readJson(request: IncomingMessage): Promise<ChatRequestBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeOpenAi = {
    url: '',
    mode: 'ok',
    requests: [],
    authorizations: [],
    answer: defaultAnswer,
    silenceMs: 5_000,
    close: () => Promise.resolve(),
  };
  const send = (response: ServerResponse, status: number, body: unknown) =>
    response
      .writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_fake' })
      .end(JSON.stringify(body));

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
        return;
      }
      const body = await readJson(request);
      fake.requests.push(body);
      fake.authorizations.push(request.headers.authorization ?? '');
      const format = body.response_format?.type;
      const answer = () => JSON.stringify(fake.answer(body), null, 2);
      switch (fake.mode) {
        case 'ok':
          send(response, 200, completion(answer()));
          return;
        case 'llamaCppRejectsJsonSchema':
        case 'vllmRejectsJsonSchema':
          if (format === 'json_schema') {
            const llamaCpp = fake.mode === 'llamaCppRejectsJsonSchema';
            send(response, 400, llamaCpp ? REJECTION_BODIES.llamaCpp : REJECTION_BODIES.vllm);
          } else send(response, 200, completion(answer()));
          return;
        case 'lmStudioRejectsJsonObject':
          if (format === 'json_object') send(response, 400, REJECTION_BODIES.lmStudio);
          else send(response, 200, completion(answer()));
          return;
        case 'fencedJson':
          send(response, 200, completion(`\`\`\`json\n${answer()}\n\`\`\``));
          return;
        case 'proseAroundJson':
          send(
            response,
            200,
            completion(
              `Sure! Here is the JSON you asked for:\n${answer()}\nLet me know if you need more.`,
            ),
          );
          return;
        case 'error500':
          send(response, 500, { error: { message: 'boom', type: 'server_error' } });
          return;
        case 'timeout': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!response.destroyed) send(response, 200, completion('{}'));
          }, fake.silenceMs);
          timers.add(timer);
          return;
        }
        case 'invalidJson':
          send(response, 200, completion('Sure! Here are three ways: {"empathetic": '));
          return;
        case 'wrongSchema':
          send(response, 200, completion(JSON.stringify({ empathetic: 'Only one style' })));
          return;
        case 'refusal':
          send(response, 200, completion(null, 'I cannot help with that.'));
          return;
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}

/**
 * Points the AI layer of this process (and so the local stack it starts) at the fake: a test key,
 * the fake's URL, the model 'fake-small-model' and a timeout per attempt of `timeoutMs`; no secret
 * ARN and no forced engine.
 */
export function useFakeOpenAi(fake: FakeOpenAi, timeoutMs = 300): void {
  process.env.OPENAI_API_KEY = 'sk-test-loopback';
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_MODEL = 'fake-small-model';
  process.env.OPENAI_TIMEOUT_MS = String(timeoutMs);
  delete process.env.OPENAI_API_KEY_SECRET_ARN;
  delete process.env.AI_ENGINE;
}

/**
 * The shape of one `/api` route in the contract (docs/architecture.md#the-route-table).
 * A route names its method, path (with `{param}` placeholders), the zod schemas of its params,
 * query, body and response, its success status and the data access its Lambda gets. The schemas
 * are zod/mini schemas (shared/zod.ts: light to build at a Lambda's cold start); `.parse`,
 * `.safeParse` and `z.input`/`z.output` work on them as on classic zod's.
 */
import * as z from '../zod';
import type { IntegrationProvider } from '../domain/integrations';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Data access granted to the route's Lambda: read routes get read-only table access. */
export type DataAccess = 'read' | 'write';
/**
 * How a route knows its caller: `bearer` (every route but two) verifies the session token;
 * `oauthState` is for the OAuth callbacks a provider redirects the browser to, which carry no token
 * and validate the single-use state (and the browser it was issued to) instead.
 */
export type RouteAuth = 'bearer' | 'oauthState';
/**
 * The KMS actions a route needs on the integration-token key (docs/architecture.md#integrations).
 */
export type TokenUse = 'encrypt' | 'decrypt' | 'encryptDecrypt';
/** Success statuses: 200, 201 for creates, 302 for the OAuth callbacks' redirects. */
export type SuccessStatus = 200 | 201 | 302;

/**
 * What a route does with Google and Slack (docs/architecture.md#integrations): its Lambda's grants
 * follow from it.
 */
export interface RouteIntegrations {
  /** Providers whose SDK the route calls (their packages ship beside its bundle). */
  providers: readonly IntegrationProvider[];
  /** Integration tokens the route encrypts and/or decrypts (KMS in the cloud). */
  tokens?: TokenUse;
  /** The route reads the OAuth client secret of each of its providers (Secrets Manager). */
  clientSecret?: boolean;
}

/** Path and query values arrive as strings; these schemas parse string records. */
export type StringRecordSchema = z.ZodMiniType<unknown, Record<string, string | undefined>>;

export interface RouteSpec<
  TParams extends StringRecordSchema,
  TQuery extends StringRecordSchema,
  TBody extends z.ZodMiniType | null,
  TResponse extends z.ZodMiniType,
> {
  method: HttpMethod;
  /** e.g. '/api/direct-reports/{id}' (API Gateway route syntax). */
  path: `/api/${string}`;
  summary: string;
  access: DataAccess;
  /** Default `bearer`. */
  auth?: RouteAuth;
  /** The route calls the AI layer (functions/lib/ai): its Lambda may read the OpenAI key. */
  ai?: boolean;
  /**
   * The route phrases text with compromise outside the AI layer (the prep prompts'
   * strengths, growth areas and priorities): compromise ships beside its bundle.
   */
  nlp?: boolean;
  /** The route talks to Google or Slack: see RouteIntegrations. */
  integrations?: RouteIntegrations;
  successStatus?: SuccessStatus;
  params?: TParams;
  query?: TQuery;
  /** null: the route takes no body. */
  body?: TBody;
  response: TResponse;
  /**
   * The body is the resource the route answers (a profile, a person, a note): the route takes it
   * back as a GET answered it. Fields of the answer the body does not take (`id`, `createdAt`, …)
   * are accepted and ignored; one named like a path parameter must equal it. Default false.
   */
  resourceBody?: boolean;
}

export interface RouteDefinition<
  TId extends string = string,
  TParams extends StringRecordSchema = StringRecordSchema,
  TQuery extends StringRecordSchema = StringRecordSchema,
  TBody extends z.ZodMiniType | null = z.ZodMiniType | null,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Dotted id, e.g. 'directReports.listLean'. */
  id: TId;
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  access: DataAccess;
  auth: RouteAuth;
  /** The route calls the AI layer: its Lambda gets the OpenAI key secret (infra/lib/api.ts). */
  ai: boolean;
  /** The route phrases text with compromise: it ships beside the bundle (function-bundling.ts). */
  nlp: boolean;
  /** Google / Slack use; null for routes that do not talk to a provider. */
  integrations: RouteIntegrations | null;
  successStatus: SuccessStatus;
  params: TParams;
  query: TQuery;
  body: TBody;
  response: TResponse;
  /** The body is the resource the route answers: see RouteSpec. */
  resourceBody: boolean;
  /** Handler module under functions/api, e.g. 'direct-reports/list-lean' (derived from the id). */
  handlerPath: string;
}

export type AnyRoute = RouteDefinition<
  string,
  StringRecordSchema,
  StringRecordSchema,
  z.ZodMiniType | null,
  z.ZodMiniType
>;

const emptyRecord = z.object({});

const kebab = (segment: string) =>
  segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** 'directReports.listLean' → 'direct-reports/list-lean'. */
export function handlerPathOf(id: string): string {
  return id.split('.').map(kebab).join('/');
}

/**
 * Declares a route; absent params/query default to empty objects, an absent body to none and an
 * absent `auth` to `bearer`.
 */
export function defineRoute<
  const TId extends string,
  TParams extends StringRecordSchema = typeof emptyRecord,
  TQuery extends StringRecordSchema = typeof emptyRecord,
  TBody extends z.ZodMiniType | null = null,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
>(
  id: TId,
  spec: RouteSpec<TParams, TQuery, TBody, TResponse>,
): RouteDefinition<TId, TParams, TQuery, TBody, TResponse> {
  return {
    id,
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    access: spec.access,
    auth: spec.auth ?? 'bearer',
    ai: spec.ai ?? false,
    nlp: spec.nlp ?? false,
    integrations: spec.integrations ?? null,
    successStatus: spec.successStatus ?? 200,
    params: (spec.params ?? emptyRecord) as TParams,
    query: (spec.query ?? emptyRecord) as TQuery,
    body: (spec.body ?? null) as TBody,
    response: spec.response,
    resourceBody: spec.resourceBody ?? false,
    handlerPath: handlerPathOf(id),
  };
}

/** Parsed params/query/body types of a route, as handlers receive them. */
export type RouteParams<R extends AnyRoute> = z.output<R['params']>;
export type RouteQuery<R extends AnyRoute> = z.output<R['query']>;
export type RouteBody<R extends AnyRoute> = R['body'] extends z.ZodMiniType
  ? z.output<R['body']>
  : undefined;
/** What a caller sends. */
export type RouteBodyInput<R extends AnyRoute> = R['body'] extends z.ZodMiniType
  ? z.input<R['body']>
  : undefined;
export type RouteParamsInput<R extends AnyRoute> = z.input<R['params']>;
export type RouteQueryInput<R extends AnyRoute> = z.input<R['query']>;
/** What the route answers on success. */
export type RouteResponse<R extends AnyRoute> = z.output<R['response']>;

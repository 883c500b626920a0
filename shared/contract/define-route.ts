/**
 * The shape of one `/api` route in the contract (ARCHITECTURE.md 'One route table, three readers').
 * A route names its method, path (with `{param}` placeholders), the zod schemas of its params,
 * query, body and response, its success status and the data access its Lambda gets.
 */
import * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Data access granted to the route's Lambda: read routes get read-only table access. */
export type DataAccess = 'read' | 'write';

/** Path and query values arrive as strings; these schemas parse string records. */
export type StringRecordSchema = z.ZodType<unknown, Record<string, string | undefined>>;

export interface RouteSpec<
  TParams extends StringRecordSchema,
  TQuery extends StringRecordSchema,
  TBody extends z.ZodType | null,
  TResponse extends z.ZodType,
> {
  method: HttpMethod;
  /** e.g. '/api/direct-reports/{id}' (API Gateway route syntax). */
  path: `/api/${string}`;
  summary: string;
  access: DataAccess;
  /** The route calls the AI layer (functions/lib/ai): its Lambda may read the OpenAI key. */
  ai?: boolean;
  successStatus?: 200 | 201;
  params?: TParams;
  query?: TQuery;
  /** null: the route takes no body. */
  body?: TBody;
  response: TResponse;
}

export interface RouteDefinition<
  TId extends string = string,
  TParams extends StringRecordSchema = StringRecordSchema,
  TQuery extends StringRecordSchema = StringRecordSchema,
  TBody extends z.ZodType | null = z.ZodType | null,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Dotted id, e.g. 'directReports.listLean'. */
  id: TId;
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  access: DataAccess;
  /** The route calls the AI layer: its Lambda gets the OpenAI key secret (infra/lib/api.ts). */
  ai: boolean;
  successStatus: 200 | 201;
  params: TParams;
  query: TQuery;
  body: TBody;
  response: TResponse;
  /** Handler module under functions/api, e.g. 'direct-reports/list-lean' (derived from the id). */
  handlerPath: string;
}

export type AnyRoute = RouteDefinition<
  string,
  StringRecordSchema,
  StringRecordSchema,
  z.ZodType | null,
  z.ZodType
>;

const emptyRecord = z.object({});

const kebab = (segment: string) =>
  segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** 'directReports.listLean' → 'direct-reports/list-lean'. */
export function handlerPathOf(id: string): string {
  return id.split('.').map(kebab).join('/');
}

/** Declares a route; absent params/query default to empty objects and an absent body to none. */
export function defineRoute<
  const TId extends string,
  TParams extends StringRecordSchema = typeof emptyRecord,
  TQuery extends StringRecordSchema = typeof emptyRecord,
  TBody extends z.ZodType | null = null,
  TResponse extends z.ZodType = z.ZodType,
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
    ai: spec.ai ?? false,
    successStatus: spec.successStatus ?? 200,
    params: (spec.params ?? emptyRecord) as TParams,
    query: (spec.query ?? emptyRecord) as TQuery,
    body: (spec.body ?? null) as TBody,
    response: spec.response,
    handlerPath: handlerPathOf(id),
  };
}

/** Parsed params/query/body types of a route, as handlers receive them. */
export type RouteParams<R extends AnyRoute> = z.output<R['params']>;
export type RouteQuery<R extends AnyRoute> = z.output<R['query']>;
export type RouteBody<R extends AnyRoute> = R['body'] extends z.ZodType
  ? z.output<R['body']>
  : undefined;
/** What a caller sends. */
export type RouteBodyInput<R extends AnyRoute> = R['body'] extends z.ZodType
  ? z.input<R['body']>
  : undefined;
export type RouteParamsInput<R extends AnyRoute> = z.input<R['params']>;
export type RouteQueryInput<R extends AnyRoute> = z.input<R['query']>;
/** What the route answers on success. */
export type RouteResponse<R extends AnyRoute> = z.output<R['response']>;

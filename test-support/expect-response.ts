/**
 * Assertions on API responses against the contract: a success has the route's status and a body its
 * response schema parses; a failure has the expected status and the one error body.
 */
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import type { AnyRoute } from '../shared/contract/define-route';
import { errorBodySchema, type ErrorBody, type ErrorCode } from '../shared/contract/schemas/error';
import type { ApiResponse } from './local-stack';

/** Asserts the route's success status and returns the body parsed by the route's response schema. */
export function expectSuccess<R extends AnyRoute>(
  route: R,
  response: ApiResponse,
): z.output<R['response']> {
  expect(response.status, `${route.id} answered ${response.text}`).toBe(route.successStatus);
  const parsed = route.response.safeParse(response.body);
  expect(
    parsed.error?.issues,
    `${route.id} body does not match its response schema`,
  ).toBeUndefined();
  return parsed.data as z.output<R['response']>;
}

/** Asserts the status and the error body with `code`; returns the parsed error. */
export function expectError(
  response: ApiResponse,
  status: number,
  code: ErrorCode,
): ErrorBody['error'] {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const parsed = errorBodySchema.safeParse(response.body);
  expect(parsed.error?.issues, `not the error body: ${response.text}`).toBeUndefined();
  const error = parsed.data!.error;
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  return error;
}

/** The fields named by a 400's details at `location`. */
export function detailFields(error: ErrorBody['error'], location = 'body'): string[] {
  return (error.details ?? []).filter((detail) => detail.location === location).map((d) => d.field);
}

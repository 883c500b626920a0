/**
 * The server's field messages of a 400 (`{ error: { details: [{ location, field, message }] } }`,
 * docs/api.md#errors), keyed by the form field they belong to, so a form can show each on
 * its field.
 */
import { ApiError } from './api-client';

/** Field name → message. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Messages of a 400 by request-body field, keyed by the top-level field ('strengths.2' →
 * 'strengths'; the derived 'name' → 'firstName'); the first message per field wins. Empty for
 * any other error.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    if (detail.location !== 'body' || !detail.field) continue;
    const top = detail.field.split('.')[0]!;
    const field = top === 'name' ? 'firstName' : top;
    errors[field] ??= detail.message;
  }
  return errors;
}

/**
 * The attributes tying a control to its error message `${id}-error` (aria-invalid,
 * aria-describedby), so a screen reader reads the message with the field.
 */
export function fieldErrorProps(id: string, message: string | undefined) {
  return message
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

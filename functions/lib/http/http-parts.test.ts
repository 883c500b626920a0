import { describe, expect, it } from 'vitest';
import { ERROR_BODY_LIMITS, type ErrorDetail } from '../../../shared/contract';
import { errorBody } from './http-parts';

const detail = (field: string, message = 'Invalid'): ErrorDetail => ({
  location: 'body',
  field,
  message,
});

describe('errorBody', () => {
  it('lists every detail while there are at most 20, and no count', () => {
    const details = Array.from({ length: ERROR_BODY_LIMITS.details }, (_, index) =>
      detail(`goals.${index}`),
    );
    expect(errorBody('validation_failed', 'Invalid request body', details)).toEqual({
      error: { code: 'validation_failed', message: 'Invalid request body', details },
    });
    expect(errorBody('not_found', 'Not found')).toEqual({
      error: { code: 'not_found', message: 'Not found' },
    });
  });

  it('lists the first 20 details and counts the rest', () => {
    const details = Array.from({ length: 59_000 }, (_, index) => detail(`goals.${index}`));
    const body = errorBody('validation_failed', 'Invalid request body', details);
    expect(body.error.details).toEqual(details.slice(0, 20));
    expect(body.error.detailsOmitted).toBe(58_980);
    expect(JSON.stringify(body).length).toBeLessThan(2_048);
  });

  it('cuts a huge field name and message, marking the cut', () => {
    const field = 'k'.repeat(250_000);
    const body = errorBody('validation_failed', `Invalid request body: ${field}`, [
      detail(field, 'm'.repeat(10_000)),
    ]);
    const shown = body.error.details![0]!;
    expect(shown.field).toBe(`${'k'.repeat(ERROR_BODY_LIMITS.fieldLength - 1)}…`);
    expect(shown.message).toHaveLength(ERROR_BODY_LIMITS.messageLength);
    expect(shown.message.endsWith('…')).toBe(true);
    expect(body.error.message).toHaveLength(ERROR_BODY_LIMITS.messageLength);
  });
});

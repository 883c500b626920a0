import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './field-errors';

describe('serverFieldErrors', () => {
  const badRequest = (details: ApiError['details']) =>
    new ApiError(400, 'validation_failed', 'Invalid request body', details);

  it('keys the server messages of a 400 by top-level body field, first message winning', () => {
    expect(
      serverFieldErrors(
        badRequest([
          { location: 'body', field: 'email', message: 'Enter a valid email address' },
          { location: 'body', field: 'strengths.2', message: 'Too long' },
          { location: 'body', field: 'strengths.3', message: 'Also too long' },
          { location: 'body', field: 'name', message: 'Must be at most 201 characters' },
          { location: 'query', field: 'x', message: 'ignored' },
        ]),
      ),
    ).toEqual({
      email: 'Enter a valid email address',
      strengths: 'Too long',
      firstName: 'Must be at most 201 characters',
    });
  });

  it('is empty for anything but a 400', () => {
    expect(serverFieldErrors(new ApiError(500, 'internal_error', 'Boom'))).toEqual({});
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});

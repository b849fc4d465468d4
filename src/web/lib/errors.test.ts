import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { getErrorMessage, readError, readErrorEnvelope } from './errors';

describe('readError', () => {
  it('reads better-auth errors ({ code, message })', () => {
    expect(readError({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 })).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
    });
  });

  it('reads our API errors ({ error: { code, message } })', () => {
    const error = {
      error: { code: 'VALIDATION_FAILED', message: 'GitHub sign-in is not configured' },
      status: 400,
    };
    expect(readError(error)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'GitHub sign-in is not configured',
    });
  });

  it('reads an ApiError', () => {
    expect(readError(new ApiError({ code: 'FORBIDDEN', message: 'Not yours', status: 403 }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Not yours',
    });
  });

  it('gives nothing for values that are not errors', () => {
    expect(readError(null)).toEqual({ code: undefined, message: undefined });
    expect(readError('boom')).toEqual({ code: undefined, message: undefined });
  });
});

describe('getErrorMessage', () => {
  it("falls back to the spec's texts when the server gave no message", () => {
    expect(getErrorMessage({ status: 500, statusText: '' })).toBe('An error occurred');
    expect(getErrorMessage({ message: '  ' }, 'An error occurred with Google sign-in')).toBe(
      'An error occurred with Google sign-in',
    );
  });

  it("prefers the server's message", () => {
    expect(getErrorMessage({ message: 'Invalid email or password' })).toBe('Invalid email or password');
  });
});

describe('readErrorEnvelope', () => {
  it("reads the code, message and request id of our API's error body", () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Loan not found', requestId: 'req-1' } };
    expect(readErrorEnvelope(body)).toEqual({
      code: 'NOT_FOUND',
      message: 'Loan not found',
      requestId: 'req-1',
    });
  });

  it('reads nothing from a body that is not the envelope', () => {
    const nothing = { code: undefined, message: undefined, requestId: undefined };
    expect(readErrorEnvelope('Bad gateway')).toEqual(nothing);
    expect(readErrorEnvelope({ message: 'top level only' })).toEqual(nothing);
    expect(readErrorEnvelope({ error: 'a string' })).toEqual(nothing);
  });
});

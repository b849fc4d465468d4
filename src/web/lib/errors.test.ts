import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { getErrorMessage, readError } from './errors';

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

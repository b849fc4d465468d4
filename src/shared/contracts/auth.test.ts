import { describe, expect, it } from 'vitest';
import { ZSignIn, ZSignUp } from './auth';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const validSignUp = { fullName: 'Thandi Mokoena', email: 'thandi@example.co.za', password: 'secret-pass' };
const validSignIn = { email: 'thandi@example.co.za', password: 'secret' };

describe('ZSignUp', () => {
  it('accepts a valid sign-up and trims name and email', () => {
    const result = ZSignUp.parse({
      ...validSignUp,
      fullName: '  Thandi Mokoena ',
      email: ' thandi@example.co.za ',
    });
    expect(result).toEqual(validSignUp);
  });

  it.each([
    [{ fullName: 'T' }, 'Name must be at least 2 characters'],
    [{ fullName: '  T  ' }, 'Name must be at least 2 characters'],
    [{ fullName: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: '' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@b.com` }, 'Email must be less than 255 characters'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'p'.repeat(101) }, 'Password must be less than 100 characters'],
  ])('rejects %o with the spec message', (override, message) => {
    expect(firstMessage(ZSignUp.safeParse({ ...validSignUp, ...override }))).toBe(message);
  });

  it('reports the fields in form order, so the first message is the name', () => {
    const result = ZSignUp.safeParse({ fullName: '', email: 'x', password: '' });
    expect(firstMessage(result)).toBe('Name must be at least 2 characters');
  });

  it('accepts the boundaries', () => {
    expect(ZSignUp.safeParse({ ...validSignUp, fullName: 'Al', password: '12345678' }).success).toBe(true);
    expect(
      ZSignUp.safeParse({ ...validSignUp, fullName: 'x'.repeat(100), password: 'p'.repeat(100) }).success,
    ).toBe(true);
  });
});

describe('ZSignIn', () => {
  it('accepts a six-character password', () => {
    expect(ZSignIn.safeParse(validSignIn).success).toBe(true);
  });

  it.each([
    [{ email: 'nobody' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@b.com` }, 'Email must be less than 255 characters'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'p'.repeat(101) }, 'Password must be less than 100 characters'],
  ])('rejects %o with the spec message', (override, message) => {
    expect(firstMessage(ZSignIn.safeParse({ ...validSignIn, ...override }))).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { ZContactMessage, ZEarlyAccessSignup } from './site';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZEarlyAccessSignup', () => {
  it('needs a non-empty address with an @, and defaults the source page to home', () => {
    expect(ZEarlyAccessSignup.parse({ email: ' a@b ' })).toEqual({ email: 'a@b', sourcePage: 'home' });
    for (const email of ['', '  ', 'no-at-sign']) {
      expect(firstMessage(ZEarlyAccessSignup.safeParse({ email }))).toBe(
        'Please enter a valid email address',
      );
    }
  });
});

describe('ZContactMessage', () => {
  const valid = { name: 'Lerato', email: 'lerato@example.test', message: 'Hello' };

  it('accepts a message without a phone number, and treats an empty phone as none', () => {
    expect(ZContactMessage.parse({ ...valid, phone: '  ' })).toEqual(valid);
  });

  it.each([
    [{ ...valid, name: '' }, 'Name is required'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ ...valid, email: 'nope' }, 'Invalid email address'],
    [{ ...valid, email: `${'e'.repeat(250)}@example.test` }, 'Email must be less than 255 characters'],
    [{ ...valid, phone: '1'.repeat(21) }, 'Phone number must be less than 20 characters'],
    [{ ...valid, message: ' ' }, 'Message is required'],
    [{ ...valid, message: 'm'.repeat(2001) }, 'Message must be less than 2000 characters'],
  ])('refuses %# with the spec message', (input, message) => {
    expect(firstMessage(ZContactMessage.safeParse(input))).toBe(message);
  });
});

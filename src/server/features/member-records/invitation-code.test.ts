import { describe, expect, it } from 'vitest';
import { createInvitationCode, digestInvitationCode, normalizeInvitationCode } from './invitation-code';

describe('invitation codes', () => {
  it('are three groups of four, and read back as typed in any case or spacing', () => {
    const code = createInvitationCode();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const bare = code.replaceAll('-', '');
    expect(normalizeInvitationCode(code)).toBe(bare);
    expect(normalizeInvitationCode(` ${code.toLowerCase().replaceAll('-', ' ')} `)).toBe(bare);
  });

  it('refuse what cannot be a code: wrong length, or a letter that is never used', () => {
    expect(normalizeInvitationCode('ABCD-EFGH-JKM')).toBeNull();
    expect(normalizeInvitationCode('ABCD-EFGH-JKMO')).toBeNull();
    expect(normalizeInvitationCode('ABCD-EFGH-JK1N')).toBeNull();
  });

  it('differ from one another and are kept only as a digest', () => {
    const codes = new Set(Array.from({ length: 200 }, createInvitationCode));
    expect(codes.size).toBe(200);
    const digest = digestInvitationCode('ABCDEFGHJKMN');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain('ABCD');
  });
});

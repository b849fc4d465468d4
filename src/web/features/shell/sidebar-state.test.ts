import { describe, expect, it } from 'vitest';
import { readSidebarCookie } from './sidebar-state';

describe('readSidebarCookie', () => {
  it('is expanded unless the cookie says false', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('theme=dark; sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('theme=dark; sidebar_state=false; other=1')).toBe(false);
    expect(readSidebarCookie('not_sidebar_state=false')).toBe(true);
  });
});

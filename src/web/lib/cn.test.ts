import { describe, expect, it } from 'vitest';
import { cn, prepareClassMerge } from './cn';

describe('cn', () => {
  it('joins class names, leaving out false, null and undefined, arrays included', () => {
    const isOpen = false;
    expect(cn('flex', isOpen && 'hidden', null, undefined, ['gap-2', ['text-sm']])).toBe(
      'flex gap-2 text-sm',
    );
  });

  it('lets a later Tailwind utility win over an earlier conflicting one, before and after the tables are built', () => {
    expect(cn('px-2 py-1 text-sm', 'px-4')).toBe('py-1 text-sm px-4');
    prepareClassMerge();
    expect(cn('h-9 w-full bg-primary', 'bg-destructive h-8')).toBe('w-full bg-destructive h-8');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
  });
});

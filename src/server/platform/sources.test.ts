import { describe, expect, it } from 'vitest';
import { createSources } from './sources';

describe('sources a kernel module reads', () => {
  it('reads what the composition provided, and refuses one nobody provided', () => {
    const sources = createSources<{ name: () => string; count: () => number }>('test');
    sources.provide({ name: () => 'Ubuntu Burial Society' });
    expect(sources.read('name')()).toBe('Ubuntu Burial Society');
    expect(() => sources.read('count')).toThrow('No test source count: the composition provides it at load');
  });
});

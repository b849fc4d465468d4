import { describe, expect, it } from 'vitest';
import { HELP_SHORTCUT_PATH, matchShortcut, type TKeyInput } from './shortcuts';

const NO_MODIFIERS = { metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

function press(key: string, modifiers: Partial<TKeyInput> = {}): TKeyInput {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : undefined;
  return { ...NO_MODIFIERS, key, ...(code ? { code } : {}), ...modifiers };
}

/** Spec part 2 section 2, the keyboard shortcuts table. */
const NAVIGATION_TABLE = [
  ['D', '/dashboard'],
  ['T', '/dashboard/transactions'],
  ['A', '/dashboard/analytics'],
  ['R', '/dashboard/receipts'],
  ['O', '/dashboard/organizations'],
  ['H', '/dashboard/help'],
] as const;

describe('matchShortcut', () => {
  it.each(NAVIGATION_TABLE)('Cmd/Ctrl+Shift+%s goes to %s', (key, path) => {
    for (const modifier of [{ metaKey: true }, { ctrlKey: true }]) {
      const action = matchShortcut(press(key, { ...modifier, shiftKey: true }), false);
      expect(action).toMatchObject({ kind: 'navigate', path });
    }
  });

  it('reads letters from the physical key, whatever Shift makes of them', () => {
    const action = matchShortcut({ ...press('D', { ctrlKey: true, shiftKey: true }), key: 'Ð' }, false);
    expect(action).toMatchObject({ path: '/dashboard' });
  });

  it('sends Cmd/Ctrl+comma to settings and ? to the help shortcuts', () => {
    expect(matchShortcut(press(',', { ctrlKey: true }), false)).toMatchObject({
      path: '/dashboard/settings',
    });
    expect(matchShortcut(press(',', { metaKey: true }), false)).toMatchObject({
      path: '/dashboard/settings',
    });
    expect(matchShortcut(press('?', { shiftKey: true }), false)).toMatchObject({ path: HELP_SHORTCUT_PATH });
  });

  it('toggles the palette with Cmd/Ctrl+K, even while typing, and the sidebar with Cmd/Ctrl+B', () => {
    expect(matchShortcut(press('k', { metaKey: true }), true)).toEqual({ kind: 'toggle-palette' });
    expect(matchShortcut(press('k', { ctrlKey: true }), false)).toEqual({ kind: 'toggle-palette' });
    expect(matchShortcut(press('b', { ctrlKey: true }), false)).toEqual({ kind: 'toggle-sidebar' });
  });

  it('does nothing while the user types in a field', () => {
    expect(matchShortcut(press('D', { ctrlKey: true, shiftKey: true }), true)).toBeNull();
    expect(matchShortcut(press('?', { shiftKey: true }), true)).toBeNull();
    expect(matchShortcut(press('b', { ctrlKey: true }), true)).toBeNull();
    expect(matchShortcut(press(',', { ctrlKey: true }), true)).toBeNull();
  });

  it('ignores plain letters, Alt combinations and shortcuts that are not in the table', () => {
    expect(matchShortcut(press('d'), false)).toBeNull();
    expect(matchShortcut(press('D', { shiftKey: true }), false)).toBeNull();
    expect(matchShortcut(press('D', { ctrlKey: true }), false)).toBeNull();
    expect(matchShortcut(press('D', { ctrlKey: true, shiftKey: true, altKey: true }), false)).toBeNull();
    expect(matchShortcut(press('X', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });
});

import { useEffect, useRef } from 'react';

/** A navigation shortcut of spec part 2 section 2: Cmd (Mac) or Ctrl (elsewhere), maybe Shift, and a key. */
export type TNavigationShortcut = {
  key: string;
  isShifted: boolean;
  path: string;
  title: string;
};

export const NAVIGATION_SHORTCUTS = [
  { key: 'd', isShifted: true, path: '/dashboard', title: 'Dashboard' },
  { key: 't', isShifted: true, path: '/dashboard/transactions', title: 'Transactions' },
  { key: 'a', isShifted: true, path: '/dashboard/analytics', title: 'Analytics' },
  { key: 'r', isShifted: true, path: '/dashboard/receipts', title: 'Receipts' },
  { key: 'o', isShifted: true, path: '/dashboard/organizations', title: 'Organizations' },
  { key: 'h', isShifted: true, path: '/dashboard/help', title: 'Help & Guide' },
  { key: ',', isShifted: false, path: '/dashboard/settings', title: 'Settings' },
] as const satisfies readonly TNavigationShortcut[];

/** Where the question mark goes: the Help page, on its shortcuts tab. */
export const HELP_SHORTCUT_PATH = '/dashboard/help?tab=shortcuts';

export type TShortcutAction =
  | { kind: 'navigate'; path: string; title: string }
  | { kind: 'toggle-palette' }
  | { kind: 'toggle-sidebar' };

export type TKeyInput = {
  key: string;
  code?: string;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

/**
 * The key a shortcut means, whatever the layout: Shift+D is 'D' (or a symbol elsewhere), so letters come from
 * `code` when there is one ('KeyD').
 */
function readBaseKey(input: TKeyInput): string {
  const letter = /^Key([A-Z])$/.exec(input.code ?? '');
  if (letter?.[1]) return letter[1].toLowerCase();
  return input.key.toLowerCase();
}

/** Whether focus is in a field the user types into, where shortcuts must not fire. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * The action a key press asks for, or null. Cmd/Ctrl+K works everywhere (it also closes the palette from its
 * own search box); every other shortcut is ignored while typing.
 */
export function matchShortcut(input: TKeyInput, isTyping: boolean): TShortcutAction | null {
  const hasModifier = input.metaKey || input.ctrlKey;
  const key = readBaseKey(input);
  if (input.altKey) return null;
  if (hasModifier && !input.shiftKey && key === 'k') return { kind: 'toggle-palette' };
  if (isTyping) return null;
  if (hasModifier && !input.shiftKey && key === 'b') return { kind: 'toggle-sidebar' };
  if (hasModifier) {
    const shortcut = NAVIGATION_SHORTCUTS.find(
      (candidate) => candidate.key === key && candidate.isShifted === input.shiftKey,
    );
    return shortcut ? { kind: 'navigate', path: shortcut.path, title: shortcut.title } : null;
  }
  if (input.key === '?') return { kind: 'navigate', path: HELP_SHORTCUT_PATH, title: 'Help & Guide' };
  return null;
}

/** Listens for the dashboard's shortcuts while mounted and hands each match to `onAction`. */
export function useKeyboardShortcuts(onAction: (action: TShortcutAction) => void): void {
  const onActionRef = useRef(onAction);
  onActionRef.current = onAction;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = matchShortcut(event, isTypingTarget(event.target));
      if (!action) return;
      event.preventDefault();
      onActionRef.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** 'Ctrl' or '⌘', for the labels the user reads. */
export function getModifierLabel(): string {
  if (typeof navigator === 'undefined') return 'Ctrl';
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘' : 'Ctrl';
}

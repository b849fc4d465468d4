import { useCallback, useEffect, useSyncExternalStore } from 'react';

export const THEMES = ['light', 'dark', 'system'] as const;
export type TTheme = (typeof THEMES)[number];

const STORAGE_KEY = 'theme';
const CHANGE_EVENT = 'masakhane:theme-change';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function isTheme(value: unknown): value is TTheme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The stored choice; 'system' when nothing (or something unknown) is stored. */
export function readTheme(): TTheme {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return isTheme(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** Sets or clears the `dark` class on <html>, as the inline theme script (src/shared/theme-init.ts) does before the first paint. */
export function applyTheme(theme: TTheme): void {
  const isDark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
}

export function saveTheme(theme: TTheme): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice still applies to this page.
  }
  applyTheme(theme);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) {
      applyTheme(readTheme());
      onChange();
    }
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current theme choice and a setter; follows other tabs and the system setting. */
export function useTheme(): { theme: TTheme; setTheme: (theme: TTheme) => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'system' as const);

  useEffect(() => {
    if (theme !== 'system') return;
    const query = darkQuery();
    const onSystemChange = () => applyTheme('system');
    query.addEventListener('change', onSystemChange);
    return () => query.removeEventListener('change', onSystemChange);
  }, [theme]);

  const setTheme = useCallback((next: TTheme) => saveTheme(next), []);
  return { theme, setTheme };
}

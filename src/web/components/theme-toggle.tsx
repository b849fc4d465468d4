import { Monitor, Moon, Sun } from 'lucide-react';
import { type TTheme, useTheme } from '../lib/theme';
import { publicButtonClass } from './public-button';

const THEME_LABELS = { light: 'Light', dark: 'Dark', system: 'System' } satisfies Record<TTheme, string>;
const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<TTheme, typeof Sun>;
const NEXT_THEME = { light: 'dark', dark: 'system', system: 'light' } satisfies Record<TTheme, TTheme>;

/**
 * Cycles light -> dark -> system, remembered in localStorage under 'theme'. A plain button rather than a menu
 * (and button classes without cn()) keeps the public pages' first download small.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = THEME_ICONS[theme];
  const next = NEXT_THEME[theme];
  const label = `Theme: ${THEME_LABELS[theme]}. Switch to ${THEME_LABELS[next]}`;
  return (
    <button
      type="button"
      className={publicButtonClass({ variant: 'ghost', size: 'icon' })}
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}

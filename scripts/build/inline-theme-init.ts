import type { Plugin } from 'vite';
import { THEME_INIT_PLACEHOLDER, THEME_INIT_SCRIPT } from '../../src/shared/theme-init';

/** Writes the theme script into index.html in place of its placeholder, in development and in the build. */
export function inlineThemeInit(): Plugin {
  return {
    name: 'masakhane:inline-theme-init',
    transformIndexHtml(html) {
      if (!html.includes(THEME_INIT_PLACEHOLDER)) {
        throw new Error('index.html has no theme script placeholder');
      }
      return html.replace(THEME_INIT_PLACEHOLDER, () => `<script>${THEME_INIT_SCRIPT}</script>`);
    },
  };
}

/**
 * Applies the saved theme (localStorage `theme`: light, dark or system) before the first paint, so a dark page
 * never flashes light. It is written inline into every HTML page (scripts/build/inline-theme-init.ts), where a
 * script file would be one more request the first paint waits for, and the server's CSP allows exactly this text
 * by its hash (src/server/http/csp.ts) while still refusing any other inline script. src/web/lib/theme.ts applies
 * a choice the same way once the app runs.
 */
export const THEME_INIT_SCRIPT =
  "(()=>{let t='system';try{const s=localStorage.getItem('theme');if(s==='light'||s==='dark'||s==='system')t=s}catch(e){}" +
  "const d=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "const r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'})()";

/** The placeholder in index.html that the build replaces with the script. */
export const THEME_INIT_PLACEHOLDER = '<script data-theme-init></script>';

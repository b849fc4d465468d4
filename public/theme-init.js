// Applies the saved theme before first paint. A file, not an inline script, so the CSP can forbid inline scripts.
(() => {
  let theme = 'system';
  try {
    const saved = window.localStorage.getItem('theme');
    if (saved === 'light' || saved === 'dark' || saved === 'system') theme = saved;
  } catch (_error) {
    // Storage can be blocked (private mode, policy): fall back to the system preference.
  }
  const isDark =
    theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
})();

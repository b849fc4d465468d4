/** The public top bar's page links, shared by the desktop bar and the mobile menu. */
export const PUBLIC_NAV_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

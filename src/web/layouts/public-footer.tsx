import { Link } from 'react-router';
import { Brand } from '../components/brand';
import { CONTACT_DETAILS } from '../lib/contact-details';

const FOOTER_GROUPS = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/dashboard', label: 'Dashboard' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;

export function PublicFooter() {
  return (
    <footer className="border-t bg-card/50">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6 md:flex-row md:justify-between">
        <div className="max-w-sm">
          <Brand />
          <p className="mt-3 text-sm text-muted-foreground">
            Masakhane means “let us build together”. One shared, trustworthy record for South African
            community savings groups.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 text-sm sm:grid-cols-3">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="font-semibold">{group.title}</h2>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      className="inline-block rounded-sm py-1 text-muted-foreground hover:text-foreground"
                      to={link.to}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto w-full max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Masakhane ·{' '}
          {CONTACT_DETAILS.location}. Amounts in South African rand (ZAR).
        </p>
      </div>
    </footer>
  );
}

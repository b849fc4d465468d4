import { Link } from 'react-router';
import { Brand } from '../components/brand';

export function PublicFooter() {
  return (
    <footer className="border-t bg-card/50">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:flex-row sm:justify-between sm:px-6">
        <div className="max-w-sm">
          <Brand />
          <p className="mt-3 text-sm text-muted-foreground">
            Masakhane means “let us build together”. One shared, trustworthy record for South African
            community savings groups.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 text-sm">
          <div>
            <h2 className="font-semibold">Account</h2>
            <ul className="mt-3 space-y-2 text-muted-foreground">
              <li>
                <Link className="rounded-sm hover:text-foreground" to="/auth">
                  Sign in
                </Link>
              </li>
              <li>
                <Link className="rounded-sm hover:text-foreground" to="/auth?mode=signup">
                  Create an account
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="font-semibold">Product</h2>
            <ul className="mt-3 space-y-2 text-muted-foreground">
              <li>
                <Link className="rounded-sm hover:text-foreground" to="/dashboard">
                  Dashboard
                </Link>
              </li>
              <li>
                <a className="rounded-sm hover:text-foreground" href="#how-it-works">
                  How it works
                </a>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto w-full max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Masakhane. Amounts in South African rand (ZAR).
        </p>
      </div>
    </footer>
  );
}

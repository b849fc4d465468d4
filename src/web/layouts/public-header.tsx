import { Link } from 'react-router';
import { Brand } from '../components/brand';
import { ThemeToggle } from '../components/theme-toggle';
import { Button } from '../components/ui/button';

/** Top bar of the public pages: brand, theme, and the two ways in. */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <Brand />
        <nav aria-label="Account" className="flex items-center gap-0.5 sm:gap-2">
          <ThemeToggle />
          <Button variant="ghost" className="h-9 px-2.5 sm:h-10 sm:px-4" asChild>
            <Link to="/auth">Login</Link>
          </Button>
          <Button className="h-9 px-3 sm:h-10 sm:px-4" asChild>
            <Link to="/auth?mode=signup">Get Started</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

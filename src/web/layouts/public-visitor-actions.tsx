import { Link } from 'react-router';
import { publicButtonClass } from '../components/public-button';

/** Login and Get Started: what a visitor sees, and what the pre-rendered pages show. */
export function PublicVisitorActions({ className }: { className?: string }) {
  return (
    <div className={className}>
      <Link to="/auth" className={publicButtonClass({ variant: 'ghost' })}>
        Login
      </Link>
      <Link to="/auth?mode=signup" className={publicButtonClass()}>
        Get Started
      </Link>
    </div>
  );
}

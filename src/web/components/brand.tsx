import { Link } from 'react-router';
import { BrandMark } from './brand-mark';

/**
 * The Masakhane mark and name, linking home. (Plain class joining, no cn(): this is part of every public page's
 * first download, which stays free of tailwind-merge.)
 */
export function Brand({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 rounded-md font-semibold tracking-tight${className ? ` ${className}` : ''}`}
      aria-label="Masakhane home"
    >
      <BrandMark className="size-7 sm:size-8" />
      <span className="text-base sm:text-lg">Masakhane</span>
    </Link>
  );
}

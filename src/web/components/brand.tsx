import { Link } from 'react-router';

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
      <svg viewBox="0 0 32 32" className="size-7 sm:size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M8 23V10l8 7 8-7v13"
          fill="none"
          className="stroke-primary-foreground"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-base sm:text-lg">Masakhane</span>
    </Link>
  );
}

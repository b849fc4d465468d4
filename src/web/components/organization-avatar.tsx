import { useState } from 'react';
import { getInitials } from '../../shared/format';
import { cn } from '../lib/cn';

/** An organization's logo, or the initials of the first two words of its name when there is none. */
export function OrganizationAvatar({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  const [hasLogoFailed, setHasLogoFailed] = useState(false);
  const base = cn('flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg', className);
  if (logoUrl && !hasLogoFailed) {
    return (
      <span className={cn(base, 'border bg-card')}>
        <img src={logoUrl} alt="" className="size-full object-cover" onError={() => setHasLogoFailed(true)} />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(base, 'bg-primary text-sm font-semibold text-primary-foreground')}>
      {getInitials(name)}
    </span>
  );
}

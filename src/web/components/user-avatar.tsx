import { getInitials } from '../../shared/format';
import { cn } from '../lib/cn';

/**
 * A person's photo, or their initials when they have none ('?' without a name). Decorative: the name is
 * always written next to it (or in the control's label).
 */
export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string | null;
  image?: string | null | undefined;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-xs font-semibold text-accent-foreground',
        className,
      )}
    >
      {image ? <img src={image} alt="" className="size-full object-cover" /> : name ? getInitials(name) : '?'}
    </span>
  );
}

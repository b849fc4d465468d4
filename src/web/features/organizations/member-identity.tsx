import { getInitials } from '../../../shared/format';

/** Initials, then the member's name ('No name' without one) and a second line such as e-mail or company. */
export function MemberIdentity({ fullName, detail }: { fullName: string | null; detail?: string | null }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
      >
        {fullName ? getInitials(fullName) : '?'}
      </span>
      <div className="min-w-0">
        <p className={fullName ? 'font-medium break-words' : 'font-medium text-muted-foreground italic'}>
          {fullName ?? 'No name'}
        </p>
        {detail && <p className="text-sm break-all text-muted-foreground">{detail}</p>}
      </div>
    </div>
  );
}

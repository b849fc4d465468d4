import { UserAvatar } from './user-avatar';

/** Photo or initials, then the member's name ('No name' without one) and a second line such as e-mail or company. */
export function MemberIdentity({
  fullName,
  image,
  detail,
}: {
  fullName: string | null;
  image?: string | null | undefined;
  detail?: string | null;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={fullName} image={image} />
      <div className="min-w-0">
        <p className={fullName ? 'font-medium break-words' : 'font-medium text-muted-foreground italic'}>
          {fullName ?? 'No name'}
        </p>
        {detail && <p className="text-sm break-all text-muted-foreground">{detail}</p>}
      </div>
    </div>
  );
}

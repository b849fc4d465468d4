import type { TMembership } from '../../../shared/contracts/me';
import { formatMemberDate } from '../../../shared/format';
import { ORGANIZATION_TYPE_LABELS } from '../../../shared/organization-types';
import { OrganizationAvatar } from '../../components/organization-avatar';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** One of the user's organizations: logo or initials, name, type, whether they are admin there and selected. */
export function OrganizationCard({
  membership,
  isSelected,
}: {
  membership: TMembership;
  isSelected: boolean;
}) {
  const { organization, role, joinedAt } = membership;
  return (
    <Card
      className={cn('flex h-full flex-col gap-4 p-5', isSelected && 'border-primary ring-1 ring-primary')}
      aria-current={isSelected ? 'true' : undefined}
    >
      <div className="flex items-start gap-3">
        <OrganizationAvatar name={organization.name} logoUrl={organization.logoUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug break-words">{organization.name}</h3>
          <p className="text-sm text-muted-foreground">
            {ORGANIZATION_TYPE_LABELS[organization.organizationType]}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {isSelected && <Badge variant="accent">Selected</Badge>}
          {role === 'admin' && <Badge>Admin</Badge>}
          {!organization.active && <Badge variant="outline">Inactive</Badge>}
        </div>
      </div>
      {organization.description && (
        <p className="line-clamp-3 text-sm text-muted-foreground">{organization.description}</p>
      )}
      <p className="mt-auto text-xs text-muted-foreground">Member since {formatMemberDate(joinedAt)}</p>
    </Card>
  );
}

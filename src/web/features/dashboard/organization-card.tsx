import type { TMembership } from '../../../shared/contracts/me';
import { formatMemberDate } from '../../../shared/format';
import { ORGANIZATION_TYPE_LABELS } from '../../../shared/organization-types';
import { OrganizationAvatar } from '../../components/organization-avatar';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';

/** One of the user's organizations: logo or initials, name, type, and whether they are admin there. */
export function OrganizationCard({ membership }: { membership: TMembership }) {
  const { organization, role, joinedAt } = membership;
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <OrganizationAvatar name={organization.name} logoUrl={organization.logoUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug break-words">{organization.name}</h3>
          <p className="text-sm text-muted-foreground">
            {ORGANIZATION_TYPE_LABELS[organization.organizationType]}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
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

import { Clock, Users } from 'lucide-react';
import type { TBrowseOrganization } from '../../../shared/contracts/organizations';
import { formatDate } from '../../../shared/format';
import { ORGANIZATION_TYPE_LABELS } from '../../../shared/organization-types';
import { OrganizationAvatar } from '../../components/organization-avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';

function RequestOutcome({ organization }: { organization: TBrowseOrganization }) {
  const request = organization.myJoinRequest;
  if (!request) return null;
  if (request.status === 'pending') {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Clock className="size-4" aria-hidden />
        Request pending since {formatDate(request.createdAt)}
      </p>
    );
  }
  if (request.status === 'rejected' && !organization.isMember) {
    return (
      <p className="text-sm text-muted-foreground">
        Your request of {formatDate(request.createdAt)} was declined.
      </p>
    );
  }
  if (request.status === 'approved' && organization.isMember) {
    return <p className="text-sm text-muted-foreground">Your request was approved.</p>;
  }
  return null;
}

/** One organization in the browser: who it is, how many belong, and whether the user can ask to join. */
export function OrganizationBrowseCard({
  organization,
  onRequestToJoin,
  onRestore,
  isRestoring,
}: {
  organization: TBrowseOrganization;
  onRequestToJoin: (organization: TBrowseOrganization) => void;
  /** Given to platform staff: brings an archived organization back. */
  onRestore?: ((organization: TBrowseOrganization) => void) | undefined;
  isRestoring: boolean;
}) {
  const isPending = organization.myJoinRequest?.status === 'pending';
  const canRequestToJoin = !organization.isMember && !isPending && organization.active;
  const headingId = `organization-${organization.id}`;
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <OrganizationAvatar name={organization.name} logoUrl={organization.logoUrl} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold leading-snug break-words">
            {organization.name}
          </h2>
          <div className="mt-1 flex flex-wrap gap-1">
            <Badge variant="secondary">{ORGANIZATION_TYPE_LABELS[organization.organizationType]}</Badge>
            {organization.isMember && <Badge>Member</Badge>}
            {!organization.active && <Badge variant="outline">Archived</Badge>}
          </div>
        </div>
      </div>
      {organization.description && (
        <p className="line-clamp-3 text-sm text-muted-foreground">{organization.description}</p>
      )}
      <div className="mt-auto grid gap-3">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Users className="size-4" aria-hidden />
          {organization.memberCount} {organization.memberCount === 1 ? 'member' : 'members'}
        </p>
        <RequestOutcome organization={organization} />
        {canRequestToJoin && (
          <Button className="w-full" onClick={() => onRequestToJoin(organization)}>
            Request to Join
          </Button>
        )}
        {isPending && (
          <Button className="w-full" variant="outline" disabled>
            Request Pending
          </Button>
        )}
        {!organization.active && onRestore && (
          <Button
            className="w-full"
            variant="outline"
            onClick={() => onRestore(organization)}
            disabled={isRestoring}
          >
            {isRestoring && <Spinner />}
            Restore Organization
          </Button>
        )}
      </div>
    </Card>
  );
}

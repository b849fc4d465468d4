import { useQuery } from '@tanstack/react-query';
import { FileHeart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { can, type TRole } from '../../../shared/access';
import { formatLongDate } from '../../../shared/book-months';
import { CAUSE_LABELS } from '../../../shared/burial/claim-eligibility';
import { RELATIONSHIP_LABELS } from '../../../shared/burial/cover-text';
import { CLAIM_STATUS_LABELS, type TClaim, type TClaimStatus } from '../../../shared/contracts/burial-claims';
import { Money } from '../../components/money';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Badge, type TBadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { StatCard } from '../../components/ui/stat-card';
import { burialQueries } from './burial.queries';
import { ClaimDialog } from './claim-dialog';
import { ClaimLodgeForm, type TClaimablePerson } from './claim-lodge-form';
import { claimQueries } from './claims.queries';

const STATUS_VARIANTS: Record<TClaimStatus, TBadgeProps['variant']> = {
  lodged: 'secondary',
  approved: 'accent',
  paid: 'default',
  declined: 'destructive',
  withdrawn: 'outline',
};

/** The people the viewer may claim for: admins, everyone on the register; members, their own policy. */
function useClaimablePeople(organizationId: string, isAdmin: boolean): TClaimablePerson[] {
  const register = useQuery({ ...burialQueries.register(organizationId, { limit: 200 }), enabled: isAdmin });
  const mine = useQuery({ ...burialQueries.myCover(organizationId), enabled: !isAdmin });
  const living = (status: string) => status !== 'deceased';
  if (isAdmin) {
    return (register.data?.rows ?? [])
      .filter((row) => living(row.status))
      .map((row) => ({ personId: row.personId, label: `${row.fullName} (policy of ${row.memberName})` }));
  }
  return (mine.data?.people ?? [])
    .filter((person) => living(person.status))
    .map((person) => ({
      personId: person.personId,
      label: `${person.fullName} (${RELATIONSHIP_LABELS[person.relationship]})`,
    }));
}

function ClaimRow({
  claim,
  targetHours,
  onOpen,
}: {
  claim: TClaim;
  targetHours: number;
  onOpen: () => void;
}) {
  const isLate = claim.ageHours !== null && claim.ageHours > targetHours;
  return (
    <li className="grid gap-2 rounded-lg border p-4" data-testid="claim">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{claim.personName}</p>
          <p className="text-sm text-muted-foreground break-words">
            {RELATIONSHIP_LABELS[claim.relationship]} · policy of {claim.holderName} ·{' '}
            {CAUSE_LABELS[claim.cause]} on {formatLongDate(claim.diedOn)}
          </p>
        </div>
        <Badge variant={STATUS_VARIANTS[claim.status]} data-testid="claim-status">
          {CLAIM_STATUS_LABELS[claim.status]}
        </Badge>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          <Money cents={claim.amountCents} /> to the{' '}
          {claim.payeeKind === 'undertaker' ? 'undertaker' : 'family'}
          {claim.ageHours !== null && (
            <span className={isLate ? 'font-medium text-destructive' : 'text-muted-foreground'}>
              {' '}
              · open {claim.ageHours} h{isLate ? `, past the ${targetHours}-hour target` : ''}
            </span>
          )}
          {!claim.isEligible && claim.ageHours !== null && (
            <span className="text-destructive"> · rules not met</span>
          )}
        </span>
        <Button variant="outline" size="sm" onClick={onOpen}>
          Open
        </Button>
      </div>
    </li>
  );
}

function ClaimsBoard({
  organizationId,
  role,
  userId,
  isReadOnly,
}: {
  organizationId: string;
  role: TRole;
  userId: string | undefined;
  /** Platform staff viewing the society: the claims, nothing to lodge or decide. */
  isReadOnly: boolean;
}) {
  const isAdmin = can({ role }, 'burial.manage');
  const claims = useQuery(claimQueries.list(organizationId));
  const people = useClaimablePeople(organizationId, isAdmin);
  const [openId, setOpenId] = useState<string | null>(null);
  const [isLodging, setIsLodging] = useState(false);
  if (!hasAnswer(claims)) {
    return <QueryWait query={claims} loadingLabel="Loading claims..." errorTitle="Failed to load claims" />;
  }
  const { targetHours } = claims.data;
  const list = claims.data.claims;
  const open = list.filter((claim) => claim.ageHours !== null);
  const late = open.filter((claim) => (claim.ageHours ?? 0) > targetHours);
  const paid = list.filter((claim) => claim.status === 'paid');
  return (
    <div className="grid gap-4">
      {isAdmin && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard label="Open claims" value={<span data-testid="open-claims">{open.length}</span>} />
          <StatCard label={`Open over ${targetHours} hours`} value={late.length} />
          <StatCard
            label="Paid"
            value={<Money cents={paid.reduce((sum, claim) => sum + claim.amountCents, 0)} />}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {!isReadOnly && (
          <Button onClick={() => setIsLodging(true)} disabled={people.length === 0}>
            Lodge a claim
          </Button>
        )}
        {isAdmin && (
          <Button variant="outline" asChild>
            <a href={`/api/v1/orgs/${organizationId}/burial/claims-register`} download>
              Download register (CSV)
            </a>
          </Button>
        )}
        {isAdmin && (
          <Button variant="outline" asChild>
            <Link to="/dashboard/reports?type=claims_register">Claims Register report (PDF)</Link>
          </Button>
        )}
      </div>
      <Card className="p-4">
        {list.length === 0 ? (
          <EmptyState icon={FileHeart} title="No claims yet">
            {isAdmin
              ? 'Claims lodged for anyone covered by the society appear here.'
              : 'Claims you lodge for people on your policy appear here.'}
          </EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label="Claims">
            {list.map((claim) => (
              <ClaimRow
                key={claim.id}
                claim={claim}
                targetHours={targetHours}
                onOpen={() => setOpenId(claim.id)}
              />
            ))}
          </ul>
        )}
      </Card>
      <Dialog open={isLodging} onOpenChange={setIsLodging}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogTitle>Lodge a claim</DialogTitle>
          <DialogDescription>
            Every rule is checked and explained. Two different admins approve and pay; the payout goes into
            the master book.
          </DialogDescription>
          <ClaimLodgeForm
            organizationId={organizationId}
            people={people}
            onLodged={(claim) => {
              setIsLodging(false);
              setOpenId(claim.id);
            }}
          />
        </DialogContent>
      </Dialog>
      <ClaimDialog
        organizationId={organizationId}
        claim={list.find((claim) => claim.id === openId) ?? null}
        role={role}
        userId={userId}
        isReadOnly={isReadOnly}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}

/** /dashboard/organization/claims: funeral claims; admins see and decide all, a member lodges and follows their own. */
export function ClaimsPage() {
  return (
    <OrganizationPage
      title="Claims"
      getDescription={(name) => `Funeral claims of ${name}: lodged, approved by two admins, paid.`}
    >
      {({ membership, organizationId, role, userId, isStaffView }) =>
        membership.organization.organizationType !== 'burial_society' ? (
          <PageNotice>Claims are for burial societies: {membership.organization.name} is not one.</PageNotice>
        ) : (
          <ClaimsBoard
            key={organizationId}
            organizationId={organizationId}
            role={role}
            userId={userId}
            isReadOnly={isStaffView}
          />
        )
      }
    </OrganizationPage>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../shared/access';
import type { TFine } from '../../../shared/contracts/fines';
import { Money } from '../../components/money';
import { OrganizationPage, type TOrganizationScope } from '../../components/organization-page';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Card } from '../../components/ui/card';
import { StatCard } from '../../components/ui/stat-card';
import { fineQueries } from './fines.queries';
import { FinesList } from './fines-list';
import { WaiveFineDialog } from './waive-fine-dialog';

/** Platform staff viewing the organization (isStaffView) read the fines and waive none. */
function FinesBoard({ organizationId, role, userId, isStaffView }: TOrganizationScope) {
  const actor = { role, userId };
  const [waiving, setWaiving] = useState<TFine | null>(null);
  // Live: the key starts with 'fines', which the daily run and every waiver publish.
  const fines = useQuery(fineQueries.list(organizationId));
  const isAdminView = can(actor, 'contribution.read_organization');

  if (!hasAnswer(fines)) {
    return <QueryWait query={fines} loadingLabel="Loading fines..." errorTitle="Failed to load fines" />;
  }
  const { items, outstandingCents } = fines.data;
  const waivedCount = items.filter((fine) => fine.status === 'waived').length;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label={isAdminView ? 'Fines outstanding' : 'Your fines outstanding'}
          value={<Money cents={outstandingCents} />}
        />
        <StatCard
          label="Fines"
          value={<span data-testid="fines-count">{items.length}</span>}
          hint={waivedCount > 0 ? `${waivedCount} waived` : undefined}
        />
      </div>
      <Card>
        {items.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">
            {isAdminView ? 'No late fines. Everyone paid within the grace days.' : 'You have no late fines.'}
          </p>
        ) : (
          <FinesList
            items={items}
            isMemberShown={isAdminView}
            actions={{ actor, onWaive: setWaiving, isReadOnly: isStaffView }}
          />
        )}
      </Card>
      <WaiveFineDialog organizationId={organizationId} fine={waiving} onClose={() => setWaiving(null)} />
    </div>
  );
}

/**
 * /dashboard/organization/fines: late fines raised under the group's rules (ADR 0022). Admins see every
 * member's and may waive one with a reason (never their own); a member sees their own.
 */
export function FinesPage() {
  return (
    <OrganizationPage
      title="Fines"
      getDescription={(name) =>
        `Late fines in ${name}: raised after the grace days, cleared by payments, or waived by an admin.`
      }
      content={FinesBoard}
    />
  );
}

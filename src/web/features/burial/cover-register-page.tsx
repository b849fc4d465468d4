import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { toast } from 'sonner';
import { can } from '../../../shared/access';
import { formatLongDate } from '../../../shared/book-months';
import { COVER_STATUSES, type TCoverStatusKind } from '../../../shared/burial/cover-status';
import { STATUS_LABELS } from '../../../shared/burial/cover-text';
import { COVER_REGISTER_MAX_OFFSET } from '../../../shared/contracts/burial';
import { Pager } from '../../components/data-table/pager';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { StatCard } from '../../components/ui/stat-card';
import { toastError } from '../../lib/toasts';
import { useSetStudying } from './burial.mutations';
import { burialQueries, getCertificatePath } from './burial.queries';
import { CertificateLink } from './certificate-link';
import { EndedPoliciesCard } from './ended-policies-card';
import { EnrolMembersCard } from './enrol-members-card';
import { LeviesCard, type TLevyActor } from './levies-card';
import { MemberPolicyPanel } from './member-policy-panel';
import { PersonCoverCard } from './person-cover-card';
import { ReserveCard } from './reserve-card';

const PAGE_SIZE = 50;

function RegisterBoard({
  organizationId,
  actor,
  isReadOnly,
}: {
  organizationId: string;
  actor: TLevyActor;
  /** Platform staff viewing the society: the register, no policy to manage or mark. */
  isReadOnly: boolean;
}) {
  const [status, setStatus] = useState<TCoverStatusKind | ''>('');
  const [offset, setOffset] = useState(0);
  const query = { ...(status ? { status } : {}), limit: PAGE_SIZE, offset };
  // Live: the key starts with 'cover', which every payment and the daily run publish.
  const register = useQuery(burialQueries.register(organizationId, query));
  const studying = useSetStudying(organizationId);
  const [openPolicy, setOpenPolicy] = useState<string | null>(null);
  if (!hasAnswer(register)) {
    return (
      <QueryWait
        query={register}
        loadingLabel="Loading the cover register..."
        errorTitle="Failed to load the cover register"
      />
    );
  }
  const { counts, rows, total, asOf } = register.data;
  return (
    <div className="grid gap-4">
      <ReserveCard organizationId={organizationId} />
      <LeviesCard organizationId={organizationId} actor={actor} isRegister isReadOnly={isReadOnly} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {COVER_STATUSES.map((kind) => (
          <StatCard
            key={kind}
            label={STATUS_LABELS[kind]}
            value={<span data-testid={`count-${kind}`}>{counts[kind] ?? 0}</span>}
          />
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-56">
          <FormField htmlFor="register-status" label="Status">
            <NativeSelect
              id="register-status"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as TCoverStatusKind | '');
                setOffset(0);
              }}
            >
              <option value="">Every status</option>
              {COVER_STATUSES.map((kind) => (
                <option key={kind} value={kind}>
                  {STATUS_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        {asOf && <p className="text-sm text-muted-foreground">Statuses as of {formatLongDate(asOf)}</p>}
      </div>
      <Card className="p-4">
        {rows.length === 0 ? (
          <p className="p-4 text-center text-muted-foreground">Nobody is on a policy with this status.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Covered people">
            {rows.map((row) => (
              <Fragment key={row.personId}>
                <PersonCoverCard
                  person={row}
                  caption={`Policy of ${row.memberName} · ${row.planName}, version ${row.planVersion}`}
                  action={
                    row.relationship === 'main_member' ? (
                      <>
                        <CertificateLink
                          href={getCertificatePath(organizationId, row.memberUserId)}
                          label={`Download the cover certificate of ${row.memberName}`}
                        />
                        {!isReadOnly && (
                          <Button
                            variant="outline"
                            size="sm"
                            aria-expanded={openPolicy === row.memberUserId}
                            onClick={() =>
                              setOpenPolicy(openPolicy === row.memberUserId ? null : row.memberUserId)
                            }
                          >
                            {openPolicy === row.memberUserId ? 'Close policy' : 'Manage policy'}
                          </Button>
                        )}
                      </>
                    ) : undefined
                  }
                  isSaving={studying.isPending}
                  onToggleStudying={
                    isReadOnly
                      ? undefined
                      : () =>
                          studying.mutate(
                            { personId: row.personId, isStudent: !row.isStudent },
                            {
                              onSuccess: () =>
                                toast.success(
                                  row.isStudent
                                    ? `${row.fullName} is no longer marked as studying`
                                    : `${row.fullName} is marked as studying`,
                                ),
                              onError: (error) => toastError(error, 'Could not change the studying mark'),
                            },
                          )
                  }
                />
                {row.relationship === 'main_member' && openPolicy === row.memberUserId && (
                  <li className="rounded-lg border border-dashed p-3">
                    <MemberPolicyPanel
                      organizationId={organizationId}
                      holder={{ userId: row.memberUserId, name: row.memberName }}
                    />
                  </li>
                )}
              </Fragment>
            ))}
          </ul>
        )}
        <Pager
          offset={offset}
          pageSize={PAGE_SIZE}
          total={total}
          maxOffset={COVER_REGISTER_MAX_OFFSET}
          onChange={setOffset}
        />
      </Card>
    </div>
  );
}

/** /dashboard/organization/cover-register: every covered person of the society with their status. */
export function CoverRegisterPage() {
  return (
    <OrganizationPage
      title="Cover Register"
      getDescription={(name) => `Everyone covered by ${name}, with their status.`}
    >
      {({ membership, organizationId, role, userId, isStaffView }) => {
        const name = membership.organization.name;
        if (membership.organization.organizationType !== 'burial_society') {
          return <PageNotice>The cover register is for burial societies: {name} is not one.</PageNotice>;
        }
        if (!can({ role }, 'burial.manage')) {
          return <PageNotice>Only organization admins can see the cover register of {name}.</PageNotice>;
        }
        return (
          <div key={organizationId} className="grid gap-6">
            {!isStaffView && <EnrolMembersCard organizationId={organizationId} />}
            <RegisterBoard
              organizationId={organizationId}
              actor={{ role, userId }}
              isReadOnly={isStaffView}
            />
            <EndedPoliciesCard organizationId={organizationId} />
          </div>
        );
      }}
    </OrganizationPage>
  );
}

import { ShieldCheck, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../shared/access';
import type { TMember } from '../../../shared/contracts/members';
import { formatMemberDate } from '../../../shared/format';
import { PENDING_APPROVAL_MESSAGE } from '../../../shared/money-records';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { TDataColumn } from '../../components/data-table/data-table';
import { MemberIdentity } from '../../components/member-identity';
import { MemberRoleBadge } from '../../components/member-role-badge';
import { MemberSearch } from '../../components/member-search';
import { MemberTable } from '../../components/member-table';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { StatCard } from '../../components/ui/stat-card';
import { toastError, toastInfo, toastSuccess } from '../../lib/toasts';
import { AddMembersDialog } from './add-members-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberActions } from './member-actions';
import { formatMemberCount, useMemberList } from './member-list.queries';
import { MergeMemberDialog } from './merge-member-dialog';
import { useChangeMemberRole, useRemoveMember } from './organizations.mutations';

function MembersTable({
  organizationId,
  organizationName,
  isReadOnly,
}: {
  organizationId: string;
  organizationName: string;
  /** Platform staff viewing the organization: no role changes or removals offered. */
  isReadOnly: boolean;
}) {
  const [removing, setRemoving] = useState<TMember | null>(null);
  const [inviting, setInviting] = useState<TMember | null>(null);
  const [merging, setMerging] = useState<TMember | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const list = useMemberList(organizationId);
  const changeRole = useChangeMemberRole(organizationId);
  const remove = useRemoveMember(organizationId);

  const { counts } = list;
  const isLastAdmin = (counts?.adminCount ?? 0) <= 1;

  function changeMemberRole(member: TMember, role: 'admin' | 'member') {
    changeRole.mutate(
      { membershipId: member.id, role },
      {
        onSuccess: (answer) =>
          answer.isHeld
            ? toastInfo(PENDING_APPROVAL_MESSAGE)
            : toastSuccess(
                'Role Updated',
                `${member.fullName ?? 'The member'} is now ${role === 'admin' ? 'an admin' : 'a member'}.`,
              ),
        onError: (error) => toastError(error, 'Failed to update member role.', { title: 'Error' }),
      },
    );
  }

  function confirmRemoval() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => {
        if (answer.isHeld) toastInfo(PENDING_APPROVAL_MESSAGE);
        else toastSuccess('Member Removed', `${removing.fullName ?? 'The member'} has been removed.`);
        setRemoving(null);
      },
      onError: (error) => toastError(error, 'Failed to remove member.', { title: 'Error' }),
    });
  }

  const dataColumns: TDataColumn<TMember>[] = [
    {
      header: 'Member',
      stacked: 'lead',
      cell: (member) => (
        <div className="grid gap-1">
          <MemberIdentity fullName={member.fullName} image={member.image} detail={member.email} />
          {!member.hasSignIn && (
            <Badge variant="outline" className="ml-12">
              No account yet
            </Badge>
          )}
        </div>
      ),
    },
    { header: 'Role', cell: (member) => <MemberRoleBadge role={member.role} /> },
    {
      header: 'Payment Reference',
      className: 'whitespace-nowrap font-mono',
      cell: (member) => (
        <>
          <span className="font-sans text-muted-foreground sm:hidden">Reference </span>
          {member.paymentReference ?? '—'}
        </>
      ),
    },
    {
      header: 'Joined',
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (member) => (
        <>
          <span className="sm:hidden">Joined </span>
          {formatMemberDate(member.joinedAt)}
        </>
      ),
    },
  ];
  const actionsColumn: TDataColumn<TMember> = {
    header: 'Actions',
    isRightAligned: true,
    stacked: 'end',
    cell: (member) => (
      <MemberActions
        memberName={member.fullName ?? member.email ?? 'member'}
        isAdmin={member.role === 'admin'}
        isLastAdmin={member.role === 'admin' && isLastAdmin}
        isBusy={
          (changeRole.isPending && changeRole.variables?.membershipId === member.id) ||
          (remove.isPending && remove.variables === member.id)
        }
        onChangeRole={(role) => changeMemberRole(member, role)}
        onRemove={() => setRemoving(member)}
        onInvite={member.hasSignIn ? undefined : () => setInviting(member)}
        onMerge={member.hasSignIn ? undefined : () => setMerging(member)}
      />
    ),
  };
  const columns = isReadOnly ? dataColumns : [...dataColumns, actionsColumn];

  return (
    <div className="grid gap-6">
      {!isReadOnly && (
        <div className="flex justify-end">
          <Button onClick={() => setIsAdding(true)}>
            <UserPlus aria-hidden />
            Add Members
          </Button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-4">
        <StatCard
          label="Total Members"
          value={counts ? formatMemberCount(counts, counts.memberCount) : '—'}
          icon={Users}
        />
        <StatCard label="Admins" value={counts?.adminCount ?? '—'} icon={ShieldCheck} />
      </div>
      <Card className="grid min-w-0 gap-4 p-4 sm:p-6">
        <MemberSearch value={list.search} onChange={list.setSearch} />
        <MemberTable list={list} columns={columns} />
      </Card>
      <AddMembersDialog organizationId={organizationId} isOpen={isAdding} onOpenChange={setIsAdding} />
      <InviteMemberDialog
        organizationId={organizationId}
        organizationName={organizationName}
        member={inviting}
        onClose={() => setInviting(null)}
      />
      <MergeMemberDialog organizationId={organizationId} member={merging} onClose={() => setMerging(null)} />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(null);
        }}
        title="Remove member?"
        description={`Are you sure you want to remove ${removing?.fullName ?? removing?.email ?? 'this member'} from ${organizationName}? This action cannot be undone.`}
        confirmLabel="Remove"
        isDestructive
        isPending={remove.isPending}
        onConfirm={confirmRemoval}
      />
    </div>
  );
}

/** /dashboard/organization/members: the selected organization's members, their roles, for its admins. */
export function ManageMembersPage() {
  return (
    <OrganizationPage title="Manage Members" getDescription={(name) => `Roles and membership of ${name}.`}>
      {({ membership, organizationId, role, isStaffView }) =>
        can({ role }, 'membership.manage') ? (
          <MembersTable
            key={organizationId}
            organizationId={organizationId}
            organizationName={membership.organization.name}
            isReadOnly={isStaffView}
          />
        ) : (
          <PageNotice>
            Only organization admins can manage the members of {membership.organization.name}.
          </PageNotice>
        )
      }
    </OrganizationPage>
  );
}

import { Building2, Compass, Eye, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';

/** Where platform staff open any organization (Open Organization on its row). */
export const STAFF_ORGANIZATIONS_PATH = '/dashboard/admin/organizations';

function MemberActions() {
  return (
    <>
      <Button asChild>
        <Link to="/dashboard/organizations">
          <Compass aria-hidden />
          Browse Organizations
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/dashboard/organizations/create">
          <Plus aria-hidden />
          Create Organization
        </Link>
      </Button>
    </>
  );
}

function StaffActions() {
  return (
    <>
      <Button asChild>
        <Link to={STAFF_ORGANIZATIONS_PATH}>
          <Eye aria-hidden />
          Organization Management
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/dashboard/organizations">
          <Compass aria-hidden />
          Browse Organizations
        </Link>
      </Button>
    </>
  );
}

/**
 * The one card every page shows a user without an organization: the spec's text, and a way to join one or
 * create one. Platform staff (`isStaff`) are told to open one, read-only, from Organization Management. The
 * dashboard welcomes them with its own title and text.
 */
export function NoOrganizationPrompt({
  isStaff = false,
  title = isStaff
    ? 'Choose an organization to view'
    : 'You are not a member of any organization. Please join an organization first.',
  children = isStaff
    ? 'Platform staff can view any organization, read-only: open one from Organization Management or the organization switcher.'
    : 'Join your group from the Organizations page, or create a new one and approve the people who ask to join.',
}: {
  isStaff?: boolean;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <EmptyState icon={Building2} title={title} actions={isStaff ? <StaffActions /> : <MemberActions />}>
        {children}
      </EmptyState>
    </Card>
  );
}

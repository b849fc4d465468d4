import { useQuery } from '@tanstack/react-query';
import {
  ChevronRight,
  type LucideIcon,
  Mail,
  Phone,
  Settings,
  ToggleRight,
  UserPlus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { can, isPlatformStaff, type TPermission } from '../../../shared/access';
import { ORGANIZATION_TYPE_LABELS } from '../../../shared/organization-types';
import { NoOrganizationPrompt } from '../../components/no-organization-prompt';
import { OrganizationAvatar } from '../../components/organization-avatar';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { organizationQueries } from './organizations.queries';

/** The ways into running the organization, each shown to whoever may do what it leads to. */
const MANAGEMENT_LINKS: readonly {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  permission: TPermission;
}[] = [
  {
    to: '/dashboard/organization/settings',
    title: 'Organization Settings',
    permission: 'organization.update',
    description: 'Details, membership rules and archiving',
    icon: Settings,
  },
  {
    to: '/dashboard/organization/members',
    title: 'Manage Members',
    permission: 'membership.manage',
    description: 'Roles and membership',
    icon: Users,
  },
  {
    to: '/dashboard/organization/join-requests',
    title: 'Join Requests',
    permission: 'join_request.review',
    description: 'People asking to join',
    icon: UserPlus,
  },
  {
    to: '/dashboard/organization/features',
    title: 'Feature Management',
    permission: 'feature_override.manage',
    description: 'Turn features on or off for your organization',
    icon: ToggleRight,
  },
];

/** /dashboard/organization: the selected organization at a glance, with the way into running it. */
export function OrganizationHubPage() {
  const { membership, context } = useDashboardAccess();
  const role = context.role ?? 'user';
  const organizationId = membership?.organizationId ?? '';
  const detail = useQuery({ ...organizationQueries.detail(organizationId), enabled: membership !== null });

  if (!membership) {
    return (
      <div className="grid gap-6">
        <title>Organization · Masakhane</title>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organization</h1>
        <NoOrganizationPrompt isStaff={isPlatformStaff(role)} />
      </div>
    );
  }
  if (!hasAnswer(detail)) {
    return (
      <QueryWait
        query={detail}
        loadingLabel="Loading organization..."
        errorTitle="Failed to load organizations"
      />
    );
  }

  const organization = detail.data;
  const managementLinks = MANAGEMENT_LINKS.filter((link) => can({ role }, link.permission));
  return (
    <div className="grid gap-6">
      <title>{`${organization.name} · Masakhane`}</title>
      <div className="flex items-start gap-4">
        <OrganizationAvatar name={organization.name} logoUrl={organization.logoUrl} className="size-14" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{organization.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{ORGANIZATION_TYPE_LABELS[organization.organizationType]}</Badge>
            {organization.myRole === 'admin' && <Badge>Admin</Badge>}
            {!organization.active && <Badge variant="outline">Archived</Badge>}
            <span className="text-sm text-muted-foreground">
              {organization.memberCount} {organization.memberCount === 1 ? 'member' : 'members'}
            </span>
          </div>
        </div>
      </div>

      {!organization.active && (
        <Card role="status" className="border-dashed p-4 text-sm text-muted-foreground">
          This organization is archived: its records stay readable, but no new money can be recorded. Platform
          staff can restore it.
        </Card>
      )}

      {managementLinks.length > 0 && (
        <nav aria-label="Manage organization">
          <ul className="grid gap-4 sm:grid-cols-2">
            {managementLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="group flex h-full items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <link.icon className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{link.title}</span>
                    <span className="block text-sm text-muted-foreground">{link.description}</span>
                  </span>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <Card>
        <CardHeader>
          <CardTitle>About</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="whitespace-pre-line text-muted-foreground">
            {organization.description || 'No description yet.'}
          </p>
          {(organization.email || organization.phone) && (
            <ul className="grid gap-2 text-sm">
              {organization.email && (
                <li className="flex items-center gap-2">
                  <Mail className="size-4 text-muted-foreground" aria-hidden />
                  <a href={`mailto:${organization.email}`} className="break-all text-primary hover:underline">
                    {organization.email}
                  </a>
                </li>
              )}
              {organization.phone && (
                <li className="flex items-center gap-2">
                  <Phone className="size-4 text-muted-foreground" aria-hidden />
                  <a
                    href={`tel:${organization.phone.replace(/\s+/g, '')}`}
                    className="text-primary hover:underline"
                  >
                    {organization.phone}
                  </a>
                </li>
              )}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

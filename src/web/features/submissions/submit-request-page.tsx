import { Building2, Headset } from 'lucide-react';
import { Link } from 'react-router';
import { LoadingState } from '../../components/page-state';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { SubmitRequestForm } from './submit-request-form';

/** /dashboard/submit-request: any signed-in user writes to their organization's admins or the site operators. */
export function SubmitRequestPage() {
  const { me, membership } = useDashboardAccess();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Submit a Request"
        description="Report a problem, suggest a feature or ask a question: send it to your organization's admins or to the Masakhane team."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardContent className="pt-6">
            {me ? (
              <SubmitRequestForm
                memberships={me.memberships}
                selectedOrganizationId={membership?.organizationId ?? null}
              />
            ) : (
              <LoadingState label="Loading…" />
            )}
          </CardContent>
        </Card>
        <div className="grid content-start gap-4">
          <Card className="p-5">
            <Building2 className="size-5 text-primary" aria-hidden />
            <h2 className="mt-3 font-semibold">Your organization</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {membership
                ? `The admins of ${membership.organization.name} read requests sent to the organization. Other members do not see them.`
                : 'Join an organization to send requests to its admins.'}
            </p>
          </Card>
          <Card className="p-5">
            <Headset className="size-5 text-primary" aria-hidden />
            <h2 className="mt-3 font-semibold">Site operators</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              The Masakhane team reads requests about the platform itself and answers within 24 hours.
            </p>
          </Card>
          <p className="text-sm text-muted-foreground">
            You are notified when your request is updated.{' '}
            <Link
              to="/dashboard/view-submissions"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Follow your requests
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

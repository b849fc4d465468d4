import { Building2, Headset } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useDashboardAccess } from '../shell/use-dashboard-access';
import { SUBMISSION_TYPE_LABELS } from './submission-labels';

/** /dashboard/submit-request: who a request can go to and what it can be about. */
export function SubmitRequestPage() {
  const { membership } = useDashboardAccess();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Submit a Request"
        description="Report a problem, suggest a feature or ask a question: send it to your organization's admins or to the Masakhane team."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-5">
          <Building2 className="size-5 text-primary" aria-hidden />
          <h2 className="mt-3 font-semibold">Your organization</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {membership
              ? `The admins of ${membership.organization.name} read requests sent to the organization.`
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
      </div>
      <Card className="p-5">
        <h2 className="font-semibold">What a request can be about</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {Object.values(SUBMISSION_TYPE_LABELS).map((label) => (
            <li key={label} className="rounded-full border px-3 py-1 text-sm">
              {label}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

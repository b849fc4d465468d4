import { AccessDeniedPanel } from '../../components/access-denied-panel';

/** /dashboard/403: where the route guards send a user whose role or features do not fit. */
export function AccessDeniedPage() {
  return (
    <>
      <title>Access Denied · Masakhane</title>
      <AccessDeniedPanel isInDashboard />
    </>
  );
}

import { AccessDeniedPanel } from '../../components/access-denied-panel';
import { PublicLayout } from '../../layouts/public-layout';

/** /403: the public version of the access-denied message. */
export function AccessDeniedPage() {
  return (
    <PublicLayout>
      <title>Access Denied · Masakhane</title>
      <meta name="robots" content="noindex" />
      <AccessDeniedPanel isInDashboard={false} />
    </PublicLayout>
  );
}

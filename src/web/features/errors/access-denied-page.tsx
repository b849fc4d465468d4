import { PublicLayout } from '../../layouts/public-layout';
import { AccessDeniedPanel } from './access-denied-panel';

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

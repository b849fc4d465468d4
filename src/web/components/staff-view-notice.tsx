import { Link } from 'react-router';
import { STAFF_ORGANIZATIONS_PATH } from './no-organization-prompt';
import { Card } from './ui/card';

/**
 * On a page platform staff see read-only, where Organization Management changes what the page would:
 * what they may do there instead (the organization's own admins change the rest).
 */
export function StaffViewNotice({ children }: { children: string }) {
  return (
    <Card className="p-4 text-sm text-muted-foreground">
      <p>
        {children}{' '}
        <Link
          to={STAFF_ORGANIZATIONS_PATH}
          className="font-medium text-foreground underline underline-offset-4"
        >
          Open Organization Management
        </Link>
      </p>
    </Card>
  );
}

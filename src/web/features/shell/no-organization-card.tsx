import { Building2, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

/** Shown by organization pages when the user belongs to no organization (spec part 2, receipts). */
export function NoOrganizationCard() {
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title="You are not a member of any organization. Please join an organization first."
        actions={
          <Button asChild>
            <Link to="/dashboard/organizations">
              <Compass aria-hidden />
              Browse Organizations
            </Link>
          </Button>
        }
      />
    </Card>
  );
}

import { Building2, Compass, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

/** The dashboard of a user who belongs to no organization yet: find one or start one. */
export function NoOrganizationWelcome() {
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title="You are not in an organization yet"
        actions={
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
        }
      >
        Join your stokvel, burial society or savings group, or create a new one. Its contributions, loans and
        records appear here.
      </EmptyState>
    </Card>
  );
}

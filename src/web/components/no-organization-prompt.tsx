import { Building2, Compass, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';

/** For a user without an organization: join one or create one. */
export function NoOrganizationPrompt({
  title = 'You are not part of any organization yet.',
}: {
  title?: string;
}) {
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title={title}
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
        Join your group from the Organizations page, or create a new one and approve the people who ask to
        join.
      </EmptyState>
    </Card>
  );
}

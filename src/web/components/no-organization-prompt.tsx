import { Building2, Compass, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';

/**
 * The one card every page shows a user without an organization: the spec's text, and a way to join one or
 * create one. The dashboard welcomes them with its own title and text.
 */
export function NoOrganizationPrompt({
  title = 'You are not a member of any organization. Please join an organization first.',
  children = 'Join your group from the Organizations page, or create a new one and approve the people who ask to join.',
}: {
  title?: string;
  children?: ReactNode;
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
        {children}
      </EmptyState>
    </Card>
  );
}

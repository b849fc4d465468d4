import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { canOpenRoute, NAV_ITEMS } from '../../../shared/access/navigation';
import { NAV_ICONS } from '../../components/nav-icons';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useDashboardAccess } from '../../lib/use-dashboard-access';

/** /dashboard/admin: a card per administration tool this user may open (spec part 2, Administration Hub). */
export function AdminHubPage() {
  const { context } = useDashboardAccess();
  const tools = NAV_ITEMS.filter(
    (item) =>
      item.group === 'administration' &&
      item.path !== '/dashboard/admin' &&
      canOpenRoute({ ...context, path: item.path }),
  );
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Administration Hub" description="Tools for running the Masakhane platform" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => {
          const Icon = NAV_ICONS[tool.icon];
          return (
            <li key={tool.path}>
              <Link
                to={tool.path}
                className="group block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Card className="flex h-full flex-col p-5 transition-colors group-hover:border-primary/60">
                  <Icon className="size-5 text-primary" aria-hidden />
                  <h2 className="mt-3 font-semibold">{tool.title}</h2>
                  <p className="mt-1 flex-1 text-sm text-muted-foreground">{tool.description}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
                    Open
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </span>
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

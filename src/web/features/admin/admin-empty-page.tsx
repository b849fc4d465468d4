import type { LucideIcon } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

/** An administration page whose records are not listed here yet: its title, description and empty text. */
export function AdminEmptyPage({
  title,
  description,
  icon,
  emptyText,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  emptyText: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={title} description={description} />
      <Card>
        <EmptyState icon={icon} title={emptyText} />
      </Card>
    </div>
  );
}

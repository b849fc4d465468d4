import { ChartColumn, Receipt, ShieldX, Users } from 'lucide-react';
import { Card } from '../../components/ui/card';

const TOPICS = [
  {
    icon: Users,
    title: 'Roles',
    text: "Members see their own contributions, loans and receipts. Organization admins run their organization: members, join requests, settings and the organization's figures. Site admins and developers run the platform.",
  },
  {
    icon: ChartColumn,
    title: 'Analytics and reports',
    text: 'Analytics is for organization admins and site admins. Reports are for admins only.',
  },
  {
    icon: Receipt,
    title: 'Receipts',
    text: 'Members see their own receipts; organization admins see all receipts for their organization.',
  },
  {
    icon: ShieldX,
    title: 'Access Denied (403)',
    text: 'Your role does not have access to the page, the feature is switched off, or you are not a member of the organization.',
  },
] as const;

export function HelpOverview() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {TOPICS.map((topic) => (
        <li key={topic.title}>
          <Card className="h-full p-5">
            <topic.icon className="size-5 text-primary" aria-hidden />
            <h2 className="mt-3 font-semibold">{topic.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{topic.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

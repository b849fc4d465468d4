import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { HelpFaq } from './help-faq';
import { HelpGuides } from './help-guides';
import { HelpOverview } from './help-overview';
import { HelpShortcuts } from './help-shortcuts';
import { HelpSupport } from './help-support';

const TABS = [
  { value: 'overview', label: 'Overview', Content: HelpOverview },
  { value: 'faq', label: 'FAQ', Content: HelpFaq },
  { value: 'guides', label: 'Guides', Content: HelpGuides },
  { value: 'shortcuts', label: 'Shortcuts', Content: HelpShortcuts },
  { value: 'support', label: 'Support', Content: HelpSupport },
] as const;

function readTab(value: string | null): string {
  return TABS.some((tab) => tab.value === value) && value ? value : 'overview';
}

/** /dashboard/help: overview, FAQ, guides, shortcuts and support; ?tab= opens a tab directly. */
export function HelpPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Help & Guide"
        description="Answers, step-by-step guides, shortcuts and how to reach us"
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true })
        }
      >
        <TabsList>
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

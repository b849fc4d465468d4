import { useQuery } from '@tanstack/react-query';
import { CircleAlert, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { TFeatureFlag } from '../../../../shared/contracts/me';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { featureFlagQueries } from '../../../lib/access-queries';
import { useSetFeatureFlag } from './feature-flags.mutations';

/** Spec part 2 section 9: the categories, in this order. */
const CATEGORIES = [
  { value: 'general', title: 'General' },
  { value: 'security', title: 'Security' },
  { value: 'payments', title: 'Payments' },
  { value: 'analytics', title: 'Analytics' },
  { value: 'communication', title: 'Communication' },
] as const satisfies readonly { value: TFeatureFlag['category']; title: string }[];

function FlagRow({ flag }: { flag: TFeatureFlag }) {
  const setFlag = useSetFeatureFlag();
  // A critical flag is switched only after the admin confirms what it will do.
  const [pending, setPending] = useState<boolean | null>(null);
  const switchId = `flag-${flag.featureKey}`;
  const isSaving = setFlag.isPending;
  const enabled = isSaving && setFlag.variables ? setFlag.variables.enabled : flag.enabled;
  const change = (checked: boolean) => setFlag.mutate({ featureKey: flag.featureKey, enabled: checked });
  return (
    <li className="flex items-start justify-between gap-4 px-6 py-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={switchId} className="font-medium">
            {flag.featureName}
          </label>
          {flag.isCritical && <Badge variant="destructive">Critical</Badge>}
          <code className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
            {flag.featureKey}
          </code>
        </div>
        {flag.description && <p className="mt-1 text-sm text-muted-foreground">{flag.description}</p>}
      </div>
      <Switch
        id={switchId}
        checked={enabled}
        disabled={isSaving}
        onCheckedChange={(checked) => (flag.isCritical ? setPending(checked) : change(checked))}
      />
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => !isOpen && setPending(null)}
        title={`${pending ? 'Turn on' : 'Turn off'} ${flag.featureName}?`}
        description={`${flag.featureName} is a critical feature: switching it ${pending ? 'on' : 'off'} changes it for every organization at once.`}
        confirmLabel={pending ? 'Turn on' : 'Turn off'}
        isDestructive={pending === false}
        onConfirm={() => {
          if (pending !== null) change(pending);
          setPending(null);
        }}
      />
    </li>
  );
}

function FlagList({ flags }: { flags: readonly TFeatureFlag[] }) {
  const groups = CATEGORIES.map((category) => ({
    ...category,
    flags: flags.filter((flag) => flag.category === category.value),
  })).filter((group) => group.flags.length > 0);
  return (
    <>
      {groups.map((group) => (
        <Card key={group.value}>
          <CardHeader className="border-b pb-4">
            <h2 className="text-lg leading-tight font-semibold">{group.title}</h2>
          </CardHeader>
          <ul className="divide-y">
            {group.flags.map((flag) => (
              <FlagRow key={flag.featureKey} flag={flag} />
            ))}
          </ul>
        </Card>
      ))}
    </>
  );
}

/** /dashboard/admin/features: every global feature flag by category, each with its switch. */
export function AdminFeaturesPage() {
  const flags = useQuery(featureFlagQueries.list());
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Feature Flags"
        description="Switch features on or off for every organization. Organizations can only narrow what is on here."
      />
      {flags.isPending && <Skeleton className="h-64 w-full" />}
      {flags.isError && (
        <Card role="alert" className="p-6 text-center">
          <CircleAlert className="mx-auto size-8 text-destructive" aria-hidden />
          <p className="mt-3 font-semibold">Failed to load feature flags. Please try again.</p>
          <Button className="mt-4" variant="outline" onClick={() => void flags.refetch()}>
            <RotateCw aria-hidden />
            Try again
          </Button>
        </Card>
      )}
      {flags.data && <FlagList flags={flags.data} />}
    </div>
  );
}

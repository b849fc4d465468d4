import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TOrganizationFeature } from '../../../shared/contracts/organization-features';
import { humanizeKey } from '../../../shared/format';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { getErrorMessage } from '../../lib/errors';
import { useResetFeatureOverride, useSetFeatureOverride } from './organizations.mutations';
import { featureOverrideQueries } from './organizations.queries';

function describeState(feature: TOrganizationFeature, typeLabel: string): string {
  if (!feature.isOfferedToType) return `Not offered to ${typeLabel} organizations.`;
  if (!feature.globalEnabled) return 'Turned off for the whole platform.';
  if (feature.override === null) return 'Follows the global setting (on).';
  return feature.override ? 'On for this organization.' : 'Off for this organization.';
}

function FeatureRow({
  feature,
  typeLabel,
  organizationId,
  isReadOnly,
}: {
  feature: TOrganizationFeature;
  typeLabel: string;
  organizationId: string;
  isReadOnly: boolean;
}) {
  const setOverride = useSetFeatureOverride(organizationId);
  const reset = useResetFeatureOverride(organizationId);
  const isOn = feature.override ?? feature.globalEnabled;
  const canToggle = !isReadOnly && feature.isOfferedToType && (feature.globalEnabled || isOn);
  const switchId = `feature-${feature.featureKey}`;

  function toggle(enabled: boolean) {
    setOverride.mutate(
      { featureKey: feature.featureKey, enabled },
      {
        onSuccess: (result) =>
          toast.success(
            result.outcome === 'reset'
              ? 'Feature flag reset to global setting'
              : 'Feature flag updated successfully',
          ),
        onError: (error) =>
          toast.error('Error updating feature', {
            description: getErrorMessage(error, 'Failed to update feature flag'),
          }),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={switchId} className="font-medium">
            {feature.featureName}
          </label>
          <Badge variant="outline">Global: {feature.globalEnabled ? 'On' : 'Off'}</Badge>
          {feature.override !== null && <Badge variant="secondary">Organization override</Badge>}
        </div>
        {feature.description && <p className="mt-1 text-sm text-muted-foreground">{feature.description}</p>}
        <p id={`${switchId}-state`} className="mt-1 text-sm text-muted-foreground">
          {describeState(feature, typeLabel)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        {feature.override !== null && !isReadOnly && (
          <Button
            variant="ghost"
            size="sm"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(feature.featureKey, {
                onSuccess: () => toast.success('Feature flag reset to global setting'),
                onError: (error) => toast.error(getErrorMessage(error, 'Failed to reset feature flag')),
              })
            }
          >
            Reset
          </Button>
        )}
        <Switch
          id={switchId}
          checked={isOn && feature.isOfferedToType}
          disabled={!canToggle || setOverride.isPending}
          aria-describedby={`${switchId}-state`}
          onCheckedChange={toggle}
        />
      </div>
    </li>
  );
}

/** The organization's features with their switches; `isReadOnly` (platform staff viewing it) shows them off. */
export function FeatureList({
  organizationId,
  typeLabel,
  isReadOnly = false,
}: {
  organizationId: string;
  typeLabel: string;
  isReadOnly?: boolean;
}) {
  const features = useQuery(featureOverrideQueries.list(organizationId));
  if (!hasAnswer(features)) {
    return (
      <QueryWait
        query={features}
        loadingLabel="Loading features..."
        errorTitle="Failed to load feature flags. Please try again."
      />
    );
  }
  const categories = [...new Set(features.data.map((feature) => feature.category))];
  return (
    <div className="grid gap-4">
      {categories.map((category) => (
        <Card key={category}>
          <CardHeader className="pb-0">
            <CardTitle className="capitalize">{humanizeKey(category)}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {features.data
                .filter((feature) => feature.category === category)
                .map((feature) => (
                  <FeatureRow
                    key={feature.featureKey}
                    feature={feature}
                    typeLabel={typeLabel}
                    organizationId={organizationId}
                    isReadOnly={isReadOnly}
                  />
                ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

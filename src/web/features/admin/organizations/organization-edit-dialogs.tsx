import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATION_TYPE_LABELS } from '../../../../shared/organization-types';
import { hasAnswer, QueryWait } from '../../../components/page-state';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DangerZone } from '../../organizations/danger-zone';
import { FeatureList } from '../../organizations/feature-list';
import { GeneralSettingsForm } from '../../organizations/general-settings-form';
import { organizationQueries } from '../../organizations/organizations.queries';
import { adminQueries } from '../admin.queries';

/** Closing a dialog that changed an organization refreshes the administration lists. */
function useCloseAndRefresh(onClose: () => void) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminQueries.all() });
    onClose();
  };
}

/** Edit Organization: the organization's own General settings and Danger Zone (archive, restore). */
export function EditOrganizationDialog({
  organizationId,
  onClose,
}: {
  organizationId: string;
  onClose: () => void;
}) {
  const detail = useQuery(organizationQueries.detail(organizationId));
  const close = useCloseAndRefresh(onClose);
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>Edit Organization</DialogTitle>
        <DialogDescription>{detail.data?.name ?? 'Loading...'}</DialogDescription>
        {!hasAnswer(detail) && (
          <QueryWait
            query={detail}
            loadingLabel="Loading organization..."
            errorTitle="Failed to load organization"
          />
        )}
        {detail.data && (
          <div className="grid gap-6">
            <GeneralSettingsForm organization={detail.data} />
            <DangerZone organization={detail.data} canRestore />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Manage Features: the per-organization overrides, exactly as the organization's admin sees them. */
export function ManageFeaturesDialog({
  organization,
  onClose,
}: {
  organization: { id: string; name: string; organizationType: keyof typeof ORGANIZATION_TYPE_LABELS };
  onClose: () => void;
}) {
  const close = useCloseAndRefresh(onClose);
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>Manage Features</DialogTitle>
        <DialogDescription>
          {organization.name}: a feature off for the whole platform stays off.
        </DialogDescription>
        <FeatureList
          organizationId={organization.id}
          typeLabel={ORGANIZATION_TYPE_LABELS[organization.organizationType]}
        />
      </DialogContent>
    </Dialog>
  );
}

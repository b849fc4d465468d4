import { can } from '../../../shared/access';
import { ORGANIZATION_TYPE_LABELS } from '../../../shared/organization-types';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { StaffViewNotice } from '../../components/staff-view-notice';
import { FeatureList } from './feature-list';

/** /dashboard/organization/features: the organization's own feature settings, within the global flags. */
export function FeatureManagementPage() {
  return (
    <OrganizationPage
      title="Feature Management"
      getDescription={(name) =>
        `Turn features on or off for ${name}. A feature off for the whole platform stays off.`
      }
    >
      {({ membership, organizationId, role, isStaffView }) => (
        <>
          {isStaffView && (
            <StaffViewNotice>
              Platform staff turn this organization's features on or off with Manage Features.
            </StaffViewNotice>
          )}
          {can({ role }, 'feature_override.manage') ? (
            <FeatureList
              key={organizationId}
              organizationId={organizationId}
              typeLabel={ORGANIZATION_TYPE_LABELS[membership.organization.organizationType]}
              isReadOnly={isStaffView}
            />
          ) : (
            <PageNotice>Only organization admins can manage feature flags.</PageNotice>
          )}
        </>
      )}
    </OrganizationPage>
  );
}

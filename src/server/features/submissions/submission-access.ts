import {
  can,
  getEffectiveRole,
  getHighestRole,
  type TMembershipRole,
  type TPlatformRole,
  type TRole,
} from '../../../shared/access';

/** Who is looking: their platform roles, and their membership in the submission's organization (if any). */
export type TSubmissionViewer = {
  userId: string;
  platformRoles: readonly TPlatformRole[];
  /** Their role in the organization the submission went to; null when not a member or none. */
  membershipRole: TMembershipRole | null;
};

/** What the rules need to know about a submission. */
export type TSubmissionAddress = {
  userId: string;
  targetType: 'organization' | 'site_operators';
  organizationId: string | null;
};

/** The role that decides over a submission: in its organization, or the platform role for the site operators. */
function getRoleOver(viewer: TSubmissionViewer, submission: TSubmissionAddress): TRole {
  if (submission.targetType === 'site_operators' || submission.organizationId === null) {
    return getHighestRole(viewer.platformRoles);
  }
  return getEffectiveRole({ platformRoles: viewer.platformRoles, membershipRole: viewer.membershipRole });
}

/** Whether the viewer is one of those the submission is addressed to (its organization's admins, or staff). */
function isAddressedTo(viewer: TSubmissionViewer, submission: TSubmissionAddress): boolean {
  const role = getRoleOver(viewer, submission);
  return submission.targetType === 'site_operators'
    ? can({ role }, 'submission.read_site')
    : can({ role }, 'submission.read_organization');
}

/**
 * Who may read a submission: the person who sent it, and those it is addressed to. A plain member never
 * reads another member's submission, even to their own organization.
 */
export function canReadSubmission(viewer: TSubmissionViewer, submission: TSubmissionAddress): boolean {
  return submission.userId === viewer.userId || isAddressedTo(viewer, submission);
}

/**
 * Who may change status, priority and notes: the organization's admins (and platform staff) for a
 * submission to an organization; platform staff for one to the site operators. Sending one is not enough.
 */
export function canManageSubmission(viewer: TSubmissionViewer, submission: TSubmissionAddress): boolean {
  return (
    isAddressedTo(viewer, submission) && can({ role: getRoleOver(viewer, submission) }, 'submission.manage')
  );
}

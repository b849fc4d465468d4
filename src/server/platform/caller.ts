import type { TPlatformRole, TRole } from '../../shared/access';
import type { TOrganizationType } from '../../shared/organization-types';

/** The signed-in caller, resolved once per request from the session cookie or a bearer JWT. */
export type TSessionUser = {
  userId: string;
  email: string;
  name: string;
  platformRoles: TPlatformRole[];
};

/** The organization named in the path, with the caller's standing in it (set by org guards). */
export type TOrgAccess = {
  organizationId: string;
  organizationType: TOrganizationType;
  isActive: boolean;
  membershipRole: 'admin' | 'member' | null;
  role: TRole;
  /** Platform staff without a membership here: they read, and change only what isStaffViewChange allows. */
  isStaffView: boolean;
  /**
   * The organization's figures version, read with it (ADR 41): the dashboard reuses an answer computed under
   * the same version. Null when none was read, and then nothing is reused.
   */
  figuresVersion: number | null;
};

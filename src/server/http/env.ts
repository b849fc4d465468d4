import type { TOrganizationType } from '../../shared/organization-types';
import type { TOrgAccess, TSessionUser } from '../platform/caller';
import type { TUserMailer } from '../platform/mail/user-mail';

/** The path's organization, read together with the session on organization routes, for the guards to use. */
export type TOrgPreload = {
  organizationId: string;
  /** Null when no such organization exists. */
  organization: {
    type: TOrganizationType;
    active: boolean;
    membershipRole: 'admin' | 'member' | null;
    figuresVersion: number | null;
  } | null;
  flags: { featureKey: string; enabled: boolean; overrideEnabled: boolean | null }[];
};

export type TAppEnv = {
  Variables: {
    requestId: string;
    user: TSessionUser | null;
    org: TOrgAccess | undefined;
    orgPreload: TOrgPreload | undefined;
    /** For services that e-mail a member about something done for them (their settings decide). */
    userMailer: TUserMailer | undefined;
  };
};

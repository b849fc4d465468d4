import type { Context, MiddlewareHandler } from 'hono';
import {
  can,
  getEffectiveRole,
  getHighestRole,
  isFeatureAvailable,
  isPlatformStaff,
  isStaffViewChange,
  STAFF_VIEW_REFUSAL,
  type TPermission,
  type TPlatformRole,
} from '../../shared/access';
import type { TDb } from '../db/client';
import type { TAppEnv, TOrgPreload } from '../http/env';
import type { TOrgAccess, TSessionUser } from '../platform/caller';
import { AppError } from '../platform/errors';
import { getRequestStatements } from './request-statements';
import { recordStaffView } from './staff-views';

export type TGuard = MiddlewareHandler<TAppEnv>;

/** Every guard middleware is registered here, so the route-table test can tell guarded routes apart. */
const GUARD_NAMES = new WeakMap<object, string>();

function defineGuard(name: string, handler: TGuard): TGuard {
  GUARD_NAMES.set(handler, name);
  return handler;
}

export function getGuardName(handler: unknown): string | undefined {
  return typeof handler === 'function' ? GUARD_NAMES.get(handler) : undefined;
}

/** API routes (method and path) that no guard was registered for: the route-table check, for tests and Security. */
export function findUnguardedRoutes(
  routes: readonly { method: string; path: string; handler: unknown }[],
): string[] {
  const byRoute = new Map<string, string[]>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    const guard = getGuardName(route.handler);
    byRoute.set(key, [...(byRoute.get(key) ?? []), ...(guard ? [guard] : [])]);
  }
  return [...byRoute].filter(([, guards]) => guards.length === 0).map(([key]) => key);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireUser(user: TSessionUser | null): TSessionUser {
  if (!user) throw new AppError('UNAUTHENTICATED', 'You must be signed in');
  return user;
}

type TFeatureState = { flagEnabled: boolean | null; overrideEnabled: boolean | null };

type TOrgRow = {
  id: string;
  type: TOrgAccess['organizationType'];
  active: boolean;
  membershipRole: 'admin' | 'member' | null;
  figuresVersion: number | null;
};

function readPreloadedFeature(preload: TOrgPreload, featureKey: string): TFeatureState {
  const flag = preload.flags.find((candidate) => candidate.featureKey === featureKey);
  return { flagEnabled: flag?.enabled ?? null, overrideEnabled: flag?.overrideEnabled ?? null };
}

/** The organization row and feature state: read with the session when it was (organization routes), else now. */
async function readOrgRow(
  db: TDb,
  user: TSessionUser,
  orgId: string,
  featureKey: string,
  preload: TOrgPreload | undefined,
): Promise<{ row: TOrgRow | undefined; feature: TFeatureState }> {
  if (preload && preload.organizationId === orgId.toLowerCase()) {
    const { organization } = preload;
    return {
      row: organization ? { id: preload.organizationId, ...organization } : undefined,
      feature: readPreloadedFeature(preload, featureKey),
    };
  }
  const [row] = await getRequestStatements(db).orgAccess.execute({
    userId: user.userId,
    organizationId: orgId,
    featureKey,
  });
  return {
    row,
    feature: { flagEnabled: row?.flagEnabled ?? null, overrideEnabled: row?.overrideEnabled ?? null },
  };
}

/**
 * Loads the organization in `:orgId` and the caller's membership; staff may enter without one (a staff
 * view). With a feature key, the same lookup also reads that feature's flag and the organization's override.
 */
async function loadOrgAccess(
  db: TDb,
  user: TSessionUser,
  orgId: string | undefined,
  preload: TOrgPreload | undefined,
  featureKey = '',
): Promise<{ access: TOrgAccess; feature: TFeatureState }> {
  if (!orgId || !UUID.test(orgId)) throw new AppError('NOT_FOUND', 'Organization not found');
  const { row, feature } = await readOrgRow(db, user, orgId, featureKey, preload);
  const isStaff = isPlatformStaff(getHighestRole(user.platformRoles));
  // Outsiders get the same answer whether or not the organization exists.
  if (!row || (!row.membershipRole && !isStaff)) throw new AppError('NOT_FOUND', 'Organization not found');
  const membershipRole = row.membershipRole ?? null;
  return {
    access: {
      organizationId: row.id,
      organizationType: row.type,
      isActive: row.active,
      membershipRole,
      role: getEffectiveRole({ platformRoles: user.platformRoles, membershipRole }),
      isStaffView: membershipRole === null && isStaff,
      figuresVersion: row.figuresVersion,
    },
    feature,
  };
}

/** The feature's state for an organization already loaded by an earlier guard. */
async function loadFeatureState(
  db: TDb,
  organizationId: string,
  featureKey: string,
  preload: TOrgPreload | undefined,
): Promise<TFeatureState> {
  if (preload?.organizationId === organizationId) return readPreloadedFeature(preload, featureKey);
  const [state] = await getRequestStatements(db).featureState.execute({ organizationId, featureKey });
  return { flagEnabled: state?.enabled ?? null, overrideEnabled: state?.overrideEnabled ?? null };
}

/** Whether the feature is on for the caller in the organization (spec part 1 section 5). */
function isAvailableTo(org: TOrgAccess, featureKey: string, state: TFeatureState): boolean {
  return isFeatureAvailable({
    featureKey,
    role: org.role,
    flags: state.flagEnabled === null ? [] : [{ featureKey, enabled: state.flagEnabled }],
    overrides: state.overrideEnabled === null ? [] : [{ featureKey, enabled: state.overrideEnabled }],
    organizationType: org.organizationType,
  });
}

/**
 * The feature gate requireFeature applies, for a route that touches another feature's records (the bank
 * page confirming loan repayments): whether the feature is on for the caller in this organization.
 */
export async function isFeatureOnFor(db: TDb, org: TOrgAccess, featureKey: string): Promise<boolean> {
  return isAvailableTo(
    org,
    featureKey,
    await loadFeatureState(db, org.organizationId, featureKey, undefined),
  );
}

function isRead(c: Context<TAppEnv>): boolean {
  return c.req.method === 'GET' || c.req.method === 'HEAD';
}

/**
 * The one rule of a staff view (ADR 60): platform staff in an organization they are not a member of may read
 * it, and change only what Organization Management changes (`permission`, when the guard checks one).
 */
function refuseStaffViewChange(c: Context<TAppEnv>, org: TOrgAccess, permission?: TPermission): void {
  if (!org.isStaffView || isRead(c)) return;
  if (permission && isStaffViewChange(permission)) return;
  throw new AppError('FORBIDDEN', STAFF_VIEW_REFUSAL);
}

export type TGuards = ReturnType<typeof createGuards>;

export function createGuards(db: TDb) {
  const publicRoute = () => defineGuard('publicRoute', async (_c, next) => next());

  const requireSession = () =>
    defineGuard('requireSession', async (c, next) => {
      requireUser(c.get('user'));
      await next();
    });

  const requirePlatformRole = (...roles: TPlatformRole[]) =>
    defineGuard(`requirePlatformRole(${roles.join(',')})`, async (c, next) => {
      const user = requireUser(c.get('user'));
      if (!user.platformRoles.some((role) => roles.includes(role))) {
        throw new AppError('FORBIDDEN', "You don't have permission to do this");
      }
      await next();
    });

  /**
   * The path's organization for the caller, set on the request by the first guard that loads it; the read of
   * a staff view is recorded then, once per request.
   */
  const enterOrg = async (c: Context<TAppEnv>, featureKey?: string) => {
    const user = requireUser(c.get('user'));
    const entered = await loadOrgAccess(db, user, c.req.param('orgId'), c.get('orgPreload'), featureKey);
    const { access } = entered;
    c.set('org', access);
    if (access.isStaffView && isRead(c)) {
      await recordStaffView(db, {
        userId: user.userId,
        organizationId: access.organizationId,
        role: access.role,
        requestId: c.get('requestId') ?? null,
      });
    }
    return entered;
  };

  const requireOrgMember = () =>
    defineGuard('requireOrgMember', async (c, next) => {
      const { access: org } = await enterOrg(c);
      refuseStaffViewChange(c, org);
      await next();
    });

  const requireOrgAdmin = () =>
    defineGuard('requireOrgAdmin', async (c, next) => {
      const { access: org } = await enterOrg(c);
      if (org.role === 'user') throw new AppError('FORBIDDEN', 'Only organization admins can do this');
      refuseStaffViewChange(c, org);
      await next();
    });

  /** Checks `can()` against the effective role: in the path's organization when there is one. */
  const requirePermission = (permission: TPermission) =>
    defineGuard(`requirePermission(${permission})`, async (c, next) => {
      const user = requireUser(c.get('user'));
      let role = getHighestRole(user.platformRoles);
      if (c.req.param('orgId') !== undefined) {
        const org = c.get('org') ?? (await enterOrg(c)).access;
        role = org.role;
        refuseStaffViewChange(c, org, permission);
      }
      if (!can({ role }, permission)) throw new AppError('FORBIDDEN', "You don't have permission to do this");
      await next();
    });

  /** Feature gating of spec part 1 section 5, evaluated for the path's organization. */
  const requireFeature = (featureKey: string) =>
    defineGuard(`requireFeature(${featureKey})`, async (c, next) => {
      let org = c.get('org');
      let state: TFeatureState;
      if (org) {
        state = await loadFeatureState(db, org.organizationId, featureKey, c.get('orgPreload'));
      } else {
        ({ access: org, feature: state } = await enterOrg(c, featureKey));
        refuseStaffViewChange(c, org);
      }
      if (!isAvailableTo(org, featureKey, state))
        throw new AppError('FEATURE_DISABLED', 'This feature is not available for this organization');
      await next();
    });

  /**
   * The caller's access to an organization by the same rules as requireOrgMember (member, or platform staff),
   * or null where that guard would answer Not Found. For routes that take the organization optionally.
   */
  const findOrgAccess = async (user: TSessionUser, orgId: string): Promise<TOrgAccess | null> => {
    try {
      return (await loadOrgAccess(db, user, orgId, undefined)).access;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  };

  return {
    findOrgAccess,
    publicRoute,
    requireSession,
    requirePlatformRole,
    requireOrgMember,
    requireOrgAdmin,
    requirePermission,
    requireFeature,
  };
}

import { describe, expect, it } from 'vitest';
import { can, isOthersOnlyPermission, isPermission, PERMISSIONS } from './permissions';
import { getEffectiveRole, ROLES, type TMembershipRole, type TPlatformRole } from './roles';

/**
 * Who may do what, as the spec says it, checked through `can()` the way the server and the UI ask: a caller's
 * role in one organization follows from their membership there and their platform roles. A wrong grant in
 * permissions.ts breaks one of these sentences.
 */
const ALL_PERMISSIONS = Object.keys(PERMISSIONS).filter(isPermission);

function actorIn(membership: TMembershipRole | null, platformRoles: TPlatformRole[] = ['user']) {
  return { userId: 'caller', role: getEffectiveRole({ platformRoles, membershipRole: membership }) };
}

const member = actorIn('member');
const admin = actorIn('admin');
/** An admin of another organization, calling on this one. */
const adminElsewhere = actorIn(null);
const siteAdmin = actorIn(null, ['user', 'site_admin']);
const developer = actorIn(null, ['user', 'developer']);
const OWN_RECORD = { ownerUserId: 'caller' };
const OTHERS_RECORD = { ownerUserId: 'someone-else' };

/** Actions on the organization's or other members' records, by their names (one's own profile is one's own). */
const RUNS_THE_ORGANIZATION =
  /\.(read_organization|record|confirm|reverse|decide|disburse|payout|waive|manage|review|run|generate|close_period|reconcile|settings|archive|restore|read_site)$|^(ledger|analytics|report|admin)\.|^organization\.update$/;

describe('the permission names', () => {
  it("names every permission '<resource>.<action>' with a description", () => {
    for (const [permission, description] of Object.entries(PERMISSIONS)) {
      expect(permission).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(description.length).toBeGreaterThan(0);
    }
  });

  it('recognises registered permissions only', () => {
    expect(isPermission('loan.decide')).toBe(true);
    expect(isPermission('loan.delete')).toBe(false);
    expect(isPermission('toString')).toBe(false);
  });

  it('grants every permission to someone (no permission nobody holds)', () => {
    expect(ALL_PERMISSIONS.filter((permission) => !ROLES.some((role) => can({ role }, permission)))).toEqual(
      [],
    );
  });
});

describe('a caller who is not signed in', () => {
  it('may do nothing', () => {
    expect(ALL_PERMISSIONS.filter((permission) => can(null, permission))).toEqual([]);
  });
});

describe('a member', () => {
  it('may submit their own contribution but not record, confirm or reverse one', () => {
    expect(can(member, 'contribution.submit')).toBe(true);
    expect(can(member, 'contribution.record')).toBe(false);
    expect(can(member, 'contribution.confirm', OWN_RECORD)).toBe(false);
    expect(can(member, 'contribution.reverse', OWN_RECORD)).toBe(false);
  });

  it('may request a loan and submit a repayment, but not decide, pay out or record one', () => {
    expect(can(member, 'loan.request')).toBe(true);
    expect(can(member, 'loan.repayment_submit')).toBe(true);
    for (const permission of ['loan.decide', 'loan.disburse', 'loan.repayment_record'] as const) {
      expect(can(member, permission, OWN_RECORD)).toBe(false);
    }
  });

  it("reads their own records, never every member's or the master book", () => {
    for (const own of [
      'contribution.read_own',
      'loan.read_own',
      'receipt.read_own',
      'statement.read_own',
    ] as const) {
      expect(can(member, own)).toBe(true);
    }
    for (const others of [
      'contribution.read_organization',
      'loan.read_organization',
      'receipt.read_organization',
      'payment_slip.read_organization',
      'ledger.read',
      'analytics.read',
      'report.read',
    ] as const) {
      expect(can(member, others)).toBe(false);
    }
  });

  it("sees the member list but not the members' e-mail addresses", () => {
    expect(can(member, 'membership.read')).toBe(false);
    expect(can(admin, 'membership.read')).toBe(true);
  });

  it('acts only on their own things: nothing that runs the organization or the platform', () => {
    const running = ALL_PERMISSIONS.filter((permission) => RUNS_THE_ORGANIZATION.test(permission));
    expect(running.length).toBeGreaterThan(30);
    expect(running.filter((permission) => can(member, permission))).toEqual([]);
  });

  it('may ask to join, create an organization, send a request and change their profile', () => {
    for (const permission of [
      'join_request.create',
      'organization.create',
      'submission.create',
      'profile.update',
    ] as const) {
      expect(can(member, permission)).toBe(true);
    }
  });
});

describe('an organization admin', () => {
  it("confirms another member's contribution, but not their own", () => {
    expect(can(admin, 'contribution.confirm', OTHERS_RECORD)).toBe(true);
    expect(can(admin, 'contribution.confirm', OWN_RECORD)).toBe(false);
  });

  it('never acts on their own money: every money move is for another admin when the record is theirs', () => {
    // Deciding an approval is judged on the proposal (another admin proposed it), not on a member's record.
    const moneyMoves = ALL_PERMISSIONS.filter(
      (permission) =>
        /\.(record|confirm|reverse|decide|disburse|payout|waive|repayment_record)$/.test(permission) &&
        permission !== 'approval.decide',
    );
    expect(moneyMoves.filter((permission) => can(admin, permission, OWN_RECORD))).toEqual([]);
    expect(moneyMoves.filter((permission) => !can(admin, permission, OTHERS_RECORD))).toEqual([]);
    expect(moneyMoves.every(isOthersOnlyPermission)).toBe(true);
  });

  it("acts on a record that is nobody's in particular (an expense, a payout to the group)", () => {
    expect(can(admin, 'transaction.record', { ownerUserId: null })).toBe(true);
  });

  it('is refused an own-record check when the caller has no known user id', () => {
    expect(can({ role: admin.role }, 'contribution.confirm', OTHERS_RECORD)).toBe(false);
    expect(can({ role: admin.role, userId: null }, 'contribution.confirm', OTHERS_RECORD)).toBe(false);
  });

  it("cannot read another organization's ledger or members' records (there they are a plain member)", () => {
    expect(can(admin, 'ledger.read')).toBe(true);
    expect(can(adminElsewhere, 'ledger.read')).toBe(false);
    expect(can(adminElsewhere, 'contribution.read_organization')).toBe(false);
  });

  it('runs the organization but cannot restore it once archived: bringing one back is the platform’s', () => {
    expect(can(admin, 'organization.archive')).toBe(true);
    expect(can(admin, 'organization.restore')).toBe(false);
    expect(can(siteAdmin, 'organization.restore')).toBe(true);
  });

  it('has no part of the platform administration', () => {
    const platform = ALL_PERMISSIONS.filter(
      (permission) => permission.startsWith('admin.') || permission === 'submission.read_site',
    );
    expect(platform.filter((permission) => can(admin, permission))).toEqual([]);
  });
});

describe('platform staff', () => {
  it("reach every organization's records without being members", () => {
    for (const staff of [siteAdmin, developer]) {
      expect(can(staff, 'ledger.read')).toBe(true);
      expect(can(staff, 'contribution.read_organization')).toBe(true);
    }
  });

  it('include site admins, who run the platform short of security issues, system logs and developers', () => {
    const refused = ALL_PERMISSIONS.filter((permission) => !can(siteAdmin, permission));
    expect(refused.sort()).toEqual(['admin.developers', 'admin.logs', 'admin.security']);
  });

  it('leave the developer role to developers: only a developer grants developer', () => {
    expect(can(developer, 'admin.developers')).toBe(true);
    expect(can(siteAdmin, 'admin.developers')).toBe(false);
    expect(can(admin, 'admin.developers')).toBe(false);
  });

  it('include developers, who may do everything', () => {
    expect(ALL_PERMISSIONS.filter((permission) => !can(developer, permission))).toEqual([]);
  });

  it('are still refused their own money records', () => {
    expect(can(developer, 'loan.decide', OWN_RECORD)).toBe(false);
  });
});

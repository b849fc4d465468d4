import { z } from 'zod';
import {
  COVER_END_REASONS,
  COVER_STATUSES,
  DEATH_CAUSES,
  MAIN_MEMBER_DEATH_RULES,
  POLICY_END_REASONS,
  RELATIONSHIPS,
  WAIT_STARTS,
} from '../burial/cover-status';
import { isIsoDate } from '../calendar';
import { ZPastDate } from './dates';
import { zPaging } from './paging';

/** Burial plans, dependants and cover (issue 20, ADR 27). Cents are integers; dates are 'YYYY-MM-DD'. */

const MAX_COVER_CENTS = 10_000_000; // R100 000: above any society's funeral cover.
const ZIsoDate = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isIsoDate, `${label} must be a real date (YYYY-MM-DD)`);
const ZCents = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_COVER_CENTS, `${label} is too large`);
const ZMonths = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of months`)
    .min(0, `${label} cannot be negative`)
    .max(60, `${label} must be at most 60 months`);
const ZAge = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of years`)
    .min(0, `${label} cannot be negative`)
    .max(120, `${label} must be at most 120`);

export const ZAgeLimit = z
  .object({ minAge: ZAge('Youngest entry age'), maxAge: ZAge('Oldest entry age') })
  .refine((limit) => limit.minAge <= limit.maxAge, 'The youngest entry age cannot be above the oldest');

export const ZChildBand = z.object({
  fromAge: ZAge('Band start age'),
  toAge: ZAge('Band end age'),
  coverCents: ZCents('Child cover'),
});

export const ZPlanTerms = z.object({
  monthlyPremiumCents: ZCents('Monthly premium').min(1, 'Monthly premium must be greater than zero'),
  cover: z.object({
    mainMemberCents: ZCents('Main member cover'),
    spouseCents: ZCents('Spouse cover'),
    childBands: z.array(ZChildBand).max(10, 'At most 10 child age bands'),
    parentCents: ZCents('Parent cover'),
    extendedCents: ZCents('Extended family cover'),
  }),
  maxDependants: z
    .number({ error: 'Maximum dependants is required' })
    .int('Maximum dependants must be a whole number')
    .min(0, 'Maximum dependants cannot be negative')
    .max(30, 'Maximum dependants must be at most 30'),
  entryAges: z.object({
    main_member: ZAgeLimit,
    spouse: ZAgeLimit,
    child: ZAgeLimit,
    parent: ZAgeLimit,
    extended: ZAgeLimit,
  }),
  waitingMonths: z.object({
    natural: ZMonths('Natural death wait'),
    accidental: ZMonths('Accidental death wait'),
    suicide: ZMonths('Suicide wait'),
  }),
  waitStartsOn: z.enum(WAIT_STARTS, 'Choose what starts the wait'),
  premiumsBeforeWait: z.number().int().min(0).max(24).default(0),
  lapseAfterUnpaidMonths: z
    .number({ error: 'Lapse months are required' })
    .int('Lapse months must be a whole number')
    .min(1, 'A policy lapses after at least 1 unpaid month')
    .max(12, 'A policy lapses after at most 12 unpaid months'),
  childMaxAge: ZAge('Child age limit'),
  studentChildMaxAge: ZAge('Studying child age limit'),
  /** An accidental death pays twice the cover (absent: no). */
  doubleForAccident: z.boolean().optional(),
  /**
   * What every other member in force on the plan owes after a claim on it is paid (absent or 0: none, ADR 33).
   */
  levyPerPayoutCents: ZCents('Levy after each payout').optional(),
  /** What happens to the dependants when the main member dies (absent: 'cover_ends', ADR 29). */
  onMainMemberDeath: z
    .enum(MAIN_MEMBER_DEATH_RULES, 'Choose what happens when the main member dies')
    .optional(),
});
export type TPlanTerms = z.infer<typeof ZPlanTerms>;

export const ZCreatePlan = z.object({
  name: z.string().trim().min(2, 'Plan name must be at least 2 characters').max(80, 'Plan name is too long'),
  effectiveFrom: ZIsoDate('Start date'),
  terms: ZPlanTerms,
});
export type TCreatePlan = z.infer<typeof ZCreatePlan>;

export const ZAddPlanVersion = z.object({ effectiveFrom: ZIsoDate('Start date'), terms: ZPlanTerms });
export type TAddPlanVersion = z.infer<typeof ZAddPlanVersion>;

export const ZPlanVersionView = z.object({
  version: z.number().int(),
  effectiveFrom: z.string(),
  terms: ZPlanTerms,
});
export const ZPlanView = z.object({
  id: z.uuid(),
  name: z.string(),
  current: ZPlanVersionView.nullable(),
  versions: z.array(ZPlanVersionView),
});
export type TPlanView = z.infer<typeof ZPlanView>;
export const ZPlanList = z.object({ plans: z.array(ZPlanView) });
export type TPlanList = z.infer<typeof ZPlanList>;

export const DOCUMENT_KINDS = ['sa_id', 'passport', 'other'] as const;

/** Who a person is: a South African ID number (checked, gives the date of birth), or a document and a birth date. */
export const ZDocument = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sa_id'),
    number: z
      .string()
      .trim()
      .min(1, 'ID number is required')
      .max(20, 'A South African ID number has 13 digits'),
  }),
  z.object({
    kind: z.enum(['passport', 'other']),
    number: z
      .string()
      .trim()
      .min(3, 'Document number must be at least 3 characters')
      .max(30, 'Document number is too long')
      .regex(/^[A-Za-z0-9 -]+$/, 'Document number may hold only letters, digits, spaces and dashes'),
    dateOfBirth: ZPastDate('Date of birth'),
  }),
]);
export type TDocument = z.infer<typeof ZDocument>;

export const ZJoinPlan = z.object({
  planId: z.uuid('Choose a plan'),
  /** Admins enrol a member; members leave it out (themselves). */
  userId: z.uuid().optional(),
  /** Admins may date the policy back (never ahead): the waits and premiums run from that day. */
  startsOn: ZPastDate('Start date').optional(),
  /** The main member's identity; without it the member is asked for it on My Cover. */
  mainMember: z.object({ document: ZDocument }).optional(),
});
export type TJoinPlan = z.infer<typeof ZJoinPlan>;

/** The main member's identity, given after joining (once; a wrong one is corrected by an admin's note). */
export const ZSetMainMemberDocument = z.object({ userId: z.uuid().optional(), document: ZDocument });
export type TSetMainMemberDocument = z.infer<typeof ZSetMainMemberDocument>;

/** The member accepts the newest terms of their plan; `version` is the one they were shown. */
export const ZAcceptTerms = z.object({
  version: z.number({ error: 'Say which terms you accept' }).int().min(1),
});
export type TAcceptTerms = z.infer<typeof ZAcceptTerms>;

export const ZMembersWithoutPolicy = z.object({
  members: z.array(z.object({ userId: z.uuid(), fullName: z.string() })),
});
export type TMembersWithoutPolicy = z.infer<typeof ZMembersWithoutPolicy>;
export const DEPENDANT_RELATIONSHIPS = RELATIONSHIPS.filter(
  (relationship) => relationship !== 'main_member',
) as Exclude<(typeof RELATIONSHIPS)[number], 'main_member'>[];

export const ZAddDependant = z.object({
  /** Admins add to a member's policy; members leave it out (their own). */
  userId: z.uuid().optional(),
  fullName: z.string().trim().min(2, 'Name must be at least 2 characters').max(120, 'Name is too long'),
  relationship: z.enum(['spouse', 'child', 'parent', 'extended'], 'Choose the relationship'),
  document: ZDocument,
  isStudent: z.boolean().default(false),
});
export type TAddDependant = z.infer<typeof ZAddDependant>;

/** A child studies (covered to the plan's higher age limit) or no longer does. */
export const ZSetStudying = z.object({
  isStudent: z.boolean({ error: 'Say whether the child is studying' }),
});
export type TSetStudying = z.infer<typeof ZSetStudying>;

const ZCoveredFrom = z.object({
  natural: z.string().nullable(),
  accidental: z.string().nullable(),
  suicide: z.string().nullable(),
});

export const ZPersonCover = z.object({
  personId: z.uuid(),
  fullName: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  documentKind: z.enum(DOCUMENT_KINDS).nullable(),
  /** The last four characters only: the number itself is not shown back. */
  documentEnding: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  isStudent: z.boolean().default(false),
  addedOn: z.string(),
  coverCents: z.number().int(),
  status: z.enum(COVER_STATUSES),
  since: z.string().nullable(),
  until: z.string().nullable(),
  coveredFrom: ZCoveredFrom,
  coveredCauses: z.array(z.enum(DEATH_CAUSES)),
  monthsOwed: z.number().int(),
  reason: z.enum(COVER_END_REASONS).nullable(),
  /** Cover added by newer terms that is still inside its own wait (part of coverCents). */
  coverIncreases: z.array(z.object({ cents: z.number().int(), coveredFrom: ZCoveredFrom })).default([]),
});
export type TPersonCover = z.infer<typeof ZPersonCover>;

/** A takeover at the death of a policy's main person: the successor (null: nobody eligible) and the day. */
export const ZSuccession = z.object({ successorName: z.string().nullable(), on: z.string() });
export type TSuccession = z.infer<typeof ZSuccession>;

export const ZSuccessorView = z.object({
  /** The person the member nominated (null: none, the spouse by default). */
  nominatedPersonId: z.uuid().nullable(),
  /** The adults on the policy who may be nominated today. */
  candidates: z.array(z.object({ personId: z.uuid(), fullName: z.string() })),
  /** Who would take over today: the nominee while eligible, else the first spouse, else nobody. */
  takesOver: z.object({ personId: z.uuid(), fullName: z.string(), isNominated: z.boolean() }).nullable(),
});

/** The member (their own policy) or an admin (any member's, naming `userId`): nominates a successor or clears it. */
export const ZNominateSuccessor = z.object({
  userId: z.uuid().optional(),
  personId: z.uuid('Choose a person on the policy').nullable(),
});
export type TNominateSuccessor = z.infer<typeof ZNominateSuccessor>;

export const ZMyCover = z.object({
  asOf: z.string(),
  policy: z
    .object({
      id: z.uuid(),
      planId: z.uuid(),
      planName: z.string(),
      planVersion: z.number().int(),
      joinedOn: z.string(),
      monthlyPremiumCents: z.number().int(),
      maxDependants: z.number().int(),
      terms: ZPlanTerms,
      /** The versions the policy has been on: the one it joined under, then each accepted. */
      history: z.array(
        z.object({ version: z.number().int(), from: z.string(), acceptedAt: z.string().nullable() }),
      ),
      /** The plan's newest terms in force, when newer than the policy's. */
      newerTerms: ZPlanVersionView.nullable(),
      /** Who would take the policy over if its main person died today (ADR 34). */
      successor: ZSuccessorView,
      /** The latest takeover at a main person's death: by whom (null: nobody could, the cover ended) and when. */
      succession: ZSuccession.nullable(),
      /** When and why the policy ended (null while it runs): its people were on it until that day. */
      ended: z.object({ on: z.string(), reason: z.enum(POLICY_END_REASONS) }).nullable(),
    })
    .nullable(),
  people: z.array(ZPersonCover),
});
export type TMyCover = z.infer<typeof ZMyCover>;

/** Admins: the policies of members who left the society, newest ending first (their records stay). */
export const ZEndedPolicyList = z.object({
  policies: z.array(
    z.object({
      policyId: z.uuid(),
      userId: z.uuid(),
      holderName: z.string(),
      planName: z.string(),
      joinedOn: z.string(),
      endedOn: z.string(),
      endReason: z.enum(POLICY_END_REASONS),
    }),
  ),
});
export type TEndedPolicyList = z.infer<typeof ZEndedPolicyList>;

/** The cover register pages by its exact count as deep as a society's register goes. */
export const COVER_REGISTER_MAX_OFFSET = 1_000_000;

export const ZCoverRegisterQuery = z.object({
  status: z.enum(COVER_STATUSES).optional(),
  ...zPaging(200, 50, COVER_REGISTER_MAX_OFFSET),
});
export type TCoverRegisterQuery = z.infer<typeof ZCoverRegisterQuery>;

export const ZCoverRegisterRow = ZPersonCover.extend({
  memberUserId: z.uuid(),
  memberName: z.string(),
  planName: z.string(),
  planVersion: z.number().int(),
});
export const ZCoverRegister = z.object({
  asOf: z.string().nullable(),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
  rows: z.array(ZCoverRegisterRow),
});
export type TCoverRegister = z.infer<typeof ZCoverRegister>;

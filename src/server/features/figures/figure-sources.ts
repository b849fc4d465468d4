import type { TRuleVersion } from '../../../shared/group-rules/rule-types';
import type { TDbOrTx } from '../../db/client';
import { createSources } from '../../platform/sources';

/**
 * What figures read from the features that own it (ADR 61): figures import no feature; the composition
 * provides each source once, at load (`src/server/wiring.ts`).
 */
export type TFigureSources = {
  /** The group's rule versions, oldest first, with their defaults filled in (group rules). */
  listRuleVersions: (db: TDbOrTx, organizationId: string) => Promise<TRuleVersion[]>;
  /**
   * The members the rules expect to pay from `lookBack`, counted by the day they start and whether they pay
   * an amount of their own (`memberKey`, their membership id, or '' for the group's amount) (group rules).
   */
  countMembersForExpected: (
    db: TDbOrTx,
    organizationId: string,
    lookBack: string,
    ownAmountIds: string[],
  ) => Promise<{ memberKey: string; joinedOn: string; count: number }[]>;
  /** Every covered person's cover status and amount on `asOf` (burial). */
  listCovers: (
    db: TDbOrTx,
    organizationId: string,
    asOf: string,
  ) => Promise<{ status: string; coverCents: number }[]>;
};

const figureSources = createSources<TFigureSources>('figure');

/** Provides sources; the composition calls it once per owning feature. */
export const provideFigureSources = figureSources.provide;

/** A source these reads use; the composition has provided every one before the first request. */
export const readFigureSource = figureSources.read;

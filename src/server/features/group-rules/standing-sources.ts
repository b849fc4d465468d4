import type { TDbOrTx } from '../../db/client';
import { createSources } from '../../platform/sources';

/**
 * What a member's standing reads of the features that own it (ADR 61): the periods whose fine an admin
 * waived (fines). Fines already stand on the standings (the daily run stores them), so the waivers are
 * provided once, at load, by `src/server/wiring.ts` rather than imported.
 */
export type TStandingSources = {
  readWaivedPeriods: (
    db: TDbOrTx,
    organizationId: string,
    userIds?: readonly string[],
  ) => Promise<Map<string, { periodKey: string }[]>>;
};

const standingSources = createSources<TStandingSources>('standing');

/** Provides sources; the composition calls it once per owning feature. */
export const provideStandingSources = standingSources.provide;

/** A source these reads use; the composition has provided every one before the first request. */
export const readStandingSource = standingSources.read;

import type { TDbOrTx } from '../../db/client';

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

const sources: Partial<TStandingSources> = {};

/** Provides sources; the composition calls it once. */
export function provideStandingSources(provided: Partial<TStandingSources>): void {
  Object.assign(sources, provided);
}

/** A source the standings read; the composition has provided it before the first request. */
export function readStandingSource<K extends keyof TStandingSources>(name: K): TStandingSources[K] {
  const source = sources[name];
  if (!source) throw new Error(`No standing source ${name}: the composition provides it at load`);
  return source;
}

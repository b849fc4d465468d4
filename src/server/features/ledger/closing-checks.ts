import type { TDbOrTx } from '../../db/client';

/**
 * Why a month cannot close yet, as a feature sees it (bank statements: lines not reconciled), or null when
 * it has nothing against it. The admin may still close it with a reason.
 */
export type TClosingCheck = (tx: TDbOrTx, organizationId: string, month: string) => Promise<string | null>;

const checks: TClosingCheck[] = [];

/** Features that hold something against closing a month register their check once, at load. */
export function registerClosingCheck(check: TClosingCheck): void {
  if (!checks.includes(check)) checks.push(check);
}

/** The first registered check's objection to closing the month, or null. */
export async function explainNotReadyToClose(
  tx: TDbOrTx,
  organizationId: string,
  month: string,
): Promise<string | null> {
  for (const check of checks) {
    const objection = await check(tx, organizationId, month);
    if (objection) return objection;
  }
  return null;
}

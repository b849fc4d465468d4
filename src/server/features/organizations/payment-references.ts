import { and, eq, inArray } from 'drizzle-orm';
import { findPaymentReferences } from '../../../shared/payment-reference';
import type { TDbOrTx } from '../../db/client';
import { userOrganizations } from '../../db/schema';

export type TReferencedMember = { userId: string; paymentReference: string };

/**
 * The member whose payment reference a bank line's text carries (e.g. "KSS4821 T DLAMINI"), or null when
 * it names none of this organization's members or names more than one of them.
 */
export async function findMemberByPaymentReference(
  tx: TDbOrTx,
  organizationId: string,
  text: string,
): Promise<TReferencedMember | null> {
  const references = findPaymentReferences(text);
  if (references.length === 0) return null;
  const rows = await tx
    .select({ userId: userOrganizations.userId, paymentReference: userOrganizations.paymentReference })
    .from(userOrganizations)
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        inArray(userOrganizations.paymentReference, references),
      ),
    );
  const [only] = rows;
  if (rows.length !== 1 || !only?.paymentReference) return null;
  return { userId: only.userId, paymentReference: only.paymentReference };
}

/** The caller's own reference in the organization (null if they are not a member). */
export async function readPaymentReference(
  tx: TDbOrTx,
  organizationId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ paymentReference: userOrganizations.paymentReference })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)))
    .limit(1);
  return row?.paymentReference ?? null;
}

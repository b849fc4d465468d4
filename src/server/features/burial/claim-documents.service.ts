import { randomUUID } from 'node:crypto';
import type { TClaim, TClaimDocumentKind } from '../../../shared/contracts/burial-claims';
import type { TFileUpload } from '../../http/file-uploads';
import { AppError } from '../../platform/errors';
import type { TStorage, TStoredFile } from '../../platform/storage/storage';
import { cleanOriginalName, prepareSlip } from '../payment-slips/slip-file';
import { assertBurialSociety } from './burial-society';
import { announce, assertActive } from './claim-command';
import { CLAIM_NOT_FOUND, readVisibleClaim, toClaimView } from './claim-views.service';
import { readClaim, type TClaimRow, updateClaim } from './claims.repository';
import type { TBurialContext } from './plans.service';

const DOCUMENT_COLUMNS = {
  'death-certificate': { key: 'deathCertificateKey', type: 'deathCertificateType' },
  'death-notice': { key: 'deathNoticeKey', type: 'deathNoticeType' },
} as const satisfies Record<TClaimDocumentKind, { key: keyof TClaimRow; type: keyof TClaimRow }>;

/**
 * The holder or an admin: attaches (or replaces) the death certificate or the notice of death of an open
 * claim. Checked like a payment slip (JPEG, PNG, WebP or PDF, at most 5 MB; images re-encoded without
 * metadata) and kept through the storage module.
 */
export async function attachClaimDocument(
  ctx: TBurialContext,
  storage: TStorage,
  claimId: string,
  kind: TClaimDocumentKind,
  upload: TFileUpload,
): Promise<TClaim> {
  assertBurialSociety(ctx.org);
  assertActive(ctx);
  const prepared = await prepareSlip(upload.bytes);
  const organizationId = ctx.org.organizationId;
  const storageKey = `claims/${organizationId}/${claimId}-${kind}-${randomUUID()}.${prepared.extension}`;
  await storage.put(storageKey, prepared.data, prepared.contentType);
  let previousKey: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      await readVisibleClaim(ctx, tx, claimId);
      const claim = await readClaim(tx, organizationId, claimId, { lock: true });
      if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
      if (claim.status !== 'lodged' && claim.status !== 'approved') {
        throw new AppError('CONFLICT', `This claim is ${claim.status}: its documents can no longer change`);
      }
      const columns = DOCUMENT_COLUMNS[kind];
      previousKey = claim[columns.key];
      const updated = await updateClaim(tx, organizationId, claimId, {
        [columns.key]: storageKey,
        [columns.type]: prepared.contentType,
      });
      await announce(tx, ctx, 'claim.document', updated, { kind, name: cleanOriginalName(upload.name) });
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
  if (previousKey) await storage.remove(previousKey);
  return toClaimView(ctx.db, organizationId, claimId);
}

/** The holder and admins only: a claim's document file (404 for anyone else or when none was attached). */
export async function readClaimDocument(
  ctx: TBurialContext,
  storage: TStorage,
  claimId: string,
  kind: TClaimDocumentKind,
): Promise<TStoredFile & { fileName: string }> {
  assertBurialSociety(ctx.org);
  const claim = await readVisibleClaim(ctx, ctx.db, claimId);
  const key = claim[DOCUMENT_COLUMNS[kind].key];
  const file = key ? await storage.get(key) : null;
  if (!key || !file) throw new AppError('NOT_FOUND', 'No such document on this claim');
  const extension = file.contentType === 'application/pdf' ? 'pdf' : 'webp';
  return { ...file, fileName: `${kind}-${claimId.slice(0, 8)}.${extension}` };
}

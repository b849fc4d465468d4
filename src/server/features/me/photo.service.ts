import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import type { TStorage } from '../../platform/storage/storage';
import { avatarStorageKey } from '../account/account-deletion.service';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'Photo must be 2 MB or smaller';
/** The stored square's side in pixels: sharp on the header, the profile card and retina lists. */
const PHOTO_SIDE = 256;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const NOT_AN_IMAGE = 'Choose a PNG, JPEG or WebP image';

/** The address the app shows a user's photo from; the version makes a new photo replace the cached one. */
export function photoUrl(userId: string, version: number): string {
  return `/api/v1/users/${userId}/photo?v=${version}`;
}

/**
 * Re-encodes an upload as a small square WebP after checking what it really is (its bytes, not its name or
 * the type the browser claimed). Nothing but the pixels is kept: EXIF, GPS and other metadata are dropped.
 */
export async function normalizePhoto(data: Uint8Array): Promise<Buffer> {
  if (data.byteLength === 0) throw new AppError('VALIDATION_FAILED', NOT_AN_IMAGE);
  if (data.byteLength > MAX_PHOTO_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_TOO_LARGE);
  const image = sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' });
  const metadata = await image.metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError('VALIDATION_FAILED', NOT_AN_IMAGE);
  }
  try {
    return await image
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'This image could not be read. Try another photo.');
  }
}

/** Any signed-in user, for themselves: replaces their photo; the old one is overwritten. Audited. */
export async function replacePhoto(
  deps: { db: TDb; storage: TStorage },
  actor: TSessionUser,
  upload: Uint8Array,
  requestId: string | null,
): Promise<string> {
  const webp = await normalizePhoto(upload);
  await deps.storage.put(avatarStorageKey(actor.userId), webp, 'image/webp');
  const image = photoUrl(actor.userId, Date.now());
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ image }).where(eq(users.id, actor.userId));
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: actor.userId,
      action: 'profile.photo_changed',
      targetType: 'user',
      targetId: actor.userId,
      summary: { bytes: webp.byteLength },
      requestId,
    });
  });
  return image;
}

/** Any signed-in user, for themselves: removes their photo; initials show again. Audited. */
export async function removePhoto(
  deps: { db: TDb; storage: TStorage },
  actor: TSessionUser,
  requestId: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ image: null }).where(eq(users.id, actor.userId));
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: actor.userId,
      action: 'profile.photo_removed',
      targetType: 'user',
      targetId: actor.userId,
      requestId,
    });
  });
  await deps.storage.remove(avatarStorageKey(actor.userId));
}

/** Any signed-in user: another person's photo, as members see each other in lists. */
export async function readPhoto(storage: TStorage, userId: string) {
  const file = await storage.get(avatarStorageKey(userId));
  if (!file) throw new AppError('NOT_FOUND', 'No photo');
  return file;
}

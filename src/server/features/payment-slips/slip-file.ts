import sharp from 'sharp';
import { MAX_SLIP_BYTES, SLIP_TOO_LARGE, SLIP_WRONG_TYPE } from '../../../shared/contracts/payment-slips';
import { AppError } from '../../platform/errors';

/** A slip's real type, read from its first bytes (never from its name or the type the browser claimed). */
export type TSlipKind = 'jpeg' | 'png' | 'webp' | 'pdf';

/** The longest side a stored slip image keeps: enough to read a bank slip, small enough to open on a phone. */
export const SLIP_MAX_SIDE = 1600;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.byteLength >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The magic numbers of the four accepted types; null for anything else. */
export function detectSlipKind(bytes: Uint8Array): TSlipKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

export type TPreparedSlip = {
  data: Buffer;
  contentType: 'image/webp' | 'application/pdf';
  extension: 'webp' | 'pdf';
};

/**
 * Checks an upload and makes it the file we keep: a PDF as it came; an image decoded and re-encoded as
 * WebP, at most SLIP_MAX_SIDE pixels on its longer side, turned upright, with EXIF, GPS and every other
 * metadata left behind. Too big: 413; not one of the four types (or not decodable as one): 400.
 */
export async function prepareSlip(upload: Uint8Array): Promise<TPreparedSlip> {
  if (upload.byteLength > MAX_SLIP_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', SLIP_TOO_LARGE);
  const kind = detectSlipKind(upload);
  if (!kind) throw new AppError('VALIDATION_FAILED', SLIP_WRONG_TYPE);
  if (kind === 'pdf') return { data: Buffer.from(upload), contentType: 'application/pdf', extension: 'pdf' };
  const image = sharp(upload, { limitInputPixels: 60_000_000, failOn: 'error' });
  const metadata = await image.metadata().catch(() => null);
  if (metadata?.format !== kind) throw new AppError('VALIDATION_FAILED', SLIP_WRONG_TYPE);
  try {
    const data = await image
      .rotate()
      .resize(SLIP_MAX_SIDE, SLIP_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { data, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw new AppError('VALIDATION_FAILED', 'This slip image could not be read. Try another photo or a PDF.');
  }
}

/** A file name as the member's device named it, made safe to show and to send back in a header. */
export function cleanOriginalName(name: string | null | undefined): string | null {
  if (!name) return null;
  const cleaned = name
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .trim()
    .slice(0, 200);
  return cleaned || null;
}

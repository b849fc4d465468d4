import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(input: string): Buffer {
  const clean = input.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** An authenticator shows a new code every 30 s; the server also accepts the codes of the steps either side. */
export const TOTP_STEP_MS = 30_000;

/** The current RFC 6238 code (SHA-1, 6 digits, 30 s) for an otpauth:// URI, as an authenticator app shows it. */
export function generateTotp(totpUri: string, now = Date.now()): string {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error('otpauth URI without a secret');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / TOTP_STEP_MS)));
  const hmac = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * A code the server accepts now that was not entered before (each code works once): the current one, else
 * the next step's (accepted until a step later), else, when both were used, the next step's once a new
 * step has begun. The code is added to `used`.
 */
export async function generateUnusedTotp(totpUri: string, used: Set<string>): Promise<string> {
  for (;;) {
    const now = Date.now();
    const code = [generateTotp(totpUri, now), generateTotp(totpUri, now + TOTP_STEP_MS)].find(
      (candidate) => !used.has(candidate),
    );
    if (code) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (now % TOTP_STEP_MS) + 50));
  }
}

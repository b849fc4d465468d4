import { describe, expect, it } from 'vitest';
import { cleanOriginalName, detectSlipKind } from './slip-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectSlipKind', () => {
  it('reads the four accepted types from their magic numbers', () => {
    expect(detectSlipKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(detectSlipKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectSlipKind(text('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(detectSlipKind(text('%PDF-1.7\n'))).toBe('pdf');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectSlipKind(text('Deposit R500, trust me'))).toBeNull();
    expect(detectSlipKind(text('GIF89a'))).toBeNull();
    expect(detectSlipKind(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectSlipKind(text('RIFF\u0010\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectSlipKind(text('%PDF'))).toBeNull();
    expect(detectSlipKind(bytes(0xff, 0xd8))).toBeNull();
    expect(detectSlipKind(bytes())).toBeNull();
  });
});

describe('cleanOriginalName', () => {
  it('keeps a plain name and drops what could break a header or a path', () => {
    expect(cleanOriginalName('IMG_2041.jpg')).toBe('IMG_2041.jpg');
    expect(cleanOriginalName('slip "march".pdf\r\n')).toBe('slip _march_.pdf__');
    expect(cleanOriginalName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(cleanOriginalName('Ndiyabulela ñ.png')).toBe('Ndiyabulela ñ.png');
  });

  it('gives null for no name and caps a long one', () => {
    expect(cleanOriginalName('')).toBeNull();
    expect(cleanOriginalName(null)).toBeNull();
    expect(cleanOriginalName(`${'a'.repeat(300)}.png`)).toHaveLength(200);
  });
});

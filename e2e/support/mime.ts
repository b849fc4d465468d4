/**
 * Just enough MIME to read what our server sends (nodemailer: multipart/alternative, text and HTML parts,
 * quoted-printable or base64 bodies, RFC 2047 encoded subjects). mailparser is not a dependency here.
 */

export type TParsedMail = { subject: string; text: string; html: string | undefined };

type TPart = { headers: Map<string, string>; body: string };

function splitHeadersAndBody(raw: string): TPart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with whitespace and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function readParam(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match?.[1];
}

function decodeQuotedPrintable(input: string, charset: string): string {
  const softBreaksRemoved = input.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return new TextDecoder(charset).decode(Uint8Array.from(bytes));
}

function decodeBody(part: TPart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = readParam(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  if (encoding === 'base64')
    return new TextDecoder(charset).decode(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'));
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body, charset);
  return part.body;
}

/** Decodes RFC 2047 encoded words, e.g. =?UTF-8?Q?Verify_your?= or =?UTF-8?B?...?=. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, kind: string, text: string) => {
      if (kind.toUpperCase() === 'B') return new TextDecoder(charset).decode(Buffer.from(text, 'base64'));
      return decodeQuotedPrintable(text.replace(/_/g, ' '), charset);
    });
}

function collectLeafParts(part: TPart): TPart[] {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  if (!contentType.toLowerCase().startsWith('multipart/')) return [part];
  const boundary = readParam(contentType, 'boundary');
  if (!boundary) return [];
  const sections = part.body.split(`--${boundary}`);
  // The first section is the preamble and the last (after the closing '--') the epilogue.
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => collectLeafParts(splitHeadersAndBody(section.replace(/^\n/, ''))));
}

function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]+)"[^>]*>/gi, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseMail(raw: string): TParsedMail {
  const message = splitHeadersAndBody(raw);
  const leaves = collectLeafParts(message);
  const typeOf = (part: TPart) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  const textPart = leaves.find((part) => typeOf(part).startsWith('text/plain'));
  const htmlPart = leaves.find((part) => typeOf(part).startsWith('text/html'));
  const html = htmlPart ? decodeBody(htmlPart) : undefined;
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: textPart ? decodeBody(textPart) : html ? htmlToText(html) : '',
    html,
  };
}

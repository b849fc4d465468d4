import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF made by pdfkit with its standard fonts: every Flate stream is inflated and the
 * hex strings of its text operators decoded (WinAnsi, so Latin-1 bytes). Enough for tests to read a
 * receipt the way a PDF reader's text extraction would; not a general PDF parser.
 */
export function extractPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.matchAll(/\[(.*?)\]\s*TJ/gs)) {
      const text = [...(block[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join('');
      parts.push(text);
    }
  }
  return parts.join('\n');
}

import PDFDocument from 'pdfkit';
import { formatCents } from '../../../shared/money';

/**
 * Builds an A4 PDF in memory with pdfkit's standard fonts (no font files to ship, text stays extractable).
 * `draw` lays out the pages; the promise resolves with the finished file.
 */
export function renderPdf(
  draw: (doc: PDFKit.PDFDocument) => void | Promise<void>,
  info: {
    title: string;
    layout?: 'portrait' | 'landscape';
    /** Keeps every page open until the end, so `draw` can go back to them (page numbers). */
    isPaged?: boolean;
  },
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: info.layout ?? 'portrait',
      margin: 48,
      compress: true,
      bufferPages: info.isPaged ?? false,
      info: { Title: info.title, Author: 'Masakhane', Creator: 'Masakhane' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    Promise.resolve()
      .then(() => draw(doc))
      .then(() => doc.end(), reject);
  });
}

/** Amounts on paper as on screen (en-ZA: "R 1 234,56"), with plain spaces the standard fonts can draw. */
export function formatPdfMoney(cents: number): string {
  return formatCents(cents).replace(/[\u00a0\u202f]/g, ' ');
}

import QRCode from 'qrcode';
import {
  getReceiptVerifyPath,
  RECEIPT_CATEGORY_LABELS,
  RECEIPT_STATUS_LABELS,
  type TReceipt,
} from '../../../shared/contracts/receipts';
import { runCpuTask, toBuffer } from '../../platform/cpu/cpu-pool';
import { formatPdfMoney, renderPdf } from '../../platform/pdf/render-pdf';

export type TReceiptIssuer = { name: string; email: string | null; phone: string | null };

const INK = '#111827';
const MUTED = '#6b7280';
const LINE = '#d1d5db';
const VOID_RED = '#b91c1c';

const LONG_DATE = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '20 November 2026'. */
export function formatLongDate(iso: string): string {
  return LONG_DATE.format(new Date(`${iso}T00:00:00Z`));
}

/** Draws the QR code as vector squares: crisp at any zoom and a few hundred bytes. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor('#000000');
  // One rectangle per run of dark modules in a row: a third of the drawing operators of one per module.
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
    }
  }
  doc.fill().restore();
}

function drawField(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
) {
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label.toUpperCase(), x, y, { width });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(value, x, y + 13, { width });
}

/** The absolute address printed under the QR code. */
export function getReceiptVerifyUrl(
  baseUrl: string,
  receipt: Pick<TReceipt, 'receiptNumber' | 'verificationCode'>,
) {
  return `${baseUrl}${getReceiptVerifyPath(receipt.receiptNumber, receipt.verificationCode)}`;
}

/**
 * One receipt on an A4 page: the organization and its contact, number, member, amount in rand, date,
 * category, description, journal reference, status (VOID across the page when voided) and the
 * verification code with a QR code of the verify link. Text stays extractable.
 */
export function drawReceiptPdf(receipt: TReceipt, issuer: TReceiptIssuer, baseUrl: string): Promise<Buffer> {
  const verifyUrl = getReceiptVerifyUrl(baseUrl, receipt);
  return renderPdf(
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      const isVoid = receipt.status === 'void';

      doc
        .font('Helvetica-Bold')
        .fontSize(20)
        .fillColor(INK)
        .text(issuer.name, left, 56, { width: width - 140 });
      const contact = [issuer.email, issuer.phone].filter(Boolean).join('  |  ');
      if (contact)
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(MUTED)
          .text(contact, { width: width - 140 });
      doc
        .font('Helvetica-Bold')
        .fontSize(24)
        .fillColor(isVoid ? VOID_RED : INK)
        .text(isVoid ? 'VOID' : 'RECEIPT', left, 56, { width, align: 'right' });
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(MUTED)
        .text(receipt.receiptNumber, left, 86, { width, align: 'right' });

      const top = 140;
      doc
        .moveTo(left, top)
        .lineTo(left + width, top)
        .strokeColor(LINE)
        .lineWidth(1)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(MUTED)
        .text('Amount received', left, top + 18);
      doc
        .font('Helvetica-Bold')
        .fontSize(30)
        .fillColor(isVoid ? VOID_RED : INK)
        .text(formatPdfMoney(receipt.amountCents), left, top + 32, { width });
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text('South African rand (ZAR)', left, top + 66);

      const half = (width - 24) / 2;
      const right = left + half + 24;
      const rows: [string, string, string, string][] = [
        ['Receipt number', receipt.receiptNumber, 'Date', formatLongDate(receipt.receiptDate)],
        [
          'Received from',
          receipt.memberName ?? 'Member',
          'Category',
          receipt.category ? RECEIPT_CATEGORY_LABELS[receipt.category] : 'Other',
        ],
        [
          'Status',
          RECEIPT_STATUS_LABELS[receipt.status],
          'Journal reference',
          receipt.journalEntryId ? receipt.journalEntryId.slice(0, 8).toUpperCase() : 'Awaiting confirmation',
        ],
      ];
      let y = top + 96;
      for (const [labelA, valueA, labelB, valueB] of rows) {
        drawField(doc, labelA, valueA, left, y, half);
        drawField(doc, labelB, valueB, right, y, half);
        y += 46;
      }
      drawField(doc, 'Description', receipt.description ?? '-', left, y, width);
      y = Math.max(doc.y, y + 30) + 20;
      if (isVoid) {
        doc
          .font('Helvetica-Bold')
          .fontSize(11)
          .fillColor(VOID_RED)
          .text(
            `This receipt is void: ${(receipt.voidReason ?? 'The payment did not go through').toLowerCase()}.`,
            left,
            y,
            {
              width,
            },
          );
        y = doc.y + 16;
      }

      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .strokeColor(LINE)
        .stroke();
      const qrSize = 104;
      drawQrCode(doc, verifyUrl, left, y + 18, qrSize);
      const textX = left + qrSize + 20;
      const textWidth = width - qrSize - 20;
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text('VERIFICATION CODE', textX, y + 22, { width: textWidth });
      doc
        .font('Courier-Bold')
        .fontSize(16)
        .fillColor(INK)
        .text(receipt.verificationCode, textX, y + 36);
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text('Anyone can check this receipt by scanning the code or opening:', textX, y + 62, {
          width: textWidth,
        })
        .fillColor(INK)
        .text(verifyUrl, { width: textWidth, link: verifyUrl });

      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(
          `Issued from the master book of ${issuer.name} with Masakhane. Amounts in South African rand (ZAR).`,
          left,
          doc.page.height - doc.page.margins.bottom - 20,
          { width, align: 'center', lineBreak: false },
        );
    },
    { title: `Receipt ${receipt.receiptNumber}` },
  );
}

/** The receipt's PDF, drawn on a worker thread (drawReceiptPdf there). */
export async function renderReceiptPdf(
  receipt: TReceipt,
  issuer: TReceiptIssuer,
  baseUrl: string,
): Promise<Buffer> {
  return toBuffer(await runCpuTask<Uint8Array>('drawReceiptPdf', [receipt, issuer, baseUrl]));
}

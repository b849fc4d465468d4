import { formatLongDate } from '../../../shared/book-months';
import type { TDeathCause } from '../../../shared/burial/cover-status';
import { RELATIONSHIP_LABELS, STATUS_LABELS } from '../../../shared/burial/cover-text';
import type { TMyCover, TPersonCover } from '../../../shared/contracts/burial';
import { formatPdfMoney, renderPdf } from '../../platform/pdf/render-pdf';

type TDoc = PDFKit.PDFDocument;

const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const BAND = '#f3f4f6';

export type TCertificateInput = {
  organizationName: string;
  memberName: string;
  certificateNumber: string;
  cover: TMyCover & { policy: NonNullable<TMyCover['policy']> };
};

/** The day convention of ADR 27, printed on every certificate so it reads the same as the engine decides. */
export const DAY_CONVENTION =
  'How waits are counted: a wait of N months from a date ends on the same day N months later (the last day of ' +
  'that month when it is shorter), and cover starts that day. Joined on 15 January with a 6-month wait, cover ' +
  'starts on 15 July.';

const CAUSES: { cause: TDeathCause; label: string }[] = [
  { cause: 'natural', label: 'Natural death' },
  { cause: 'accidental', label: 'Accidental death' },
  { cause: 'suicide', label: 'Suicide' },
];

/** "Covered", "Lapsed since 1 July 2026", "Reinstated on ...": the status with its date. */
export function getStatusText(person: Pick<TPersonCover, 'status' | 'since' | 'reason'>): string {
  const label = STATUS_LABELS[person.status];
  if (!person.since) return label;
  if (person.status === 'reinstated') return `${label} on ${formatLongDate(person.since)}`;
  if (person.status === 'lapsed' && person.reason === 'aged_out')
    return `Aged out on ${formatLongDate(person.since)}`;
  return `${label} since ${formatLongDate(person.since)}`;
}

/** "Natural death from 15 July 2026 · Accidental death from 15 January 2026 · Suicide ...". */
export function getCoveredFromText(person: Pick<TPersonCover, 'status' | 'coveredFrom'>): string {
  if (person.status === 'lapsed' || person.status === 'deceased') return 'Not covered on this date';
  return CAUSES.map(({ cause, label }) => {
    const from = person.coveredFrom[cause];
    return from ? `${label} from ${formatLongDate(from)}` : `${label} once the required premiums are paid`;
  }).join(' · ');
}

const COLUMNS = [
  { label: 'Person', width: 0.27 },
  { label: 'Document', width: 0.11 },
  { label: 'Date of birth', width: 0.14 },
  { label: 'Cover', width: 0.14, isNumber: true },
  { label: 'Status', width: 0.23 },
  { label: 'Months owed', width: 0.11, isNumber: true },
];

function drawCells(doc: TDoc, cells: string[], top: number, options: { isBold: boolean }) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let x = left;
  cells.forEach((text, index) => {
    const column = COLUMNS[index];
    const cellWidth = (column?.width ?? 0.1) * width;
    doc
      .fillColor(INK)
      .font(options.isBold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .text(text, x + 3, top + 4, {
        width: cellWidth - 6,
        align: column?.isNumber ? 'right' : 'left',
      });
    x += cellWidth;
  });
}

function drawPerson(doc: TDoc, person: TPersonCover) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  if (doc.y + 52 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  drawCells(
    doc,
    [
      `${person.fullName}\n${RELATIONSHIP_LABELS[person.relationship]}`,
      person.documentEnding ? `ending ${person.documentEnding}` : 'None',
      person.dateOfBirth ? formatLongDate(person.dateOfBirth) : 'Not given',
      formatPdfMoney(person.coverCents),
      getStatusText(person),
      String(person.monthsOwed),
    ],
    top,
    { isBold: false },
  );
  const afterCells = Math.max(top + 30, doc.y + 2);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(7.5)
    .text(`Covered from: ${getCoveredFromText(person)}`, left + 3, afterCells, { width: width - 6 });
  const bottom = doc.y + 5;
  doc
    .lineWidth(0.4)
    .strokeColor(RULE)
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .stroke();
  doc.x = left;
  doc.y = bottom;
}

/**
 * A member's cover certificate on A4: the society, the member, the plan and version, the date it speaks
 * for, one row per person (relationship, document ending, date of birth, cover amount, status with its
 * date, months owed, the day each cause is covered from), the day convention and the certificate number.
 */
export function renderCoverCertificatePdf(input: TCertificateInput): Promise<Buffer> {
  const { cover } = input;
  return renderPdf(
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(input.organizationName);
      doc.moveDown(0.2).fillColor(INK).font('Helvetica-Bold').fontSize(20).text('Cover certificate');
      doc
        .moveDown(0.2)
        .font('Helvetica')
        .fontSize(10)
        .fillColor(MUTED)
        .text(`Certificate ${input.certificateNumber}`);
      doc.moveDown(0.8);
      const facts: [string, string][] = [
        ['Policy holder', input.memberName],
        ['Plan', `${cover.policy.planName} (version ${cover.policy.planVersion})`],
        ['On the plan since', formatLongDate(cover.policy.joinedOn)],
        ['Monthly premium', formatPdfMoney(cover.policy.monthlyPremiumCents)],
        ['Cover as on', formatLongDate(cover.asOf)],
      ];
      for (const [label, value] of facts) {
        const y = doc.y;
        doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(label, left, y, { width: 130 });
        doc
          .fillColor(INK)
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(value, left + 130, y, { width: width - 130 });
        doc.moveDown(0.3);
      }
      doc.moveDown(0.8);
      const headerTop = doc.y;
      doc.rect(left, headerTop, width, 26).fill(BAND);
      drawCells(
        doc,
        COLUMNS.map((column) => column.label),
        headerTop,
        { isBold: true },
      );
      doc.x = left;
      doc.y = headerTop + 28;
      for (const person of cover.people) drawPerson(doc, person);
      doc.moveDown(1);
      doc.fillColor(INK).font('Helvetica').fontSize(8.5).text(DAY_CONVENTION, left, doc.y, { width });
      doc
        .moveDown(0.5)
        .fillColor(MUTED)
        .text(
          'A policy in arrears still covers; a lapsed policy does not. Cover on this certificate is as on the date above, ' +
            'from the premiums paid by that day. The society can confirm this certificate by its number.',
          { width },
        );
    },
    { title: `Cover certificate ${input.certificateNumber}` },
  );
}

import type { TReportContent, TReportTable } from '../../../shared/contracts/reports';
import { formatDate } from '../../../shared/format';
import { formatReportCell, formatReportMonth, formatSastDateTime } from '../../../shared/reports';
import { runCpuTask, toBuffer } from '../cpu/cpu-pool';
import { formatPdfMoney, renderPdf } from './render-pdf';

type TDoc = PDFKit.PDFDocument;

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const BAND = '#f3f4f6';
const INFLOW = '#15803d';
const OUTFLOW = '#b91c1c';

/** Cells as on screen, with plain spaces the standard PDF fonts can draw. */
function cellText(
  kind: Parameters<typeof formatReportCell>[0],
  value: Parameters<typeof formatReportCell>[1],
) {
  if (kind === 'money' && typeof value === 'number') return formatPdfMoney(value);
  return formatReportCell(kind, value)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace('—', '-');
}

const contentWidth = (doc: TDoc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomLimit = (doc: TDoc) => doc.page.height - doc.page.margins.bottom;

function ensureSpace(doc: TDoc, height: number): boolean {
  if (doc.y + height <= bottomLimit(doc)) return false;
  doc.addPage();
  return true;
}

function drawHeading(doc: TDoc, content: TReportContent) {
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(content.organizationName);
  doc.moveDown(0.2).fillColor(INK).font('Helvetica-Bold').fontSize(18).text(content.title);
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `Period ${formatDate(content.startDate)} to ${formatDate(content.endDate)} · generated ${formatSastDateTime(content.generatedAt)} (SAST)`,
    );
  doc.moveDown(1);
}

function drawFigures(doc: TDoc, content: TReportContent) {
  const perRow = 3;
  const gap = 8;
  const width = (contentWidth(doc) - gap * (perRow - 1)) / perRow;
  const height = 44;
  const left = doc.page.margins.left;
  content.figures.forEach((item, index) => {
    const column = index % perRow;
    if (column === 0) ensureSpace(doc, height + gap);
    const top = doc.y;
    const x = left + column * (width + gap);
    doc.roundedRect(x, top, width, height, 4).fillAndStroke(BAND, RULE);
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(item.label, x + 8, top + 8, { width: width - 16, lineBreak: false, ellipsis: true });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(cellText(item.kind, item.value), x + 8, top + 22, { width: width - 16, lineBreak: false });
    const isRowEnd = column === perRow - 1 || index === content.figures.length - 1;
    doc.x = left;
    doc.y = isRowEnd ? top + height + gap : top;
  });
  doc.moveDown(0.8);
}

/** Money in (green) against money out (red) per month, as bars on a zero line: vector shapes only. */
function drawChart(doc: TDoc, chart: NonNullable<TReportContent['chart']>) {
  const height = 150;
  ensureSpace(doc, height + 40);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text('Money in and out per month', left, doc.y);
  const top = doc.y + 6;
  const plotTop = top + 10;
  const plotHeight = height - 40;
  const axisY = plotTop + plotHeight;
  const peak = Math.max(1, ...chart.map((point) => Math.max(point.inflowCents, point.outflowCents)));
  const slot = width / Math.max(chart.length, 1);
  const barWidth = Math.min(18, slot / 3);
  doc
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(left, axisY)
    .lineTo(left + width, axisY)
    .stroke();
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(7)
    .text(formatPdfMoney(peak), left, plotTop - 9, { lineBreak: false });
  doc
    .strokeColor(BAND)
    .moveTo(left, plotTop)
    .lineTo(left + width, plotTop)
    .stroke();
  chart.forEach((point, index) => {
    const center = left + slot * index + slot / 2;
    const inflowHeight = (point.inflowCents / peak) * plotHeight;
    const outflowHeight = (point.outflowCents / peak) * plotHeight;
    doc.rect(center - barWidth - 1, axisY - inflowHeight, barWidth, inflowHeight).fill(INFLOW);
    doc.rect(center + 1, axisY - outflowHeight, barWidth, outflowHeight).fill(OUTFLOW);
    if (chart.length <= 14 || index % Math.ceil(chart.length / 14) === 0) {
      doc
        .fillColor(MUTED)
        .fontSize(7)
        .text(formatReportMonth(point.month), center - slot / 2, axisY + 4, {
          width: slot,
          align: 'center',
          lineBreak: false,
        });
    }
  });
  const legendY = axisY + 18;
  doc.rect(left, legendY, 8, 8).fill(INFLOW);
  doc
    .fillColor(INK)
    .fontSize(8)
    .text('Money in', left + 12, legendY, { lineBreak: false });
  doc.rect(left + 70, legendY, 8, 8).fill(OUTFLOW);
  doc.fillColor(INK).text('Money out', left + 82, legendY, { lineBreak: false });
  doc.x = left;
  doc.y = legendY + 22;
}

function columnWidths(doc: TDoc, table: TReportTable): number[] {
  const wide = new Set(['description', 'member', 'account', 'payee', 'reason']);
  const weights = table.columns.map((column) => {
    if (wide.has(column.key)) return column.key === 'description' ? 4 : 3;
    if (column.kind === 'date' || column.key === 'entry') return 1.3;
    return column.kind === 'text' ? 2 : 1.6;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (weight / total) * contentWidth(doc));
}

const CELL_PADDING = 3;

/** A table's type size: smaller when it has many columns, so each stays readable across the page. */
const tableFontSize = (table: TReportTable) => (table.columns.length > 6 ? 6.5 : 8);

/** The height a row needs so that every cell's text wraps inside its column instead of being cut. */
function measureRow(doc: TDoc, table: TReportTable, widths: number[], cells: string[], isBold: boolean) {
  const fontSize = tableFontSize(table);
  doc.font(isBold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
  const tallest = Math.max(
    fontSize,
    ...cells.map((text, index) =>
      doc.heightOfString(text, { width: (widths[index] ?? 40) - 2 * CELL_PADDING }),
    ),
  );
  return Math.max(table.columns.length > 6 ? 12 : 14, Math.ceil(tallest) + 2 * CELL_PADDING);
}

function drawRow(
  doc: TDoc,
  table: TReportTable,
  widths: number[],
  cells: string[],
  options: { isBold: boolean; fill?: string },
) {
  const rowHeight = measureRow(doc, table, widths, cells, options.isBold);
  const top = doc.y;
  const left = doc.page.margins.left;
  if (options.fill) doc.rect(left, top, contentWidth(doc), rowHeight).fill(options.fill);
  let x = left;
  cells.forEach((text, index) => {
    const column = table.columns[index];
    const width = widths[index] ?? 40;
    const isNumber = column?.kind === 'money' || column?.kind === 'count' || column?.kind === 'percent';
    doc
      .fillColor(INK)
      .font(options.isBold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(tableFontSize(table))
      .text(text, x + CELL_PADDING, top + CELL_PADDING, {
        width: width - 2 * CELL_PADDING,
        align: isNumber ? 'right' : 'left',
      });
    x += width;
  });
  doc
    .lineWidth(0.3)
    .strokeColor(RULE)
    .moveTo(left, top + rowHeight)
    .lineTo(left + contentWidth(doc), top + rowHeight)
    .stroke();
  doc.x = left;
  doc.y = top + rowHeight;
  return rowHeight;
}

function drawTable(doc: TDoc, table: TReportTable) {
  const widths = columnWidths(doc, table);
  const header = table.columns.map((column) => column.label);
  ensureSpace(doc, 60);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(table.title, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
  drawRow(doc, table, widths, header, { isBold: true, fill: BAND });
  if (table.rows.length === 0) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(table.emptyText, doc.page.margins.left + 3, doc.y + 4);
  }
  const rows = [
    ...table.rows.map((row) => ({ row, isTotal: false })),
    ...(table.totals ? [{ row: table.totals, isTotal: true }] : []),
  ];
  for (const { row, isTotal } of rows) {
    const cells = table.columns.map((column) => cellText(column.kind, row[column.key] ?? null));
    // A row is never split across pages: the page turns first, and the new page repeats the header.
    if (ensureSpace(doc, measureRow(doc, table, widths, cells, isTotal)))
      drawRow(doc, table, widths, header, { isBold: true, fill: BAND });
    drawRow(doc, table, widths, cells, { isBold: isTotal });
  }
  doc.moveDown(1.2);
}

/** "Page n of m" at the foot of every page, once all pages are laid out (the document buffers its pages). */
function drawPageNumbers(doc: TDoc) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Inside the bottom margin: without lifting it, pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(
        `Page ${index - start + 1} of ${count}`,
        doc.page.margins.left,
        doc.page.height - bottom / 2 - 4,
        {
          width: contentWidth(doc),
          align: 'right',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** Tables wider than this many columns are printed on landscape pages, so each column stays readable. */
const MAX_PORTRAIT_COLUMNS = 9;

/** The report as an A4 PDF: heading, headline figures, the monthly chart where there is one, tables, notes. */
export function drawReportPdf(content: TReportContent): Promise<Buffer> {
  return renderPdf(
    (doc) => {
      drawHeading(doc, content);
      drawFigures(doc, content);
      if (content.chart && content.chart.length > 0) drawChart(doc, content.chart);
      for (const table of content.tables) drawTable(doc, table);
      if (content.notes.length > 0) {
        ensureSpace(doc, 40);
        doc.fillColor(MUTED).font('Helvetica').fontSize(8);
        for (const note of content.notes)
          doc.text(note, doc.page.margins.left, doc.y, { width: contentWidth(doc) }).moveDown(0.3);
      }
      drawPageNumbers(doc);
    },
    {
      title: content.title,
      layout: content.tables.some((table) => table.columns.length > MAX_PORTRAIT_COLUMNS)
        ? 'landscape'
        : 'portrait',
      isPaged: true,
    },
  );
}

/** The report's PDF, drawn on a worker thread (drawReportPdf there). */
export async function renderReportPdf(content: TReportContent): Promise<Buffer> {
  return toBuffer(await runCpuTask<Uint8Array>('drawReportPdf', content));
}

import { describe, expect, it } from 'vitest';
import { formatPdfMoney, renderPdf } from './render-pdf';

describe('renderPdf', () => {
  it('produces a PDF file with the title in its metadata', async () => {
    const pdf = await renderPdf(
      (doc) => {
        doc.text('Receipt for R 1 234,56');
      },
      { title: 'Receipt RCP-1' },
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('Receipt RCP-1');
  });

  it('rejects when the layout throws, instead of hanging', async () => {
    await expect(
      renderPdf(
        () => {
          throw new Error('layout failed');
        },
        { title: 'x' },
      ),
    ).rejects.toThrow('layout failed');
  });
});

describe('formatPdfMoney', () => {
  it('formats en-ZA amounts with plain spaces', () => {
    expect(formatPdfMoney(123456)).toBe('R 1 234,56');
    expect(formatPdfMoney(-5000)).toMatch(/^-?R ?-?50,00$/);
  });
});

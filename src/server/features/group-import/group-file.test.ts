import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { mapSheets, readRawSheets } from './group-file';
import { planGroupFile, type TPlanContext } from './group-file-plan';
import { buildGroupFileTemplate } from './group-file-template';

const context: TPlanContext = {
  booksStartOn: '2025-01-01',
  closedThrough: null,
  today: '2026-12-01',
  members: [{ userId: 'user-thandi', name: 'Thandi Nkosi' }],
};

const csv = (text: string) => new TextEncoder().encode(text);

async function plan(bytes: Uint8Array, fileName: string) {
  return planGroupFile(mapSheets(await readRawSheets(bytes, fileName), undefined), context);
}

describe("the group's file", () => {
  it('reads the template it hands out, every sheet mapped by its headings', async () => {
    const template = await buildGroupFileTemplate();
    const sheets = mapSheets(await readRawSheets(new Uint8Array(template), 'template.xlsx'), undefined);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['members', 'savings', 'loans', 'contributions']);
    expect(Object.values(sheets[2]?.mapping ?? {})).not.toContain(null);
    const read = planGroupFile(sheets, context);
    expect(read.errors).toEqual([]);
    expect(read.newMembers.map((member) => member.fullName)).toEqual(['Thandeka Mokoena', 'Sipho Dlamini']);
    expect(read).toMatchObject({
      savingsCents: 1_000_000,
      loansLeftCents: 300_000,
      contributionsCents: 60_000,
    });
  });

  it('reads a workbook of its own headings, with Excel dates and numbers', async () => {
    const book = await writeXlsxFile([
      {
        sheet: 'Register',
        data: [
          [{ value: 'Names' }, { value: 'Cell' }],
          [{ value: 'Gogo Mahlangu' }, { value: '0721234567' }],
        ],
      },
      {
        sheet: 'Payments',
        data: [
          [{ value: 'Name' }, { value: 'Date paid' }, { value: 'Amount' }],
          [
            { value: 'Gogo Mahlangu' },
            { value: new Date(Date.UTC(2025, 1, 3)), format: 'yyyy-mm-dd' },
            { value: 250.5 },
          ],
          [{ value: 'Thandi Nkosi' }, { value: '03/02/2025' }, { value: 'R 300,00' }],
        ],
      },
    ]).toBuffer();
    const read = await plan(new Uint8Array(book), 'book.xlsx');
    expect(read.errors).toEqual([]);
    expect(read.newMembers).toEqual([{ fullName: 'Gogo Mahlangu', phone: '0721234567', email: null }]);
    expect(
      read.contributions.map(({ member, date, amountCents }) => ({ member, date, amountCents })),
    ).toEqual([
      { member: { newIndex: 0 }, date: '2025-02-03', amountCents: 25_050 },
      { member: { userId: 'user-thandi' }, date: '2025-02-03', amountCents: 30_000 },
    ]);
  });

  it('names every problem by sheet and row, in words', async () => {
    const read = await plan(
      csv(
        'Member,Date,Amount\n' +
          'Thandi Nkosi,2025-03-01,"R1 200,5O"\n' +
          'Nobody Here,2025-03-01,300\n' +
          'Thandi Nkosi,2024-12-31,300\n' +
          'Thandi Nkosi,31/02/2025,300\n',
      ),
      'contributions.csv',
    );
    expect(read.errors).toEqual([
      "contributions row 2: amount 'R1 200,5O' is not a number",
      "contributions row 3: no member called 'Nobody Here' (add them on the Members sheet)",
      'contributions row 4: 2024-12-31 is before the books start on 1 January 2025',
      "contributions row 5: date '31/02/2025' is not a date",
    ]);
  });

  it('refuses a name twice on the Members sheet, and keys the same row the same way every time', async () => {
    const members = await plan(
      csv('Full name\nThandeka Mokoena\nSipho Dlamini\nThandeka  Mokoena\n'),
      'members.csv',
    );
    expect(members.errors).toEqual(['members row 4: Thandeka Mokoena appears twice (also members row 2)']);
    const file = csv('Member,Date,Amount\nThandi Nkosi,2025-03-01,300\nThandi Nkosi,2025-03-01,300\n');
    const first = await plan(file, 'contributions.csv');
    const again = await plan(file, 'contributions.csv');
    const keys = first.contributions.map((row) => row.key);
    expect(new Set(keys).size).toBe(2);
    expect(again.contributions.map((row) => row.key)).toEqual(keys);
  });
});

import writeXlsxFile from 'write-excel-file/node';
import {
  GROUP_FIELD_LABELS,
  GROUP_SHEET_FIELDS,
  GROUP_SHEET_LABELS,
  GROUP_SHEETS,
  type TGroupSheet,
} from '../../../shared/contracts/group-import';

/** Two made-up rows per sheet, so a treasurer sees how each column is filled in. */
const EXAMPLES: Record<TGroupSheet, Record<string, string | number>[]> = {
  members: [
    { key: 'M001', fullName: 'Thandeka Mokoena', phone: '082 123 4567', email: '' },
    { key: 'M002', fullName: 'Sipho Dlamini', phone: '', email: 'sipho@example.com' },
  ],
  savings: [
    { member: 'M001', amount: 6000 },
    { member: 'Sipho Dlamini', amount: 4000 },
  ],
  loans: [
    { member: 'M002', principal: 5000, ratePercent: 10, termMonths: 10, lentOn: '2024-06-01', repaid: 2200 },
  ],
  contributions: [
    { member: 'M001', date: '2025-01-05', amount: 300, method: 'Cash', reference: 'Book p. 14' },
    { member: 'Sipho Dlamini', date: '2025-01-07', amount: 300, method: 'EFT', reference: '' },
  ],
};

const fieldsOf = (sheet: TGroupSheet): string[] => [
  ...GROUP_SHEET_FIELDS[sheet].required,
  ...GROUP_SHEET_FIELDS[sheet].optional,
];

/** The column order of a template sheet: the member's number first where the sheet has one. */
const columnsOf = (sheet: TGroupSheet) =>
  sheet === 'members' ? ['key', 'fullName', 'phone', 'email'] : fieldsOf(sheet);

/** The group's file to fill in: a sheet each for members, savings at books start, loans and contributions. */
export async function buildGroupFileTemplate(): Promise<Buffer> {
  return writeXlsxFile(
    GROUP_SHEETS.map((sheet) => {
      const columns = columnsOf(sheet);
      return {
        sheet: GROUP_SHEET_LABELS[sheet],
        stickyRowsCount: 1,
        columns: columns.map(() => ({ width: 20 })),
        data: [
          columns.map((field) => ({
            value: GROUP_FIELD_LABELS[field as keyof typeof GROUP_FIELD_LABELS],
            fontWeight: 'bold' as const,
          })),
          ...EXAMPLES[sheet].map((example) => columns.map((field) => ({ value: example[field] ?? '' }))),
        ],
      };
    }),
  ).toBuffer();
}

import type { TGroupMapping } from '../../../shared/contracts/group-import';
import { GroupFileError, mapSheets, readRawSheets } from './group-file';
import { planGroupFile, type TFilePlan, type TPlanContext } from './group-file-plan';

export type TGroupFileInput = {
  contentBase64: string;
  fileName: string;
  mapping: TGroupMapping | undefined;
  context: TPlanContext;
};

export type TGroupFileSheet = {
  name: string;
  sheet: TFilePlanSheet;
  headers: string[];
  mapping: Record<string, string | null>;
  rowCount: number;
};
type TFilePlanSheet = ReturnType<typeof mapSheets>[number]['sheet'];

export type TGroupFileOutcome =
  | { isRead: true; sheets: TGroupFileSheet[]; plan: TFilePlan }
  | { isRead: false; message: string };

/**
 * On a worker thread (cpu-worker.ts): reads the group's file and plans it against the books, so a large
 * file's rows never hold the event loop. A refusal comes back as data.
 */
export async function readGroupFile(input: TGroupFileInput): Promise<TGroupFileOutcome> {
  try {
    const bytes = Buffer.from(input.contentBase64, 'base64');
    const sheets = mapSheets(await readRawSheets(bytes, input.fileName), input.mapping);
    if (!sheets.some((sheet) => sheet.sheet)) {
      return {
        isRead: false,
        message:
          'No sheet of the file is one the app knows: name the sheets Members, Savings at books start, Loans still out and Contributions, as in the template',
      };
    }
    return {
      isRead: true,
      sheets: sheets.map(({ rows, columns: _columns, ...sheet }) => ({ ...sheet, rowCount: rows.length })),
      plan: planGroupFile(sheets, input.context),
    };
  } catch (error) {
    if (error instanceof GroupFileError) return { isRead: false, message: error.message };
    throw error;
  }
}

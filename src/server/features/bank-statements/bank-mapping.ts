import type { TBankLine, TBankStatement, TMatchProposal } from '../../../shared/contracts/bank-statements';
import { BANK_FORMATS, type TBankFormat } from '../../../shared/contracts/bank-statements';
import type { TLineRow, TStatementRow } from './bank-statements.repository';
import { isLikelyFee } from './matching';

const toFormat = (format: string): TBankFormat =>
  (BANK_FORMATS as readonly string[]).includes(format) ? (format as TBankFormat) : 'generic_csv';

export function toBankStatement(row: TStatementRow): TBankStatement {
  return {
    id: row.id,
    format: toFormat(row.format),
    fileName: row.fileName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    closingBalanceCents: row.closingBalanceCents,
    lineCount: row.lineCount,
    newLineCount: row.newLineCount,
    importedByName: row.importedByName,
    importedAt: row.importedAt.toISOString(),
  };
}

export function toBankLine(row: TLineRow, proposal: TMatchProposal | null): TBankLine {
  return {
    id: row.id,
    statementId: row.statementId,
    lineDate: row.lineDate,
    amountCents: row.amountCents,
    description: row.description,
    balanceCents: row.balanceCents,
    status: row.status,
    matchedContributionId: row.matchedContributionId,
    matchedRepaymentId: row.matchedRepaymentId,
    isLikelyFee: row.status === 'unmatched' && isLikelyFee(row),
    proposal,
  };
}

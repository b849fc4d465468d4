import type { TReportType } from '../../../shared/contracts/reports';
import { buildClaimsRegister } from './builders/claims-register';
import { buildCoverRegister } from './builders/cover-register';
import { buildFinancialSummary } from './builders/financial-summary';
import { buildLoanPortfolio } from './builders/loan-portfolio';
import { buildMemberActivity } from './builders/member-activity';
import { buildPremiumArrears } from './builders/premium-arrears';
import type { TBuildInput, TBuiltReport } from './builders/report-kit';
import { buildTransactionAudit } from './builders/transaction-audit';

/** The one builder per report type. */
export const REPORT_BUILDERS = {
  financial_summary: buildFinancialSummary,
  member_activity: buildMemberActivity,
  loan_portfolio: buildLoanPortfolio,
  audit: buildTransactionAudit,
  cover_register: buildCoverRegister,
  arrears: buildPremiumArrears,
  claims_register: buildClaimsRegister,
} satisfies Record<TReportType, (input: TBuildInput) => Promise<TBuiltReport>>;

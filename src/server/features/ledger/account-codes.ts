/** The accounts of every organization's chart (created with the organization, migrations 0001 and on). */
export type TAccountCode =
  | 'cash'
  | 'loans_receivable'
  | 'fines_receivable'
  | 'member_funds'
  | 'social_fund'
  | 'opening_equity'
  | 'interest_income'
  | 'fee_income'
  | 'fine_income'
  | 'payouts'
  | 'expenses'
  | 'loan_write_offs'
  | 'funeral_benefits';

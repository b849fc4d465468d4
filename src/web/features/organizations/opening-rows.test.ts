import { describe, expect, it } from 'vitest';
import { readOpeningRows, sumOpeningRows, type TOpeningRows } from './opening-rows';

const MEMBER = '0b6c5a3e-6a55-4c47-9a0a-5f1f5d0a4e11';

/** The worked numbers of opening-position.int.test.ts, as a treasurer types them. */
const typed = (): TOpeningRows => ({
  holdings: [
    { key: 'h1', name: 'Cash box', amount: '2 000' },
    { key: 'h2', name: 'FNB savings account', amount: 'R 15 000,00' },
    { key: 'h3', name: '', amount: '' },
  ],
  savings: [{ key: 's1', userId: MEMBER, amount: '10000' }],
  loans: [
    {
      key: 'l1',
      userId: MEMBER,
      principal: '5000',
      ratePercent: '10',
      termMonths: '10',
      lentOn: '2023-06-01',
      repaid: '2200',
    },
  ],
});

describe('the opening position as typed', () => {
  it('adds up as the books will: R 3 000 of principal still owed on R 5 000 with R 2 200 repaid', () => {
    expect(sumOpeningRows(typed())).toEqual({
      cashCents: 1_700_000,
      savingsCents: 1_000_000,
      loansCents: 300_000,
      equityCents: 1_000_000,
    });
  });

  it('reads the rows the server takes, skipping empty ones', () => {
    expect(readOpeningRows(typed())).toEqual({
      holdings: [
        { name: 'Cash box', balanceCents: 200_000 },
        { name: 'FNB savings account', balanceCents: 1_500_000 },
      ],
      savings: [{ userId: MEMBER, amountCents: 1_000_000 }],
      loans: [
        {
          userId: MEMBER,
          principalCents: 500_000,
          interestRatePercent: 10,
          termMonths: 10,
          lentOn: '2023-06-01',
          repaidCents: 220_000,
        },
      ],
    });
  });

  it('names the row of the first thing wrong', () => {
    const rows = typed();
    rows.savings.push({ key: 's2', userId: '', amount: '300' });
    expect(readOpeningRows(rows)).toBe('Savings row 2: Choose a member');
    const amounts = typed();
    amounts.holdings[1] = { key: 'h2', name: 'Bank', amount: 'R1 200,5O' };
    expect(readOpeningRows(amounts)).toBe(
      'Cash and bank row 2: Amount must be a number. Enter an amount like 250 or 250,50',
    );
  });
});

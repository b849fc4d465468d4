import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBankStatement } from '../../../shared/contracts/bank-statements';
import { callLoans, readError, readJson, type TActor } from '../../testing/fixtures/loans';
import { importStatement, postStatement, refusedImport } from '../../testing/fixtures/statement-imports';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * Finding 23 of the December probe: a statement in another currency, or with lines dated years before the
 * organization existed, imported silently; and the zero-amount lines an Absa export opens with were
 * dropped before the period was taken, so the period started a week late.
 */
let app: TTestApp;
let admin: TActor;
let orgId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    createdAt: new Date('2026-01-05T08:00:00Z'),
  });
});

afterAll(async () => {
  await app.close();
});

const upload = (fileName: string, text: string) => postStatement({ app, orgId }, admin, fileName, text);
const imported = async (fileName: string, text: string) => {
  const outcome = await importStatement({ app, orgId }, admin, fileName, text);
  if (outcome.outcome !== 'imported') throw new Error(`the file was not imported: ${outcome.message}`);
  return outcome;
};

const ofx = (currency: string) =>
  [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>',
    `<CURDEF>${currency}`,
    '<BANKTRANLIST><DTSTART>20261001<DTEND>20261031',
    '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261005<TRNAMT>250.00<FITID>usd-1<NAME>THANDI NKOSI</STMTTRN>',
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');

async function listStatements() {
  return readJson<TBankStatement[]>(await callLoans({ app, orgId }, 'GET', '/bank/statements', admin), 200);
}

describe('importing a bank statement', () => {
  it('refuses a statement of an account in another currency, saying why, and stores nothing', async () => {
    const refused = await refusedImport({ app, orgId }, admin, 'usd.ofx', ofx('USD'));
    expect(refused.message).toBe(
      "This statement is of an account in USD: the group's books are in rand (ZAR), so import the statement of its rand account",
    );
    const csv = await refusedImport(
      { app, orgId },
      admin,
      'eur.csv',
      ['Currency,EUR', 'Date,Amount,Balance,Description', '2026/10/05,250.00,1250.00,DEPOSIT'].join('\n'),
    );
    expect(csv.message).toContain('an account in EUR');
    expect(await listStatements()).toEqual([]);
    // The same file of a rand account imports.
    expect((await imported('zar.ofx', ofx('ZAR'))).addedCount).toBeGreaterThan(0);
  });

  it('takes the period from the statement, the zero-amount lines an Absa export opens with included', async () => {
    const absa = [
      'Transaction Date,Transaction Description,Debit Amount,Credit Amount,Balance',
      '01/11/2026,OPENING BALANCE,,,1000.00',
      '02/11/2026,BALANCE BROUGHT FORWARD,0.00,0.00,1000.00',
      '08/11/2026,ACB CREDIT THANDI NKOSI,,250.00,1250.00',
      '20/11/2026,ADMINISTRATION CHARGE,7.50,,1242.50',
    ].join('\n');
    const outcome = await imported('absa.csv', absa);
    expect(outcome.statement).toMatchObject({
      format: 'absa',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-20',
      lineCount: 2,
    });
    expect(outcome.warnings).toEqual([]);
  });

  it('answers a file past 5 MB with 413 and its reason, having read the upload to its end', async () => {
    const before = await listStatements();
    const tooLarge = await upload('huge.csv', 'x'.repeat(6 * 1024 * 1024));
    expect((await readError(tooLarge, 413)).message).toBe('The file is larger than 5 MB');
    expect(await listStatements()).toEqual(before);
  });

  it('imports lines dated years before the books start with a warning that names them', async () => {
    const old = [
      'Date,Amount,Balance,Description',
      '2019/03/04,250.00,1250.00,DEPOSIT THANDI',
      '2019/03/05,-7.50,1242.50,#MONTHLY ACCOUNT FEE',
      '2026/02/01,300.00,1542.50,DEPOSIT SIPHO',
    ].join('\n');
    const outcome = await imported('fnb.csv', old);
    expect(outcome.addedCount).toBe(3);
    expect(outcome.warnings).toEqual([
      "2 lines are dated more than a year before the group's books start on 5 January 2026 (the oldest 4 March 2019): check that this is the group's account and that its dates read as the bank wrote them",
    ]);
  });
});

import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TReceipt, TReceiptList, TReceiptStats } from '../../../shared/contracts/receipts';
import {
  EVERY_MEMBER,
  journalEntries,
  journalLines,
  ledgerAccounts,
  loanRepayments,
  mailOutbox,
  receiptSummaries,
  receipts,
} from '../../db/schema';
import {
  callLoans,
  createActiveLoan,
  createLoanWorld,
  readError,
  readJson,
  saveFixedTerms,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import {
  callReceipts,
  listAllReceipts,
  recordContribution,
  submitContribution,
} from '../../testing/fixtures/receipts';
import { extractPdfText } from '../../testing/pdf-text';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let world: TLoanWorld;
let smtp: SMTPServer;
const received: { to: string[]; raw: string }[] = [];
/** A receipt of `world.member` for R 1 234,56, recorded by the admin. */
let memberReceipt: TReceipt;

async function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return (smtp.server.address() as AddressInfo).port;
}

const newReceipt = (overrides: Record<string, unknown> = {}) => ({
  userId: world.member.userId,
  amountCents: 123_456,
  receiptDate: today,
  description: 'Burial cover top-up',
  category: 'contribution',
  ...overrides,
});

beforeAll(async () => {
  const port = await startSmtp();
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  world = await createLoanWorld(app);
  await saveFixedTerms(world, 10_000_000, 12.5, 12);
  memberReceipt = await readJson<TReceipt>(
    await callReceipts(world, 'POST', '', world.admin, { json: newReceipt() }),
    201,
  );
  for (let i = 1; i <= 24; i++) {
    const member = i % 3 === 0 ? world.otherMember : world.member;
    await readJson<TContribution>(await recordContribution(world, member, 10_000 + i * 100), 201);
  }
  await submitContribution(world, world.otherMember, 5_555);
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the receipts list', () => {
  it('pages 10, then 15, newest first, with an exact total', async () => {
    const first = await readJson<TReceiptList>(
      await callReceipts(world, 'GET', '?limit=10', world.admin),
      200,
    );
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(26);
    const second = await readJson<TReceiptList>(
      await callReceipts(world, 'GET', '?limit=15&offset=10', world.admin),
      200,
    );
    expect(second.items).toHaveLength(15);
    const third = await readJson<TReceiptList>(
      await callReceipts(world, 'GET', '?limit=15&offset=25', world.admin),
      200,
    );
    expect(third.items).toHaveLength(1);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(26);
    const stamps = [...first.items, ...second.items].map((item) => `${item.receiptDate}${item.createdAt}`);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('shows members their own receipts only, and admins the organization’s', async () => {
    const own = await listAllReceipts(world, world.member);
    expect(own.total).toBe(17);
    expect(own.items.every((item) => item.userId === world.member.userId)).toBe(true);
    const staff = await listAllReceipts(world, world.staff);
    expect(staff.total).toBe(26);
  });

  it('searches by number, member, description and amount', async () => {
    const byNumber = await listAllReceipts(world, world.admin, memberReceipt.receiptNumber.slice(4, 20));
    expect(byNumber.items.map((item) => item.id)).toEqual([memberReceipt.id]);
    const byMember = await listAllReceipts(world, world.admin, 'bongani');
    expect(byMember.total).toBe(9);
    expect(byMember.items.every((item) => item.memberName === 'Bongani Member')).toBe(true);
    const byDescription = await listAllReceipts(world, world.admin, 'burial cover');
    expect(byDescription.items.map((item) => item.id)).toEqual([memberReceipt.id]);
    for (const amount of ['1234.56', 'R 1 234,56']) {
      const byAmount = await listAllReceipts(world, world.admin, amount);
      expect(byAmount.items.map((item) => item.id)).toEqual([memberReceipt.id]);
    }
    // Wildcards are taken literally.
    expect((await listAllReceipts(world, world.admin, '%')).total).toBe(0);
  });

  it('has stat cards equal to sums over the rows, for admins and members', async () => {
    for (const actor of [world.admin, world.member, world.otherMember]) {
      const { items } = await listAllReceipts(world, actor);
      const stats = await readJson<TReceiptStats>(await callReceipts(world, 'GET', '/stats', actor), 200);
      const paid = items.filter((item) => item.status === 'paid' || item.status === 'approved');
      const paidCents = paid.reduce((sum, item) => sum + item.amountCents, 0);
      expect(stats).toMatchObject({
        totalCount: items.length,
        paidCount: paid.length,
        pendingCount: items.filter((item) => item.status === 'pending').length,
        paidCents,
        averageCents: Math.round(paidCents / paid.length),
      });
    }
    const own = await readJson<TReceiptStats>(
      await callReceipts(world, 'GET', '/stats', world.otherMember),
      200,
    );
    expect(own).toMatchObject({ scope: 'own', totalCount: 9, pendingCount: 1 });
  });
});

describe('another member’s receipt', () => {
  it('is not found on every route, exactly like a receipt that does not exist', async () => {
    const id = memberReceipt.id;
    const attempts = [
      () => callReceipts(world, 'GET', `/${id}`, world.otherMember),
      () => callReceipts(world, 'GET', `/${id}/pdf`, world.otherMember),
      () =>
        callReceipts(world, 'POST', `/${id}/email`, world.otherMember, {
          json: { recipientEmail: 'friend@example.test' },
        }),
    ];
    const sent = received.length;
    for (const attempt of attempts) {
      expect(await readError(await attempt(), 404)).toEqual({
        code: 'NOT_FOUND',
        message: 'Receipt not found',
      });
    }
    expect(received.length).toBe(sent);
    // An admin of another organization does not even see this organization.
    const outsider = await callReceipts(world, 'GET', `/${id}`, world.outsiderAdmin);
    expect(outsider.status).toBe(404);
  });
});

describe('New Receipt', () => {
  it('records a contribution through the master book and approves the receipt at once', async () => {
    expect(memberReceipt).toMatchObject({
      status: 'approved',
      category: 'contribution',
      amountCents: 123_456,
      description: 'Burial cover top-up',
      memberName: 'Nomsa Member',
    });
    const lines = await app.database.db
      .select({ code: ledgerAccounts.code, amountCents: journalLines.amountCents })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(eq(journalLines.entryId, memberReceipt.journalEntryId as string));
    expect(lines.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'cash', amountCents: 123_456 },
      { code: 'member_funds', amountCents: -123_456 },
    ]);
  });

  it('records a membership fee as income and a loan payment as a repayment on the member’s loan', async () => {
    const fee = await readJson<TReceipt>(
      await callReceipts(world, 'POST', '', world.admin, {
        json: newReceipt({ category: 'membership_fee', amountCents: 5_000, description: 'Joining fee' }),
      }),
      201,
    );
    const [entry] = await app.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, fee.journalEntryId as string));
    expect(entry).toMatchObject({ transactionType: 'fee', description: 'Membership fee: Joining fee' });
    const loan = await createActiveLoan(world, world.member, 40_000, 2);
    const payment = await readJson<TReceipt>(
      await callReceipts(world, 'POST', '', world.admin, {
        json: newReceipt({ category: 'loan_payment', amountCents: 10_000, loanId: loan.id }),
      }),
      201,
    );
    expect(payment).toMatchObject({ status: 'approved', category: 'loan_payment' });
    const [repayment] = await app.database.db
      .select()
      .from(loanRepayments)
      .where(and(eq(loanRepayments.loanId, loan.id), eq(loanRepayments.status, 'completed')));
    expect(repayment?.journalEntryId).toBe(payment.journalEntryId);
    const otherLoan = await createActiveLoan(world, world.otherMember, 40_000, 2);
    const wrongLoan = await callReceipts(world, 'POST', '', world.admin, {
      json: newReceipt({ category: 'loan_payment', amountCents: 1_000, loanId: otherLoan.id }),
    });
    expect((await readError(wrongLoan, 400)).message).toBe('Choose a loan of this member');
  });

  it('returns the first receipt for a retried Idempotency-Key and posts once', async () => {
    const key = `new-receipt-${Date.now()}`;
    const body = newReceipt({ category: 'other', amountCents: 7_000 });
    const responses = await Promise.all(
      [1, 2].map(() => callReceipts(world, 'POST', '', world.admin, { json: body, key })),
    );
    const ids = await Promise.all(responses.map(async (r) => (await readJson<TReceipt>(r, 201)).id));
    expect(new Set(ids).size).toBe(1);
  });

  it('uses the spec’s messages and refuses members and receipts for one’s own money', async () => {
    const noAmount = await callReceipts(world, 'POST', '', world.admin, {
      json: newReceipt({ amountCents: undefined }),
    });
    expect((await readError(noAmount, 400)).message).toBe('Amount is required');
    const noDate = await callReceipts(world, 'POST', '', world.admin, {
      json: newReceipt({ receiptDate: undefined }),
    });
    expect((await readError(noDate, 400)).message).toBe('Date is required');
    const byMember = await callReceipts(world, 'POST', '', world.member, { json: newReceipt() });
    expect(byMember.status).toBe(403);
    const own = await callReceipts(world, 'POST', '', world.admin, {
      json: newReceipt({ userId: world.admin.userId }),
    });
    expect((await readError(own, 403)).message).toBe(
      'Another admin must record this: appoint a second admin in Manage Members',
    );
    const outsider = await callReceipts(world, 'POST', '', world.admin, {
      json: newReceipt({ userId: world.outsiderAdmin.userId }),
    });
    expect((await readError(outsider, 400)).message).toBe('This member does not belong to the organization');
  });
});

describe('receipt PDFs', () => {
  it('are real, small PDFs whose text holds what the receipt says', async () => {
    const response = await callReceipts(world, 'GET', `/${memberReceipt.id}/pdf`, world.member);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`${memberReceipt.receiptNumber}.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(50_000);
    const text = extractPdfText(pdf);
    for (const expected of [
      'R 1 234,56',
      memberReceipt.receiptNumber,
      'Nomsa Member',
      'Burial cover top-up',
      'Approved',
      'Contribution',
      memberReceipt.verificationCode,
      `/verify/${memberReceipt.receiptNumber}?code=${memberReceipt.verificationCode}`,
      (memberReceipt.journalEntryId as string).slice(0, 8).toUpperCase(),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('say VOID once the payment is reversed', async () => {
    const contribution = await readJson<TContribution>(
      await recordContribution(world, world.member, 2_000),
      201,
    );
    await readJson(
      await callLoans(world, 'POST', `/contributions/${contribution.id}/reverse`, world.admin, {
        json: { reason: 'Captured twice' },
      }),
      200,
    );
    const { items } = await listAllReceipts(world, world.admin, 'R 20,00');
    const voided = items.find((item) => item.status === 'void');
    if (!voided) throw new Error('no void receipt');
    const pdf = await callReceipts(world, 'GET', `/${voided.id}/pdf`, world.admin);
    const text = extractPdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('VOID');
    expect(text).toContain('This receipt is void: the payment was reversed.');
  });

  it('come as one ZIP per period for admins', async () => {
    const response = await callReceipts(world, 'GET', `/batch?from=${today}&to=${today}`, world.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);
    expect(names.length).toBe(Number(response.headers.get('x-receipt-count')));
    expect(names.length).toBe((await listAllReceipts(world, world.admin)).total);
    expect(names).toContain(`${memberReceipt.receiptNumber}.pdf`);
    for (const name of names)
      expect(
        Buffer.from(files[name] as Uint8Array)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    expect((await callReceipts(world, 'GET', `/batch?from=${today}&to=${today}`, world.member)).status).toBe(
      403,
    );
    const empty = await callReceipts(world, 'GET', '/batch?from=2001-01-01&to=2001-01-31', world.admin);
    expect((await readError(empty, 404)).message).toBe('There are no receipts in this period');
    const backwards = await callReceipts(world, 'GET', '/batch?from=2026-02-01&to=2026-01-01', world.admin);
    expect((await readError(backwards, 400)).message).toBe('The period must end after it starts');
  });
});

describe('e-mailing a receipt', () => {
  it('delivers the PDF as an attachment to the address given', async () => {
    const response = await callReceipts(world, 'POST', `/${memberReceipt.id}/email`, world.member, {
      json: { recipientEmail: 'landlord@example.test' },
    });
    expect(await readJson(response, 200)).toEqual({ recipientEmail: 'landlord@example.test' });
    const message = received.find((mail) => mail.to.includes('landlord@example.test'));
    if (!message) throw new Error('no message reached the SMTP server');
    expect(message.raw).toContain(`Subject: Receipt ${memberReceipt.receiptNumber}`);
    expect(message.raw).toMatch(/Content-Type: application\/pdf;\s*name=/);
    const part = message.raw.slice(message.raw.indexOf('Content-Type: application/pdf'));
    const body = part.slice(part.search(/\r?\n\r?\n/)).trimStart();
    const base64 = body.slice(0, body.indexOf('--'));
    const attachment = Buffer.from((base64 ?? '').replace(/\s/g, ''), 'base64');
    expect(attachment.subarray(0, 5).toString()).toBe('%PDF-');
    expect(extractPdfText(attachment)).toContain('R 1 234,56');
    const [outbox] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'landlord@example.test'));
    expect(outbox?.status).toBe('sent');
  });

  it('asks for a valid address', async () => {
    for (const recipientEmail of ['', 'not-an-address']) {
      const response = await callReceipts(world, 'POST', `/${memberReceipt.id}/email`, world.admin, {
        json: { recipientEmail },
      });
      expect((await readError(response, 400)).message).toBe('Please enter a valid email address');
    }
  });
});

describe('the public check', () => {
  const verify = (number: string, code?: string) =>
    app.request(`/api/v1/receipts/verify/${encodeURIComponent(number)}${code ? `?code=${code}` : ''}`);

  it('shows the organization, amount, date and status only, to anyone with the code', async () => {
    const body = await readJson<Record<string, unknown>>(
      await verify(memberReceipt.receiptNumber, memberReceipt.verificationCode),
      200,
    );
    expect(Object.keys(body).sort()).toEqual([
      'amountCents',
      'currency',
      'organizationName',
      'receiptDate',
      'receiptNumber',
      'status',
    ]);
    expect(body).toMatchObject({ amountCents: 123_456, receiptDate: today, status: 'approved' });
    expect(JSON.stringify(body)).not.toContain('Nomsa');
  });

  it('shows nothing for a wrong or missing code', async () => {
    for (const code of ['WRONGCODE234', undefined]) {
      const response = await verify(memberReceipt.receiptNumber, code);
      expect((await readError(response, 404)).message).toBe('No receipt matches this number and code');
    }
  });
});

describe('the maintained figures', () => {
  it('equal a direct aggregate over the receipts after issues, confirmations, failures and reversals', async () => {
    const pending = await submitContribution(world, world.member, 3_300);
    await readJson(await callLoans(world, 'POST', `/contributions/${pending.id}/fail`, world.admin), 200);
    const rows = await app.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.organizationId, world.orgId));
    for (const userId of [undefined, world.member.userId, world.otherMember.userId]) {
      const mine = rows.filter((row) => !userId || row.userId === userId);
      const paid = mine.filter((row) => row.status === 'paid' || row.status === 'approved');
      const [summary] = await app.database.db
        .select()
        .from(receiptSummaries)
        .where(
          and(
            eq(receiptSummaries.organizationId, world.orgId),
            eq(receiptSummaries.userId, userId ?? EVERY_MEMBER),
          ),
        );
      expect(summary).toMatchObject({
        totalCount: mine.length,
        paidCount: paid.length,
        pendingCount: mine.filter((row) => row.status === 'pending').length,
        paidCents: paid.reduce((sum, row) => sum + row.amountCents, 0),
      });
    }
    expect(rows.some((row) => row.status === 'void')).toBe(true);
  });
});

describe('the e-mail rate limit', () => {
  it('stops one user after 20 e-mails in ten minutes', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const admin = await createSignedInUser(limited);
      const member = await createSignedInUser(limited);
      const orgId = await createOrganization(limited, {
        adminUserId: admin.userId,
        memberUserIds: [member.userId],
      });
      const limitedWorld = { app: limited, orgId, admin, member };
      const receipt = await readJson<TReceipt>(
        await callReceipts(limitedWorld, 'POST', '', limitedWorld.admin, {
          json: { ...newReceipt(), userId: limitedWorld.member.userId },
        }),
        201,
      );
      const send = () =>
        callReceipts(limitedWorld, 'POST', `/${receipt.id}/email`, limitedWorld.admin, {
          json: { recipientEmail: 'member@example.test' },
        });
      for (let i = 0; i < 20; i++) expect((await send()).status).toBe(200);
      expect((await readError(await send(), 429)).code).toBe('RATE_LIMITED');
      const other = await callReceipts(limitedWorld, 'POST', `/${receipt.id}/email`, limitedWorld.member, {
        json: { recipientEmail: 'member@example.test' },
      });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

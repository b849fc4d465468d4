import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TClaim, TClaimList } from '../../../shared/contracts/burial-claims';
import type { TReportDetail, TReportSummary } from '../../../shared/contracts/reports';
import { centsToRandString } from '../../../shared/money';
import { formatPdfMoney } from '../../platform/pdf/render-pdf';
import { createBurialCaller, type TActor } from '../../testing/fixtures/burial';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let coAdmin: TActor;
let members: TActor[];
let burial: ReturnType<typeof createBurialCaller>;
let orgId: string;
let claims: TClaim[];

const today = getTodayIso();
const joinedOn = addMonthsIso(today, -7);
const range = { startDate: addMonthsIso(today, -1), endDate: today };

async function lodgeFor(member: TActor, payeeName: string) {
  const cover = await burial.coverOf(orgId, member);
  const personId = cover.people[0]?.personId;
  const response = await burial.call(orgId, 'POST', '/claims', admin, {
    personId,
    diedOn: addMonthsIso(joinedOn, 6),
    cause: 'natural',
    deathNoticeNumber: `BI1663-${randomUUID().slice(0, 6)}`,
    claimantName: 'Lindiwe Dlamini',
    claimantRelationship: 'Daughter',
    claimantPhone: '082 123 4567',
    payeeKind: 'undertaker',
    payeeName,
    payeeAccount: 'FNB 62000000001',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TClaim;
}

const act = (claimId: string, action: string, actor: TActor, json?: unknown) =>
  burial.call(orgId, 'POST', `/claims/${claimId}/${action}`, actor, json);

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  coAdmin = await createSignedInUser(app, { name: 'Sizwe Admin' });
  members = [
    await createSignedInUser(app, { name: 'Nomsa Dube' }),
    await createSignedInUser(app, { name: 'Bongani Khumalo' }),
    await createSignedInUser(app, { name: 'Ayanda Zulu' }),
  ];
  burial = createBurialCaller(app);
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: members.map((member) => member.userId),
    type: 'burial_society',
  });
  const planId = await burial.createPlan(orgId, admin, buildPlanTerms());
  for (const member of members) {
    await burial.join(orgId, admin, planId, member.userId);
    await burial.backdatePolicy(orgId, member.userId, joinedOn);
    await burial.payPremium(orgId, admin, {
      userId: member.userId,
      contributionDate: joinedOn,
      amountCents: 120_000,
    });
  }
  await fundOrganization(app, orgId, 9_000_000);
  const [nomsa, bongani, ayanda] = members as [TActor, TActor, TActor];
  const paid = await lodgeFor(nomsa, 'Ubuntu Funeral Services');
  expect((await act(paid.id, 'approve', admin)).status).toBe(200);
  expect((await act(paid.id, 'pay', coAdmin)).status).toBe(200);
  const declined = await lodgeFor(bongani, 'Khumalo Undertakers');
  expect((await act(declined.id, 'decline', admin, { reason: 'Lodged twice by mistake' })).status).toBe(200);
  await lodgeFor(ayanda, 'Zulu Funerals');
  const list = (await (await burial.call(orgId, 'GET', '/claims', admin)).json()) as TClaimList;
  claims = list.claims;
}, 120_000);

afterAll(async () => {
  await app.close();
});

async function generate(reportType: string, cookie = admin.cookie, at = orgId) {
  return app.request(`/api/v1/orgs/${at}/reports`, {
    method: 'POST',
    cookie,
    json: { reportType, ...range },
  });
}

describe('the Claims Register report', () => {
  it('lists the claims lodged in the period with the same figures on screen, in the CSV and in the PDF', async () => {
    const response = await generate('claims_register');
    expect(response.status).toBe(202);
    const queued = (await response.json()) as TReportSummary;
    await app.jobs.drain();
    const detail = (await (
      await app.request(`/api/v1/orgs/${orgId}/reports/${queued.id}`, { cookie: admin.cookie })
    ).json()) as TReportDetail;
    expect(detail.status).toBe('ready');
    expect(detail.title).toBe(`Claims Register: ${range.startDate} to ${range.endDate}`);
    const content = detail.content;
    const figure = (key: string) => content?.figures.find((item) => item.key === key)?.value;
    expect(figure('lodged')).toBe(3);
    expect(figure('paid')).toBe(1);
    expect(figure('paid_cents')).toBe(2_000_000);
    expect(figure('open')).toBe(1);
    expect(figure('open_cents')).toBe(2_000_000);
    expect(figure('declined')).toBe(1);
    expect(figure('paid_in_target')).toBe(1);

    const rows = content?.tables.find((table) => table.key === 'claims')?.rows ?? [];
    expect(rows).toHaveLength(3);
    for (const claim of claims) {
      expect(rows.find((row) => row.member === claim.personName)).toMatchObject({
        lodged: claim.lodgedOn,
        holder: claim.holderName,
        died: claim.diedOn,
        amount: claim.amountCents,
        payee: `Undertaker: ${claim.payeeName}`,
        statusLabel: { paid: 'Paid', declined: 'Declined', lodged: 'Lodged' }[claim.status as string],
      });
    }
    expect(rows.find((row) => row.member === 'Bongani Khumalo')?.reason).toBe('Lodged twice by mistake');
    expect(rows.find((row) => row.member === 'Nomsa Dube')?.hours).toBe(0);

    const csv = await (
      await app.request(`/api/v1/orgs/${orgId}/reports/${queued.id}/csv`, { cookie: admin.cookie })
    ).text();
    expect(csv).toContain(`Benefits paid,${centsToRandString(2_000_000)}`);
    expect(csv).toContain(
      `Nomsa Dube,Main member,Nomsa Dube,${addMonthsIso(joinedOn, 6)},Natural death,Undertaker: Ubuntu Funeral Services,${centsToRandString(2_000_000)},Paid,0,`,
    );
    expect(csv).toContain('Declined,,Lodged twice by mistake');

    const pdf = await app.request(`/api/v1/orgs/${orgId}/reports/${queued.id}/pdf`, { cookie: admin.cookie });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const folder = mkdtempSync(join(tmpdir(), 'claims-register-'));
    try {
      const file = join(folder, 'report.pdf');
      writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Claims Register');
      expect(text).toContain('Benefits paid');
      for (const name of ['Nomsa Dube', 'Bongani Khumalo', 'Ayanda Zulu']) expect(text).toContain(name);
      expect(text).toContain(formatPdfMoney(2_000_000));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is refused to a group that is not a burial society', async () => {
    const stokvel = await createOrganization(app, { adminUserId: admin.userId, type: 'stokvel' });
    expect((await generate('claims_register', admin.cookie, stokvel)).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TMeetingDetail } from '../../../shared/contracts/meetings';
import { formatDate } from '../../../shared/format';
import { formatPdfMoney } from '../../platform/pdf/render-pdf';
import { readJson } from '../../testing/fixtures/http';
import { SHARE_RULES } from '../../testing/fixtures/meetings';
import { extractPdfText } from '../../testing/pdf-text';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TActor;
let treasurer: TActor;
let nomsa: TActor;
let outsider: TActor;
let orgId: string;
const today = getTodayIso();

const call = (path: string, actor: TActor | null, method = 'GET', json?: unknown) =>
  app.request(`/api/v1/orgs/${orgId}${path}`, {
    method,
    ...(actor ? { cookie: actor.cookie } : {}),
    ...(json === undefined ? {} : { json }),
  });

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lerato Admin' });
  treasurer = await createSignedInUser(app, { name: 'Sipho Treasurer' });
  nomsa = await createSignedInUser(app, { name: 'Nomsa Member' });
  outsider = await createSignedInUser(app, { name: 'Outside Admin' });
  await createOrganization(app, { adminUserId: outsider.userId, type: 'cooperative' });
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [treasurer.userId],
    memberUserIds: [nomsa.userId],
    type: 'cooperative',
  });
  await readJson(
    await call('/rules', admin, 'POST', { effectiveFrom: `${today.slice(0, 7)}-01`, rules: SHARE_RULES }),
    201,
  );
});

afterAll(async () => {
  await app.close();
});

describe('the printable meeting record', () => {
  it('prints a closed meeting for every member: attendance, shares, social fund, grant, fine, cash and who closed it', async () => {
    const meeting = await readJson<TMeetingDetail>(
      await call('/meetings', admin, 'POST', { meetingDate: today }),
      201,
    );
    await readJson(
      await call(`/meetings/${meeting.id}/attendance`, admin, 'PUT', {
        entries: [
          { userId: nomsa.userId, status: 'present' },
          { userId: admin.userId, status: 'present' },
          { userId: treasurer.userId, status: 'excused' },
        ],
      }),
      200,
    );
    await readJson(
      await call(`/meetings/${meeting.id}/shares`, admin, 'POST', { userId: nomsa.userId, shares: 4 }),
      201,
    );
    await readJson(
      await call(`/meetings/${meeting.id}/payments`, admin, 'POST', {
        userId: nomsa.userId,
        kind: 'social_fund',
      }),
      201,
    );
    await readJson(
      await call(`/meetings/${meeting.id}/payments`, admin, 'POST', {
        userId: nomsa.userId,
        kind: 'grant',
        amountCents: 700,
        reason: 'Hospital visit',
      }),
      201,
    );
    await readJson(
      await call(`/meetings/${meeting.id}/payments`, admin, 'POST', {
        userId: nomsa.userId,
        kind: 'fine',
        amountCents: 500,
        reason: 'Late',
      }),
      201,
    );

    const early = await call(`/meetings/${meeting.id}/record`, nomsa);
    expect(early.status).toBe(409);

    // R80 shares + R10 social fund - R7 grant + R5 fine = R88 in the books; R88 counted.
    await readJson(
      await call(`/meetings/${meeting.id}/close`, admin, 'POST', { cashCountedCents: 8_800 }),
      200,
    );

    const record = await call(`/meetings/${meeting.id}/record`, nomsa);
    expect(record.status).toBe(200);
    expect(record.headers.get('content-type')).toBe('application/pdf');
    expect(record.headers.get('content-disposition')).toBe(`attachment; filename="meeting-1-1-${today}.pdf"`);
    const text = extractPdfText(Buffer.from(await record.arrayBuffer()));
    for (const expected of [
      'Meeting 1 record (cycle 1)',
      'Nomsa Member',
      'Present',
      'Excused',
      'Hospital visit',
      formatPdfMoney(8_000),
      formatPdfMoney(1_000),
      formatPdfMoney(700),
      formatPdfMoney(500),
      formatPdfMoney(8_800),
      `Closed by Lerato Admin on ${formatDate(today)}.`,
    ]) {
      expect(text).toContain(expected);
    }

    expect((await call(`/meetings/${meeting.id}/record`, outsider)).status).toBe(404);
    expect((await call(`/meetings/${meeting.id}/record`, null)).status).toBe(401);
    expect((await call('/meetings/00000000-0000-4000-8000-000000000000/record', admin)).status).toBe(404);
  });
});

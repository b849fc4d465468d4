import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContribution, TContributionList } from '../../../shared/contracts/contributions';
import type { TLoanDetail, TLoanRepayment } from '../../../shared/contracts/loans';
import { SLIP_TOO_LARGE, SLIP_WRONG_TYPE } from '../../../shared/contracts/payment-slips';
import { contributions, paymentSlips } from '../../db/schema';
import {
  callLoans,
  createActiveLoan,
  createLoanWorld,
  readError,
  readJson,
  requestLoan,
  saveFixedTerms,
  type TActor,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { listStoredSlips, payment, postWithSlip } from '../../testing/fixtures/payment-slips';
import {
  makeJpegSlip,
  makeOversizedSlip,
  makePdfSlip,
  makePngSlip,
  makeTextFile,
  makeWebpSlip,
  SLIP_EXIF_MARKER,
} from '../../testing/fixtures/slips';
import { createTestApp, TEST_BASE_URL, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let world: TLoanWorld;

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  await saveFixedTerms(world, 10_000_000, 12.5, 12);
});

afterAll(async () => {
  await app.close();
});

const submitPath = () => `/api/v1/orgs/${world.orgId}/contributions/submit-with-slip`;
const file = (bytes: Uint8Array, name: string, type: string) => ({ bytes, name, type });
const submit = (bytes: Uint8Array, name: string, type: string, key?: string, actor: TActor = world.member) =>
  postWithSlip(app, submitPath(), actor, file(bytes, name, type), payment(), key);
const openSlip = (actor: TActor, slipId: string, orgId = world.orgId) =>
  app.request(`/api/v1/orgs/${orgId}/payment-slips/${slipId}`, { cookie: actor.cookie });

async function countRows() {
  const [c] = await app.database.db
    .select({ n: count() })
    .from(contributions)
    .where(eq(contributions.organizationId, world.orgId));
  const [s] = await app.database.db
    .select({ n: count() })
    .from(paymentSlips)
    .where(eq(paymentSlips.organizationId, world.orgId));
  return {
    contributions: Number(c?.n),
    slips: Number(s?.n),
    files: (await listStoredSlips(app, world.orgId)).length,
  };
}

async function storedBytes(slipId: string, extension: string) {
  return readFile(join(app.config.dataDir, 'files', 'slips', world.orgId, `${slipId}.${extension}`));
}

describe('submitting a contribution with its slip', () => {
  it('re-encodes a photo as WebP, at most 1600 px, with its EXIF gone', async () => {
    const jpeg = await makeJpegSlip(2400, 1800);
    expect(jpeg.includes(SLIP_EXIF_MARKER)).toBe(true);
    const contribution = await readJson<TContribution>(await submit(jpeg, 'IMG_2041.jpg', 'image/jpeg'), 201);
    expect(contribution).toMatchObject({ status: 'pending', userId: world.member.userId });
    expect(contribution.slip).toMatchObject({ contentType: 'image/webp', originalName: 'IMG_2041.jpg' });
    const stored = await storedBytes(contribution.slip?.id ?? '', 'webp');
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(SLIP_EXIF_MARKER)).toBe(false);
    expect(contribution.slip?.sizeBytes).toBe(stored.byteLength);
  });

  it('takes PNG and WebP (as WebP) and keeps a PDF byte for byte', async () => {
    const png = await readJson<TContribution>(
      await submit(await makePngSlip(), 'slip.png', 'image/png'),
      201,
    );
    expect(png.slip?.contentType).toBe('image/webp');
    const webp = await readJson<TContribution>(
      await submit(await makeWebpSlip(), 'slip.webp', 'image/webp'),
      201,
    );
    expect(webp.slip?.contentType).toBe('image/webp');
    const pdf = makePdfSlip();
    const asPdf = await readJson<TContribution>(await submit(pdf, 'statement.pdf', 'application/pdf'), 201);
    expect(asPdf.slip?.contentType).toBe('application/pdf');
    expect(Buffer.compare(await storedBytes(asPdf.slip?.id ?? '', 'pdf'), pdf)).toBe(0);
  });

  it('goes by the bytes: a PNG named .pdf is stored as an image', async () => {
    const response = await submit(await makePngSlip(), 'slip.pdf', 'application/pdf');
    const contribution = await readJson<TContribution>(response, 201);
    expect(contribution.slip?.contentType).toBe('image/webp');
  });

  it('refuses text named .jpg and stores nothing', async () => {
    const before = await countRows();
    const response = await submit(makeTextFile(), 'slip.jpg', 'image/jpeg');
    expect(await readError(response, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: SLIP_WRONG_TYPE,
    });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a JPEG header over bytes that are no image', async () => {
    const before = await countRows();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), makeTextFile()]);
    const response = await submit(fake, 'slip.jpg', 'image/jpeg');
    expect((await readError(response, 400)).message).toBe(SLIP_WRONG_TYPE);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a slip over 5 MB with 413 and stores nothing', async () => {
    const before = await countRows();
    const response = await submit(makeOversizedSlip(), 'big.pdf', 'application/pdf');
    expect(await readError(response, 413)).toMatchObject({ message: SLIP_TOO_LARGE });
    expect(await countRows()).toEqual(before);
  });

  it('checks the payment as the submit without a slip does, before storing anything', async () => {
    const before = await countRows();
    const response = await postWithSlip(
      app,
      submitPath(),
      world.member,
      file(makePdfSlip(), 'slip.pdf', 'application/pdf'),
      payment({ referenceNumber: '' }),
    );
    expect((await readError(response, 400)).message).toBe('Payment reference is required');
    expect(await countRows()).toEqual(before);
  });

  it('says what is missing from an incomplete form and stores nothing', async () => {
    const before = await countRows();
    // A string is sent as a broken multipart body: the boundary it names never comes.
    const send = (body: FormData | string) =>
      app.request(submitPath(), {
        method: 'POST',
        body,
        cookie: world.member.cookie,
        headers: {
          origin: TEST_BASE_URL,
          ...(typeof body === 'string' ? { 'content-type': 'multipart/form-data; boundary=missing' } : {}),
        },
      });
    const withoutSlip = new FormData();
    withoutSlip.set('payment', JSON.stringify(payment()));
    const withoutPayment = new FormData();
    withoutPayment.set(
      'slip',
      new File([new Uint8Array(makePdfSlip())], 'slip.pdf', { type: 'application/pdf' }),
    );
    expect((await readError(await send(withoutSlip), 400)).message).toBe('Choose the slip file');
    expect((await readError(await send(withoutPayment), 400)).message).toBe(
      'The payment details are missing',
    );
    expect((await readError(await send('not a form'), 400)).message).toBe(
      'Send the payment and its slip as a form upload',
    );
    expect(await countRows()).toEqual(before);
  });

  it('answers a retry with the first contribution and keeps one file', async () => {
    const key = randomUUID();
    const pdf = makePdfSlip();
    const first = await readJson<TContribution>(await submit(pdf, 'slip.pdf', 'application/pdf', key), 201);
    const before = await countRows();
    const again = await readJson<TContribution>(await submit(pdf, 'slip.pdf', 'application/pdf', key), 201);
    expect(again.id).toBe(first.id);
    expect(again.slip?.id).toBe(first.slip?.id);
    expect(await countRows()).toEqual(before);
  });

  it('removes the file when the submit fails after it was stored (key reused for another request)', async () => {
    const key = randomUUID();
    await readJson(await submit(makePdfSlip(), 'slip.pdf', 'application/pdf', key), 201);
    const before = await countRows();
    const other = await submit(await makePngSlip(), 'other.png', 'image/png', key);
    expect((await readError(other, 422)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countRows()).toEqual(before);
  });

  it('shows the slip in the admin list and keeps it once confirmed', async () => {
    const submitted = await readJson<TContribution>(
      await submit(makePdfSlip(), 'slip.pdf', 'application/pdf'),
      201,
    );
    const list = await readJson<TContributionList>(
      await app.request(`/api/v1/orgs/${world.orgId}/contributions?status=pending&limit=500`, {
        cookie: world.admin.cookie,
      }),
      200,
    );
    expect(list.items.find((item) => item.id === submitted.id)?.slip?.id).toBe(submitted.slip?.id);
    const confirmed = await readJson<TContribution>(
      await app.request(`/api/v1/orgs/${world.orgId}/contributions/${submitted.id}/confirm`, {
        method: 'POST',
        cookie: world.admin.cookie,
        json: {},
      }),
      200,
    );
    expect(confirmed).toMatchObject({ status: 'completed', slip: { id: submitted.slip?.id } });
  });
});

describe('who may open a slip', () => {
  let slipId = '';

  beforeAll(async () => {
    const contribution = await readJson<TContribution>(
      await submit(await makePngSlip(), 'slip.png', 'image/png'),
      201,
    );
    slipId = contribution.slip?.id ?? '';
  });

  it('the member who paid, inline, private and never cached', async () => {
    const response = await openSlip(world.member, slipId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('cache-control')).toContain('private');
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename="slip-[0-9a-f]{8}\.webp"$/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('the organization admin', async () => {
    expect((await openSlip(world.admin, slipId)).status).toBe(200);
  });

  it('not another member, nor an outsider, nor platform staff outside the group: 404 as for an unknown id', async () => {
    const unknown = await readError(await openSlip(world.member, randomUUID()), 404);
    const other = await readError(await openSlip(world.otherMember, slipId), 404);
    expect(other).toEqual(unknown);
    expect((await openSlip(world.outsiderAdmin, slipId)).status).toBe(404);
    expect((await openSlip(world.staff, slipId)).status).toBe(404);
    const anonymous = await app.request(`/api/v1/orgs/${world.orgId}/payment-slips/${slipId}`);
    expect(anonymous.status).toBe(401);
  });

  it('not through another organization the caller runs', async () => {
    const [outsiderOrg] = await app.database.db.query.userOrganizations.findMany({
      where: (table, { eq: equals }) => equals(table.userId, world.outsiderAdmin.userId),
    });
    expect((await openSlip(world.outsiderAdmin, slipId, outsiderOrg?.organizationId)).status).toBe(404);
  });
});

describe('submitting a loan repayment with its slip', () => {
  const repaymentPath = (loanId: string) =>
    `/api/v1/orgs/${world.orgId}/loans/${loanId}/repayments/submit-with-slip`;
  const repayment = { repaymentDate: today, amountCents: 10_000, referenceNumber: 'EFT-LOAN' };

  it('stores the slip with the pending repayment; the loan shows it to the admin', async () => {
    const loan = await createActiveLoan(world, world.member, 100_000, 3);
    const pdf = file(makePdfSlip(), 'repayment.pdf', 'application/pdf');
    const submitted = await readJson<TLoanRepayment>(
      await postWithSlip(app, repaymentPath(loan.id), world.member, pdf, repayment),
      201,
    );
    expect(submitted).toMatchObject({ status: 'pending', slip: { contentType: 'application/pdf' } });
    const detail = await readJson<TLoanDetail>(
      await callLoans(world, 'GET', `/loans/${loan.id}`, world.admin),
      200,
    );
    expect(detail.repayments[0]?.slip?.id).toBe(submitted.slip?.id);
    expect((await openSlip(world.admin, submitted.slip?.id ?? '')).status).toBe(200);
    expect((await openSlip(world.otherMember, submitted.slip?.id ?? '')).status).toBe(404);
  });

  it('removes the file when the repayment is refused', async () => {
    const loan = await requestLoan(world, world.member, 10_000);
    const before = await countRows();
    const response = await postWithSlip(
      app,
      repaymentPath(loan.id),
      world.member,
      file(await makePngSlip(), 'slip.png', 'image/png'),
      repayment,
    );
    expect((await readError(response, 409)).message).toMatch(/active or defaulted loan/);
    expect(await countRows()).toEqual(before);
  });
});

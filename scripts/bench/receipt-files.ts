// Receipt files on the large society (part of scripts/bench/large.ts): one receipt's PDF as a member or
// admin downloads it (p99 budget 100 ms, one request at a time, as a person asks), and the ZIP an admin
// downloads of a period holding at least 1,000 receipts (budget 10 s from request to last byte).
import pg from 'pg';
import { measureEndpoint, type TBenchResult } from './measure';

const PDF_BUDGET_P99_MS = 100;
const ZIP_BUDGET_MS = 10_000;
/** The ZIP's period is the shortest run of newest receipt days holding at least this many receipts. */
const ZIP_RECEIPTS = 1_000;

/** The shortest period ending on the newest receipt day that holds at least `receipts` receipts. */
async function findPeriodHolding(databaseUrl: string, organizationId: string, receipts: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ from: string; to: string; count: string }>(
      `WITH days AS (
         SELECT receipt_date, count(*) AS n FROM receipts WHERE organization_id = $1 GROUP BY receipt_date),
       running AS (
         SELECT receipt_date, sum(n) OVER (ORDER BY receipt_date DESC) AS total FROM days)
       SELECT receipt_date::text AS from, (SELECT max(receipt_date) FROM days)::text AS to, total::text AS count
         FROM running WHERE total >= $2 ORDER BY receipt_date DESC LIMIT 1`,
      [organizationId, receipts],
    );
    const row = result.rows[0];
    if (!row?.from || !row.count) throw new Error(`the organization holds fewer than ${receipts} receipts`);
    return { from: row.from, to: row.to, count: Number(row.count) };
  } finally {
    await client.end();
  }
}

/** Downloads the period's ZIP to the last byte; the time it took in ms and the receipts it held. */
async function timeZipDownload(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`receipt ZIP: HTTP ${response.status}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  const ms = Math.round(performance.now() - started);
  return { ms, bytes, receipts: Number(response.headers.get('x-receipt-count')) };
}

export async function measureReceiptFiles(input: {
  baseUrl: string;
  cookie: string;
  organizationId: string;
  databaseUrl: string;
  seconds: number;
}): Promise<TBenchResult[]> {
  const receiptsUrl = `${input.baseUrl}/api/v1/orgs/${input.organizationId}/receipts`;
  const page = (await (
    await fetch(`${receiptsUrl}?limit=1`, { headers: { cookie: input.cookie } })
  ).json()) as {
    items: { id: string }[];
  };
  const receiptId = page.items[0]?.id;
  if (!receiptId) throw new Error('the large society has no receipts');
  const pdf = await measureEndpoint({
    name: 'GET receipt PDF (one at a time)',
    url: `${receiptsUrl}/${receiptId}/pdf`,
    cookie: input.cookie,
    connections: 1,
    seconds: input.seconds,
    budgetP99Ms: PDF_BUDGET_P99_MS,
  });

  const period = await findPeriodHolding(input.databaseUrl, input.organizationId, ZIP_RECEIPTS);
  const zipUrl = `${receiptsUrl}/batch?from=${period.from}&to=${period.to}`;
  const zip = await timeZipDownload(zipUrl, input.cookie);
  if (zip.receipts !== period.count) {
    throw new Error(`receipt ZIP held ${zip.receipts} receipts, the period ${period.count}`);
  }
  console.log(
    `Receipt ZIP ${period.from} to ${period.to}: ${zip.receipts} PDFs, ${Math.round(zip.bytes / 1024)} kB in ${zip.ms} ms`,
  );
  return [
    pdf,
    {
      name: `GET receipts ZIP (${zip.receipts} PDFs)`,
      requests: 1,
      p50: zip.ms,
      p99: zip.ms,
      rps: 0,
      non2xx: 0,
      budgetP99Ms: ZIP_BUDGET_MS,
    },
  ];
}

import DataLoader from 'dataloader';
import type { TDb } from '../db/client';
import { perDatabase } from '../db/per-database';
import { getRequestStatements } from './request-statements';

/** What one request asks for: its session token and the organization its path names, if any. */
export type TSessionRequest = { token: string; organizationId: string | null };

type TSessionRows = Awaited<ReturnType<ReturnType<typeof getRequestStatements>['sessions']['execute']>>;
export type TSessionRow = TSessionRows[number];

/** The most requests one query reads; more wait for the next. */
const MAX_REQUESTS_PER_READ = 200;

const requestKey = (request: TSessionRequest) => `${request.token}\n${request.organizationId ?? ''}`;

/**
 * Reads the sessions of the requests that arrived in one turn of the event loop in one query: under load a
 * server reads many requests per turn, and each round trip to PostgreSQL costs both processes a wake-up. Each
 * request still has its session read after it arrived (a signed-out session stops working at once); two
 * requests asking the same are answered by one read.
 */
function createSessionReader(db: TDb) {
  const statement = getRequestStatements(db).sessions;
  return new DataLoader<TSessionRequest, TSessionRow[]>(
    async (requests) => {
      const distinct = new Map<string, TSessionRequest>();
      for (const request of requests) distinct.set(requestKey(request), request);
      const requested = [...distinct.values()].map(({ token, organizationId }) => ({
        token,
        organization_id: organizationId,
      }));
      const rows = await statement.execute({ requests: JSON.stringify(requested) });
      const byKey = new Map<string, TSessionRow[]>();
      for (const row of rows) {
        const key = requestKey({ token: row.requestToken, organizationId: row.requestOrganizationId });
        const list = byKey.get(key);
        if (list) list.push(row);
        else byKey.set(key, [row]);
      }
      return requests.map((request) => byKey.get(requestKey(request)) ?? []);
    },
    {
      cache: false,
      maxBatchSize: MAX_REQUESTS_PER_READ,
      // After every request read in this turn has asked (Node reads the sockets, then runs immediates).
      batchScheduleFn: (read) => setImmediate(read),
    },
  );
}

const sessionReader = perDatabase(createSessionReader);

/** The rows (one per platform role) of the request's live session, read together with the turn's others. */
export function readSessionRows(db: TDb, request: TSessionRequest): Promise<TSessionRow[]> {
  return sessionReader(db).load(request);
}

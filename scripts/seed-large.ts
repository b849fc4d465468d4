// `npm run seed:large`: a large society on the PostgreSQL server in DATABASE_URL (the embedded database is
// not meant for this size). Options: --contributions 1000000 --members 5000 --small-organizations 10000
// --loans 200000.
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { seedFeatureFlags } from '../src/server/demo/seed';
import { LARGE_ADMIN_EMAIL, seedLarge } from './large-seed/large-seed';

const { values } = parseArgs({
  options: {
    contributions: { type: 'string', default: '1000000' },
    members: { type: 'string', default: '5000' },
    'small-organizations': { type: 'string', default: '10000' },
    loans: { type: 'string', default: '200000' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'seed:large needs DATABASE_URL pointing at a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/masakhane_large)',
  );
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: url });
await database.migrate();
await seedFeatureFlags(database.db);
const started = Date.now();
const { organizationId } = await seedLarge(database.db, {
  contributions: Number(values.contributions),
  members: Number(values.members),
  smallOrganizations: Number(values['small-organizations']),
  loans: Number(values.loans),
});
console.log(
  `Large seed done in ${((Date.now() - started) / 1000).toFixed(1)} s: organization ${organizationId}, admin ${LARGE_ADMIN_EMAIL}`,
);
await database.close();

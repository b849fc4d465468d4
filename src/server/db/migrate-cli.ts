// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database. On
// PostgreSQL it is the deployment step before new instances roll out (docs/scaling.md); it holds the same
// advisory lock as a starting server, so running it beside one is safe. It needs no AUTH_SECRET.
import { openDatabase } from './client';

const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR || './data' });
await database.migrate();
console.log(`Migrations applied (${database.kind}).`);
await database.close();

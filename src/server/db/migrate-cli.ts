// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database.
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
console.log(`Migrations applied (${database.kind}).`);
await database.close();

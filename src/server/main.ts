import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-users';
import { seedDemoData } from './db/seed/seed';
import { createRuntime } from './runtime';

const config = loadConfig();
const here = dirname(fileURLToPath(import.meta.url));
const runtime = await createRuntime({ config, webDir: join(here, '..', 'web') });
const seeded = await seedDemoData(runtime.database.db);
// Seeded reports are built by the job queue like any other.
if (seeded) await runtime.resumeBackgroundWork();

const server = serve({ fetch: runtime.app.fetch, port: config.port, hostname: '0.0.0.0' }, () => {
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${join(config.dataDir, 'pglite')}`;
  const lines = [
    '',
    `Masakhane is running at ${config.baseUrl}`,
    `Database: ${where}${seeded ? ' (demo data seeded now)' : ''}`,
    '',
    `Demo sign-ins (password for all: ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((user) => `  ${user.email.padEnd(34)} ${user.description}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});

async function shutdown(signal: string) {
  runtime.logger.info('shutting down', { signal });
  server.close();
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

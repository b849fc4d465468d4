import { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { chooseDemoData } from './demo/demo-data-choice';
import { prepareDemoData } from './demo/demo-data-start';
import { createRuntime } from './runtime';

const LIMITS_WHERE = {
  memory: 'in this process (the embedded database serves one process)',
  postgres: 'shared, in PostgreSQL',
  redis: 'shared, in Redis (REDIS_URL)',
} as const;

/** A start that cannot succeed says why in one line (configuration, database, bucket, Redis) and exits 1. */
async function startOrExplain<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    process.stderr.write(
      `Masakhane did not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}

const config = await startOrExplain(() => loadConfig());
const here = dirname(fileURLToPath(import.meta.url));
const runtime = await startOrExplain(() => createRuntime({ config, webDir: join(here, '..', 'web') }));
const demoData = await prepareDemoData(runtime.database.db, chooseDemoData(config));
// Seeded reports are built by the job queue like any other.
if (demoData.isSeeded) await runtime.resumeBackgroundWork();

const server = serve({ fetch: runtime.app.fetch, port: config.port, hostname: '0.0.0.0' }, () => {
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${join(config.dataDir, 'pglite')}`;
  const lines = [
    '',
    `Masakhane is running at ${config.baseUrl}`,
    `Database: ${where}`,
    `Files: ${runtime.storage.kind === 's3' ? runtime.storage.where : `${runtime.storage.where} (this machine only)`}`,
    `Limits: ${LIMITS_WHERE[runtime.limits.kind]}`,
    ...demoData.lines,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});

// An idle keep-alive connection stays open longer than clients and proxies keep theirs: with Node's 5 s default
// a client reusing a socket just as the server closes it gets ECONNRESET instead of an answer.
if (server instanceof Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

async function shutdown(signal: string) {
  runtime.logger.info('shutting down', { signal });
  server.close();
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

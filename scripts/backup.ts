/**
 * `npm run backup [-- <file>]`: a backup of the database the server uses (same environment as the server).
 * PostgreSQL (DATABASE_URL): a pg_dump custom-format archive. Embedded PGlite (DATA_DIR): a gzipped copy of
 * its data directory; stop the server first, PGlite allows one process at a time. Stored files: beside it as
 * <file>.files.tar.gz with folder storage; with a bucket (STORAGE_URL) it says how to back the bucket up.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { backUpFiles, readBackupEnv } from './backup-files';

const config = readBackupEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(
  process.argv[2] ?? `backups/masakhane-${stamp}.${config.databaseUrl ? 'dump' : 'tar.gz'}`,
);
mkdirSync(dirname(file), { recursive: true });

if (config.databaseUrl) {
  execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', config.databaseUrl], {
    stdio: 'inherit',
  });
} else {
  const client = await PGlite.create({ dataDir: resolve(config.dataDir, 'pglite'), extensions: { pg_trgm } });
  const archive = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  await client.close();
}
process.stdout.write(`Backup written to ${file}\n${backUpFiles(file, config)}\n`);

/**
 * `npm run restore -- <file>`: puts a backup made by `npm run backup` back (same environment as the server;
 * stop the server first). PostgreSQL (DATABASE_URL): pg_restore replaces the database's objects. Embedded
 * PGlite (DATA_DIR): the current data directory is kept beside the restored one as pglite.before-restore-<time>.
 * The files archive beside the backup (<file>.files.tar.gz), when there is one, goes back into DATA_DIR/files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readBackupEnv, restoreFiles } from './backup-files';

const fileArgument = process.argv[2];
if (!fileArgument) {
  process.stderr.write('Usage: npm run restore -- <backup file>\n');
  process.exit(2);
}
const file = resolve(fileArgument);
if (!existsSync(file)) {
  process.stderr.write(`No backup file at ${file}\n`);
  process.exit(2);
}
const config = readBackupEnv();

if (config.databaseUrl) {
  execFileSync(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      config.databaseUrl,
      file,
    ],
    { stdio: 'inherit' },
  );
} else {
  mkdirSync(config.dataDir, { recursive: true });
  const dataDir = resolve(config.dataDir, 'pglite');
  if (existsSync(dataDir)) {
    const kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, kept);
    process.stdout.write(`The current database was kept at ${kept}\n`);
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: { pg_trgm },
  });
  await client.query('SELECT 1');
  await client.close();
}
process.stdout.write(`Restored ${file}\n${restoreFiles(file, config)}\n`);

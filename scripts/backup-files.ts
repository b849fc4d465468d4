/**
 * The files half of `npm run backup` and `npm run restore`. Folder storage (no STORAGE_URL): DATA_DIR/files
 * as a gzipped tarball beside the database backup, `<backup>.files.tar.gz`. A bucket (STORAGE_URL): the
 * files are not copied; the operator backs the bucket up where it lives, and the backup says so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeS3, parseStorageUrl } from '../src/server/platform/storage/s3-storage';

/** What backup and restore need of the environment: no AUTH_SECRET, which neither uses. */
export function readBackupEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './data'),
    storageUrl: env.STORAGE_URL || undefined,
  };
}

export const filesArchiveOf = (backupFile: string) =>
  `${backupFile.replace(/\.(dump|tar\.gz)$/, '')}.files.tar.gz`;

const BUCKET_ADVICE =
  'Back the bucket up where it lives: turn on object versioning or replication to a second bucket, or copy it on a schedule (e.g. `aws s3 sync s3://<bucket> <folder>`, `rclone sync`); see docs/scaling.md.';

/** Writes the files' archive beside `backupFile`, or says where the files are when a bucket holds them. */
export function backUpFiles(backupFile: string, env = readBackupEnv()): string {
  if (env.storageUrl) {
    return `Files are in ${describeS3(parseStorageUrl(env.storageUrl))} and are not in this backup. ${BUCKET_ADVICE}`;
  }
  const folder = resolve(env.dataDir, 'files');
  if (!existsSync(folder) || readdirSync(folder).length === 0) return 'No stored files to back up.';
  const archive = filesArchiveOf(backupFile);
  execFileSync('tar', ['-czf', archive, '-C', env.dataDir, 'files'], { stdio: 'inherit' });
  return `Files (${folder}) written to ${archive}`;
}

/** Puts the files' archive beside `backupFile` back, keeping the replaced folder beside it. */
export function restoreFiles(backupFile: string, env = readBackupEnv()): string {
  const archive = filesArchiveOf(backupFile);
  if (!existsSync(archive)) {
    return env.storageUrl
      ? 'Files are in the bucket (STORAGE_URL): restore them there from its own backup.'
      : `No files archive at ${archive}: stored files were left as they are.`;
  }
  if (env.storageUrl) {
    return `${archive} holds files of folder storage; with STORAGE_URL set they belong in the bucket (copy the archive's files/ there).`;
  }
  const folder = resolve(env.dataDir, 'files');
  mkdirSync(env.dataDir, { recursive: true });
  let kept = '';
  if (existsSync(folder)) {
    kept = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(folder, kept);
  }
  execFileSync('tar', ['-xzf', archive, '-C', env.dataDir], { stdio: 'inherit' });
  return `Files restored to ${folder}${kept ? ` (the replaced ones were kept at ${kept})` : ''}`;
}

import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertBucketReachable, createS3Storage, describeS3, parseStorageUrl } from './s3-storage';

export type TStoredFile = { data: Buffer; contentType: string };

/**
 * The one place files live (photos, slips, receipt and report PDFs). Keys are relative paths of lower-case
 * letters, digits, `/`, `_`, `.` and `-`, e.g. `avatars/<userId>.webp`; callers never see where bytes sit.
 */
export type TStorage = {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<TStoredFile | null>;
  remove(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;
const MAX_KEY_LENGTH = 300;
const CONTENT_TYPE_SUFFIX = '.content-type';

/** Refuses keys that could leave the storage folder or collide with the content-type sidecar files. */
export function assertStorageKey(key: string): void {
  if (
    key.length > MAX_KEY_LENGTH ||
    !KEY_PATTERN.test(key) ||
    key.includes('..') ||
    key.endsWith(CONTENT_TYPE_SUFFIX)
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * Files in a folder (DATA_DIR/files by default). A write lands whole or not at all (temporary file, then
 * rename); the content type is kept beside the file.
 */
export function createFolderStorage(root: string): TStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path;
  };
  return {
    async put(key, data, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, data);
      await writeFile(`${path}${CONTENT_TYPE_SUFFIX}`, contentType);
      await rename(temporary, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [data, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}${CONTENT_TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { data, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}${CONTENT_TYPE_SUFFIX}`, { force: true });
    },
  };
}

export type TStorageKind = 'folder' | 's3';

/**
 * The storage the configuration names: the S3-compatible bucket of STORAGE_URL, which every instance
 * shares, checked before the server starts; else the folder `files` under DATA_DIR (one machine only).
 */
export async function openStorage(options: {
  dataDir: string;
  storageUrl?: string | undefined;
}): Promise<TStorage & { kind: TStorageKind; where: string }> {
  if (options.storageUrl) {
    const settings = parseStorageUrl(options.storageUrl);
    const storage = createS3Storage(settings);
    await assertBucketReachable(settings);
    return { ...storage, kind: 's3', where: describeS3(settings) };
  }
  const root = join(options.dataDir, 'files');
  return { ...createFolderStorage(root), kind: 'folder', where: root };
}

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorageUrl } from './s3-storage';
import { createFolderStorage, type TStorage } from './storage';

let root: string;
let storage: TStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'storage-test-'));
  storage = createFolderStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('folder storage', () => {
  it('gives back what was put, with its content type', async () => {
    await storage.put('avatars/user-1.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    const file = await storage.get('avatars/user-1.webp');
    expect(file?.contentType).toBe('image/webp');
    expect([...(file?.data ?? [])]).toEqual([1, 2, 3]);
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await storage.put('reports/org/r.pdf', new Uint8Array([1]), 'application/pdf');
    await storage.put('reports/org/r.pdf', new Uint8Array([9, 9]), 'application/pdf');
    expect([...((await storage.get('reports/org/r.pdf'))?.data ?? [])]).toEqual([9, 9]);
    expect((await readdir(join(root, 'reports/org'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('answers null for a missing file and forgets a removed one', async () => {
    expect(await storage.get('avatars/nobody.webp')).toBeNull();
    await storage.put('avatars/gone.webp', new Uint8Array([1]), 'image/webp');
    await storage.remove('avatars/gone.webp');
    expect(await storage.get('avatars/gone.webp')).toBeNull();
    await expect(storage.remove('avatars/never-there.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could escape the folder or are not plain paths', async () => {
    for (const key of [
      '../secret',
      'a/../../b',
      '/etc/passwd',
      'Avatars/x',
      'a//b',
      'a/b.content-type',
      '',
    ]) {
      await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(
        'Invalid storage key',
      );
    }
  });
});

describe('parseStorageUrl', () => {
  it('reads the endpoint, bucket, prefix, region and key of an S3 address', () => {
    expect(
      parseStorageUrl('https://AKIA%2F1:s%40cret@s3.af-south-1.amazonaws.com/books/prod?region=af-south-1'),
    ).toEqual({
      endpoint: 'https://s3.af-south-1.amazonaws.com',
      bucket: 'books',
      prefix: 'prod',
      region: 'af-south-1',
      credentials: { accessKeyId: 'AKIA/1', secretAccessKey: 's@cret' },
    });
    expect(parseStorageUrl('http://127.0.0.1:9000/files')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      prefix: '',
      region: 'us-east-1',
      credentials: undefined,
    });
  });

  it('says what is wrong with a bad one', () => {
    expect(() => parseStorageUrl('files')).toThrow(/STORAGE_URL is not a URL/);
    expect(() => parseStorageUrl('s3://files')).toThrow(/must start with https:\/\//);
    expect(() => parseStorageUrl('https://s3.example.com/')).toThrow(/names no bucket/);
    expect(() => parseStorageUrl('https://key@s3.example.com/files')).toThrow(
      /both an access key and a secret/,
    );
  });
});

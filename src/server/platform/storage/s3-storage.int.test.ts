import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../testing/s3-test-server';
import { parseStorageUrl } from './s3-storage';
import { openStorage } from './storage';

let s3: Awaited<ReturnType<typeof startS3TestServer>>;

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.stop();
});

describe('the S3 storage driver (against a local S3-compatible server)', () => {
  it('puts, gets and removes files; two instances on one bucket see each other’s files', async () => {
    const onA = await openStorage({ dataDir: '/nonexistent', storageUrl: s3.storageUrl });
    const onB = await openStorage({ dataDir: '/nonexistent', storageUrl: s3.storageUrl });
    expect(onA.kind).toBe('s3');
    expect(onA.where).toBe(`bucket ${s3.bucket} at ${s3.endpoint}`);
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await onA.put('avatars/user-1.webp', bytes, 'image/webp');
    const read = await onB.get('avatars/user-1.webp');
    expect(read?.contentType).toBe('image/webp');
    expect([...(read?.data ?? [])]).toEqual([...bytes]);
    // A second put replaces the file whole.
    await onB.put('avatars/user-1.webp', new Uint8Array([9]), 'image/webp');
    expect([...((await onA.get('avatars/user-1.webp'))?.data ?? [])]).toEqual([9]);
    await onB.remove('avatars/user-1.webp');
    expect(await onA.get('avatars/user-1.webp')).toBeNull();
    // Removing what is not there is no error, as in the folder.
    await onA.remove('avatars/user-1.webp');
  });

  it('keeps files under a prefix apart, and refuses keys the folder refuses', async () => {
    const plain = await openStorage({ dataDir: '/nonexistent', storageUrl: s3.storageUrl });
    const prefixed = await openStorage({ dataDir: '/nonexistent', storageUrl: `${s3.storageUrl}/tenant-a` });
    await prefixed.put('reports/r1.pdf', new Uint8Array([1]), 'application/pdf');
    expect(await plain.get('reports/r1.pdf')).toBeNull();
    expect((await plain.get('tenant-a/reports/r1.pdf'))?.contentType).toBe('application/pdf');
    await expect(plain.put('../escape', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
  });

  it('stops the start with a clear message for a missing bucket, a wrong key and an unreachable server', async () => {
    const missing = s3.storageUrl.replace(`/${s3.bucket}`, '/no-such-bucket');
    await expect(openStorage({ dataDir: '/nonexistent', storageUrl: missing })).rejects.toThrow(
      `File storage (STORAGE_URL, bucket no-such-bucket at ${s3.endpoint}) cannot be used: the bucket does not exist`,
    );
    await expect(
      openStorage({ dataDir: '/nonexistent', storageUrl: 'http://KEY:SECRET@127.0.0.1:9/files' }),
    ).rejects.toThrow(
      /File storage \(STORAGE_URL, bucket files at http:\/\/127.0.0.1:9\) cannot be used: it did not answer/,
    );
    expect(parseStorageUrl(s3.storageUrl).credentials).toEqual({
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
});

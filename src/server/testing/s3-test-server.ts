import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) for the tests of the bucket driver and the scale-out check:
 * one bucket, files in a temporary folder, gone on `stop`. Its fixed key pair is S3RVER / S3RVER.
 */
export async function startS3TestServer(bucket = 'masakhane-files', port = 0) {
  const directory = mkdtempSync(join(tmpdir(), 'masakhane-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    /** STORAGE_URL for the app. */
    storageUrl: `http://S3RVER:S3RVER@127.0.0.1:${address.port}/${bucket}`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

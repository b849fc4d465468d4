import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type TStorage } from './storage';

export type TS3Settings = {
  /** The S3 API's address (scheme, host, port), e.g. https://s3.af-south-1.amazonaws.com. */
  endpoint: string;
  bucket: string;
  /** Put before every key, without a trailing `/`; empty for none. */
  prefix: string;
  region: string;
  /** From the URL; absent: the SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const DEFAULT_REGION = 'us-east-1';
/** How long the start-up check waits for the bucket to answer. */
const REACH_TIMEOUT_MS = 10_000;

/**
 * STORAGE_URL: `https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=...]` (`http://` for a test
 * server). The bucket is addressed by path, which every S3-compatible service (AWS, R2, MinIO, Ceph) accepts.
 */
export function parseStorageUrl(text: string): TS3Settings {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('Invalid configuration: STORAGE_URL is not a URL (https://KEY:SECRET@host/bucket)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      'Invalid configuration: STORAGE_URL must start with https:// (or http:// for a local server)',
    );
  }
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket) {
    throw new Error('Invalid configuration: STORAGE_URL names no bucket (https://KEY:SECRET@host/bucket)');
  }
  const hasKey = url.username !== '' || url.password !== '';
  if (hasKey && (url.username === '' || url.password === '')) {
    throw new Error('Invalid configuration: STORAGE_URL needs both an access key and a secret, or neither');
  }
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket: decodeURIComponent(bucket),
    prefix: rest.map(decodeURIComponent).join('/'),
    region: url.searchParams.get('region') ?? DEFAULT_REGION,
    credentials: hasKey
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}

/** Where the files are, for the start-up lines: never the secret. */
export function describeS3(settings: TS3Settings): string {
  return `bucket ${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''} at ${settings.endpoint}`;
}

function createClient(settings: TS3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where the API demands them: not every S3-compatible service takes the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files as objects in an S3-compatible bucket, shared by every instance. A put is one PutObject, which the
 * service stores whole or not at all; the content type travels with the object.
 */
export function createS3Storage(settings: TS3Settings): TStorage {
  const client = createClient(settings);
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return settings.prefix ? `${settings.prefix}/${key}` : key;
  };
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: keyOf(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.byteLength,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        const data = Buffer.from(await answer.Body.transformToByteArray());
        return { data, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
    },
  };
}

/** Throws a readable start-up error when the bucket is missing, refuses the key, or does not answer. */
export async function assertBucketReachable(settings: TS3Settings): Promise<void> {
  const client = createClient(settings);
  const where = describeS3(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(REACH_TIMEOUT_MS),
    });
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const reason =
      status === 404
        ? 'the bucket does not exist'
        : status === 403 || status === 401
          ? 'the access key may not use it'
          : `it did not answer (${error instanceof Error ? error.message || error.name : String(error)})`;
    throw new Error(`File storage (STORAGE_URL, ${where}) cannot be used: ${reason}`);
  } finally {
    client.destroy();
  }
}

import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaStoreSetting } from '../../config.ts';
import { UnavailableError } from '../../lib/unavailable-error.ts';
import { mediaKey, typeOfKey, type MediaFile, type MediaStore, type StoredFile } from './media-store.ts';

type S3Setting = Extract<MediaStoreSetting, { kind: 's3' }>;
type Sdk = typeof S3;

let sdk: Promise<Sdk> | undefined;
/** The SDK, loaded with the first S3 store rather than at start: a disk store never needs it. */
function loadSdk(): Promise<Sdk> {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
}

/** A store that does not answer is given up on within these, so that a request waits seconds, not minutes. */
const CONNECT_TIMEOUT_MS = 3000;
const SOCKET_TIMEOUT_MS = 10_000;

/**
 * Media files in an S3 bucket (Amazon S3, or an S3-compatible store at `endpoint`: MinIO, Cloudflare R2), shared by
 * every machine. An endpoint is addressed path-style (`endpoint/bucket/key`), which every compatible store takes;
 * checksums are sent and checked only where an operation requires them, since the SDK's newer default (a CRC on
 * every upload) is refused by several compatible stores. A 404 is a missing key; any other failure (no
 * connection, a time-out, a 5xx, refused credentials) is the store being unavailable.
 */
export class S3MediaStore implements MediaStore {
  private client: Promise<S3Client> | undefined;

  constructor(private readonly setting: S3Setting) {}

  get location(): string {
    return `s3://${this.setting.bucket}/${this.setting.prefix}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const { PutObjectCommand } = await loadSdk();
    const command = new PutObjectCommand({ Bucket: this.setting.bucket, Key: this.objectKey(key), Body: bytes, ContentType: typeOfKey(key) });
    await this.call((client) => client.send(command));
  }

  async get(key: string): Promise<MediaFile | undefined> {
    const { GetObjectCommand } = await loadSdk();
    const command = new GetObjectCommand({ Bucket: this.setting.bucket, Key: this.objectKey(key) });
    const answer = await this.callOrMissing((client) => client.send(command));
    if (!answer) return undefined;
    return { ...described(key, answer), body: answer.Body as Readable };
  }

  async head(key: string): Promise<StoredFile | undefined> {
    const { HeadObjectCommand } = await loadSdk();
    const command = new HeadObjectCommand({ Bucket: this.setting.bucket, Key: this.objectKey(key) });
    const answer = await this.callOrMissing((client) => client.send(command));
    return answer && described(key, answer);
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    const { ListObjectsV2Command } = await loadSdk();
    let token: string | undefined;
    do {
      const command = new ListObjectsV2Command({ Bucket: this.setting.bucket, Prefix: this.setting.prefix || undefined, ContinuationToken: token });
      const page = await this.call((client) => client.send(command));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(this.setting.prefix.length), size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private objectKey(key: string): string {
    if (mediaKey(key) !== key) throw new Error(`Not a media key: ${key}`);
    return this.setting.prefix + key;
  }

  private async connect(): Promise<S3Client> {
    const { S3Client } = await loadSdk();
    const { endpoint, region, credentials } = this.setting;
    return new S3Client({
      region,
      ...(endpoint && { endpoint, forcePathStyle: true }),
      ...(credentials && { credentials }),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: SOCKET_TIMEOUT_MS },
    });
  }

  /** One request to the store; whatever fails is the store being unavailable. */
  private async call<Output>(request: (client: S3Client) => Promise<Output>): Promise<Output> {
    this.client ??= this.connect();
    const client = await this.client;
    try {
      return await request(client);
    } catch (error) {
      throw new UnavailableError(`The media store ${this.location} did not answer`, { cause: error });
    }
  }

  /** `call`, with a 404 (no such key) as undefined. */
  private async callOrMissing<Output>(request: (client: S3Client) => Promise<Output>): Promise<Output | undefined> {
    try {
      return await this.call(request);
    } catch (error) {
      if (statusOf((error as Error).cause) === 404) return undefined;
      throw error;
    }
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

function described(key: string, answer: { ContentLength?: number | undefined; LastModified?: Date | undefined }): StoredFile {
  return { size: answer.ContentLength ?? 0, type: typeOfKey(key), modifiedAt: answer.LastModified ?? new Date(0) };
}

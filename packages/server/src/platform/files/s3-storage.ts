/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, Wasabi, …) through @aws-sdk/client-s3;
 * presigned PUT/GET addresses through @aws-sdk/s3-request-presigner. Created only when STORAGE_URL
 * or S3_* name a bucket (create-storage.ts).
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { safeStorageKey } from './safe-key.js';
import {
  contentDisposition,
  type FileStorage,
  type ObjectInfo,
  type ObjectStream,
  type PresignGetOptions,
  type PresignPutOptions,
  type PutOptions,
  type StorageBody,
} from './storage.js';

export interface S3Settings {
  bucket: string;
  /** Folder inside the bucket that holds every key (no leading or trailing slash), or ''. */
  prefix: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => number,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only when S3 demands them: the default (CRC32 on every PUT) puts a checksum of an
      // empty body into presigned PUT addresses, which the browser's real body then fails, and
      // several S3-compatible servers reject the headers altogether.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    const safe = safeStorageKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${safe}` : safe;
  }

  async put(key: string, body: StorageBody, options: PutOptions = {}): Promise<void> {
    let payload: Buffer | Uint8Array | string | Readable = body;
    let length = options.contentLength;
    // A stream of unknown length cannot be signed for a single PUT; such bodies are small (exports).
    if (body instanceof Readable && length === undefined) {
      payload = await buffer(body);
      length = payload.length;
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: payload,
        ContentType: options.contentType,
        ContentLength: length,
      }),
    );
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: Number(out.ContentLength ?? 0), contentType: out.ContentType, lastModified: out.LastModified };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async getStream(key: string, range?: { start: number; end: number }): Promise<ObjectStream | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body =
        out.Body instanceof Readable ? out.Body : Readable.fromWeb(out.Body!.transformToWebStream() as never);
      return {
        body,
        size: Number(out.ContentLength ?? 0),
        contentType: out.ContentType,
        lastModified: out.LastModified,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async presignPut(key: string, options: PresignPutOptions): Promise<string> {
    // The size limit cannot be part of a presigned PUT (it would need the exact length up front);
    // the server measures the object when it is recorded (FilesService.inspect) instead.
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }), {
      expiresIn: Math.max(1, Math.floor(options.expiresInSeconds)),
      signingDate: new Date(this.now()),
    });
  }

  async presignGet(key: string, options: PresignGetOptions): Promise<string> {
    const safe = safeStorageKey(key);
    const name = options.fileName ?? safe.slice(safe.lastIndexOf('/') + 1);
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(safe),
        ResponseContentDisposition: contentDisposition(options.disposition ?? 'attachment', name),
        ResponseContentType: options.contentType,
      }),
      {
        expiresIn: Math.max(1, Math.floor(options.expiresInSeconds)),
        signingDate: new Date(this.now()),
      },
    );
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/**
 * Where file bytes live. Two adapters: local disk under DATA_DIR/files (default, one machine) and
 * S3-compatible object storage (several stateless servers). Keys are always `safeStorageKey`
 * output; adapters check again, so a caller that forgets cannot escape the root.
 */
import type { Readable } from 'node:stream';

export type StorageBody = Buffer | Uint8Array | string | Readable;

export interface PutOptions {
  contentType?: string;
  /** Needed by S3 for streams; without it a stream is read into memory first. */
  contentLength?: number;
}

export interface ObjectInfo {
  size: number;
  /** What the store knows; the local adapter derives it from the key's extension. */
  contentType: string | undefined;
  lastModified: Date | undefined;
}

export interface ObjectStream extends ObjectInfo {
  body: Readable;
}

export type Disposition = 'inline' | 'attachment';

export interface PresignPutOptions {
  expiresInSeconds: number;
  /** Largest body the address accepts (enforced by the local adapter while receiving). */
  maxBytes: number;
}

export interface PresignGetOptions {
  expiresInSeconds: number;
  /** File name offered by Content-Disposition; the key's last segment by default. */
  fileName?: string;
  disposition?: Disposition;
  contentType?: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Bucket name the spec's `bucket` field is checked against. */
  readonly bucket: string;
  put(key: string, body: StorageBody, options?: PutOptions): Promise<void>;
  /** The object's bytes, or null when absent. `range` is inclusive, like HTTP Range. */
  getStream(key: string, range?: { start: number; end: number }): Promise<ObjectStream | null>;
  head(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removing an absent key is not an error. */
  delete(key: string): Promise<void>;
  /** An address that accepts one HTTP PUT of the file's bytes until it expires. */
  presignPut(key: string, options: PresignPutOptions): Promise<string>;
  /** An address that answers GET with the file until it expires. */
  presignGet(key: string, options: PresignGetOptions): Promise<string>;
  /**
   * Removes temporary files of writes whose process died mid-way (SIGKILL during an export) and
   * that nothing touched for `olderThanMs`; answers how many. S3 has no such files: an unfinished
   * multipart upload is removed by the bucket's lifecycle rule (AbortIncompleteMultipartUpload).
   */
  sweepAbandonedWrites?(olderThanMs: number): Promise<number>;
  close?(): Promise<void>;
}

/** `attachment; filename="surat.pdf"; filename*=UTF-8''surat.pdf` (RFC 6266, non-ASCII safe). */
export function contentDisposition(disposition: Disposition, fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

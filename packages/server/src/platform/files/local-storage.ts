/**
 * Files on local disk under one root (DATA_DIR/files by default). Writes go to root/.tmp first and
 * are renamed into place, so a reader never sees half a file. Presigned addresses are the server's
 * own signed URLs (signed-url.ts), answered by the routes in local-routes.ts.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeForKey } from './content-check.js';
import { safeStorageKey } from './safe-key.js';
import { signLocalUrl, verifyLocalSignature, type SignatureCheck, type SignedMethod } from './signed-url.js';
import type {
  FileStorage,
  ObjectInfo,
  ObjectStream,
  PresignGetOptions,
  PresignPutOptions,
  PutOptions,
  StorageBody,
} from './storage.js';

export interface LocalStorageOptions {
  root: string;
  /** HMAC key of the signed addresses. */
  signingKey: string;
  /** Prefix of the signed addresses: '' for same-origin paths (`/api/storage/local/…`), or an origin. */
  baseUrl: string;
  now: () => number;
  bucket?: string;
}

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly bucket: string;
  readonly root: string;

  constructor(private readonly options: LocalStorageOptions) {
    this.root = resolve(options.root);
    this.bucket = options.bucket ?? 'local';
  }

  /** The file's absolute path; the key is re-checked and must resolve inside the root. */
  pathOf(key: string): string {
    const full = resolve(this.root, safeStorageKey(key));
    if (!full.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  /** A fresh temporary file inside the root (same file system, so the final rename is atomic). */
  async tempPath(): Promise<string> {
    const dir = join(this.root, '.tmp');
    await mkdir(dir, { recursive: true });
    return join(dir, randomUUID());
  }

  async sweepAbandonedWrites(olderThanMs: number): Promise<number> {
    const dir = join(this.root, '.tmp');
    const names = await readdir(dir).catch(() => [] as string[]);
    const cutoff = this.options.now() - olderThanMs;
    let removed = 0;
    for (const name of names) {
      const file = join(dir, name);
      const info = await stat(file).catch(() => null);
      // A live write touches its file all the time; only one left alone this long is abandoned.
      if (info?.isFile() && info.mtimeMs < cutoff) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** Moves a finished temporary file into place under `key`, replacing what was there. */
  async commit(tempFile: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    await rename(tempFile, target);
  }

  async put(key: string, body: StorageBody, _options?: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    const temp = await this.tempPath();
    try {
      const source =
        body instanceof Readable ? body : Readable.from([typeof body === 'string' ? Buffer.from(body) : body]);
      await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return null;
      return { size: info.size, contentType: contentTypeForKey(key), lastModified: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
        return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async getStream(key: string, range?: { start: number; end: number }): Promise<ObjectStream | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : undefined);
    return { ...info, body };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private expiresAt(seconds: number): number {
    return Math.floor(this.options.now() / 1000) + Math.max(1, Math.floor(seconds));
  }

  async presignPut(key: string, options: PresignPutOptions): Promise<string> {
    return signLocalUrl({
      secret: this.options.signingKey,
      baseUrl: this.options.baseUrl,
      method: 'PUT',
      key: safeStorageKey(key),
      expires: this.expiresAt(options.expiresInSeconds),
      params: { max: String(options.maxBytes) },
    });
  }

  /** Checks a signed address of this storage: the signature over key, expiry and params, then the clock. */
  verify(
    method: SignedMethod,
    key: string,
    query: { expires?: unknown; signature?: unknown },
    params: Record<string, string>,
  ): SignatureCheck {
    return verifyLocalSignature({
      secret: this.options.signingKey,
      method,
      key,
      expires: query.expires,
      signature: query.signature,
      params,
      nowMs: this.options.now(),
    });
  }

  async presignGet(key: string, options: PresignGetOptions): Promise<string> {
    const params: Record<string, string> = { disposition: options.disposition ?? 'attachment' };
    if (options.fileName) params.name = options.fileName;
    if (options.contentType) params.type = options.contentType;
    return signLocalUrl({
      secret: this.options.signingKey,
      baseUrl: this.options.baseUrl,
      method: 'GET',
      key: safeStorageKey(key),
      expires: this.expiresAt(options.expiresInSeconds),
      params,
    });
  }
}

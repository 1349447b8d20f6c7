/**
 * What may be stored: a few document and image types, recognised by their bytes (file-type reads
 * the magic numbers, and the zip directory for xlsx/docx), never by the name or the Content-Type
 * the browser sends. The name's extension must agree with the bytes, so a renamed `.exe` is refused.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { domain } from '../domain.js';
import type { FileEventGroup } from '@portal/domain';
import { validationError } from '../errors.js';

// The CommonJS/ES module door of ../domain.ts, for the one value it does not re-export.
const { fileEventGroup } = domain;

export interface FileTypeInfo {
  mime: string;
  label: string;
  extensions: readonly string[];
  /** Opened in a browser tab (spec section 9); everything else downloads. */
  viewable: boolean;
}

export const FILE_TYPES = {
  pdf: { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'], viewable: true },
  jpeg: { mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'], viewable: true },
  png: { mime: 'image/png', label: 'PNG', extensions: ['png'], viewable: true },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'XLSX',
    extensions: ['xlsx'],
    viewable: false,
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
    extensions: ['docx'],
    viewable: false,
  },
} as const satisfies Record<string, FileTypeInfo>;

export type FileTypeName = keyof typeof FILE_TYPES;
export const ALL_FILE_TYPES = Object.keys(FILE_TYPES) as FileTypeName[];

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

export interface FilePolicy {
  maxBytes: number;
  types: readonly FileTypeName[];
}

/**
 * Per event group (spec section 3) limits below the default. Empty on purpose: the spec gives no
 * per-register rule yet; a domain that needs one (e.g. photos only) adds its group here.
 */
export const FILE_GROUP_POLICIES: Partial<Record<FileEventGroup, Partial<FilePolicy>>> = {};

export function filePolicyFor(eventId: number | null | undefined, defaultMaxBytes = DEFAULT_MAX_BYTES): FilePolicy {
  const group = eventId ? fileEventGroup(eventId) : null;
  const override = group ? FILE_GROUP_POLICIES[group] : undefined;
  return {
    maxBytes: Math.min(override?.maxBytes ?? defaultMaxBytes, defaultMaxBytes),
    types: override?.types ?? ALL_FILE_TYPES,
  };
}

export const FILE_MESSAGES = {
  invalidLocation: 'Lokasi file tidak valid',
  notFound: 'File tidak ditemukan',
  forbidden: 'Anda tidak memiliki akses ke file ini',
  empty: 'File kosong',
} as const;

const DETECTED_TO_TYPE: Record<string, FileTypeName> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  png: 'png',
  xlsx: 'xlsx',
  docx: 'docx',
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function typeForExtension(ext: string): FileTypeName | null {
  for (const name of ALL_FILE_TYPES) if ((FILE_TYPES[name].extensions as readonly string[]).includes(ext)) return name;
  return null;
}

/** The MIME type a key's extension names (allowed types only), for serving stored files. */
export function contentTypeForKey(key: string): string | undefined {
  const type = typeForExtension(fileExtension(key));
  return type ? FILE_TYPES[type].mime : undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`.replace('.', ',');
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} byte`;
}

function allowedList(types: readonly FileTypeName[]): string {
  return types.map((t) => FILE_TYPES[t].label).join(', ');
}

export function tooLargeError(maxBytes: number, field = 'file') {
  return validationError(
    { [field]: [`Ukuran file melebihi batas ${formatBytes(maxBytes)}`] },
    `Ukuran file melebihi batas ${formatBytes(maxBytes)}`,
  );
}

/** Before any byte is sent: the name must carry an allowed extension. */
export function assertAllowedName(name: string, policy: FilePolicy, field = 'path'): FileTypeName {
  const type = typeForExtension(fileExtension(name));
  if (!type || !policy.types.includes(type)) {
    const message = `Jenis file tidak diizinkan. Jenis yang diizinkan: ${allowedList(policy.types)}`;
    throw validationError({ [field]: [message] }, message);
  }
  return type;
}

/**
 * The type the bytes really are, checked against the policy and the name's extension. `head` is
 * the start of the file (64 KiB is plenty: xlsx/docx name themselves in [Content_Types].xml, the
 * zip's first entry).
 */
export async function assertAllowedContent(
  head: Uint8Array,
  name: string,
  policy: FilePolicy,
  field = 'file',
): Promise<FileTypeName> {
  const claimed = typeForExtension(fileExtension(name));
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  const type = detected ? DETECTED_TO_TYPE[detected.ext] : undefined;
  if (!type || !policy.types.includes(type)) {
    const what = detected ? detected.ext.toUpperCase() : 'tidak dikenal';
    const claim = claimed ? `, bukan ${FILE_TYPES[claimed].label}` : '';
    const message =
      head.length === 0
        ? FILE_MESSAGES.empty
        : `Jenis file tidak diizinkan: isi file terdeteksi sebagai ${what}${claim}. Jenis yang diizinkan: ${allowedList(policy.types)}`;
    throw validationError({ [field]: [message] }, message);
  }
  if (claimed !== type) {
    const message = `Isi file (${FILE_TYPES[type].label}) tidak sesuai dengan ekstensi nama file .${fileExtension(name) || '?'}`;
    throw validationError({ [field]: [message] }, message);
  }
  return type;
}

export const SNIFF_BYTES = 64 * 1024;

export interface Measured {
  size: number;
  sha256: string;
  head: Buffer;
}

/**
 * Reads a stream once: size, SHA-256 and its first bytes for sniffing. Stops with the size error
 * as soon as `maxBytes` is passed, so a huge body is never read to its end.
 */
export async function measureStream(
  stream: Readable,
  maxBytes: number,
  onChunk?: (chunk: Buffer) => Promise<void> | void,
): Promise<Measured> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  for await (const piece of stream) {
    const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLargeError(maxBytes);
    }
    hash.update(chunk);
    if (headBytes < SNIFF_BYTES) {
      head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
      headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
    }
    if (onChunk) await onChunk(chunk);
  }
  return { size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
}

/** A file event id of the spec's groups (section 3). */
export function isFileEventId(eventId: number): boolean {
  return fileEventGroup(eventId) !== null;
}

/**
 * Photo uploads arrive as JSON `{ pegawai_id, image }` with the image as a data URL or bare base64
 * (the server has no multipart parser, and a photo is small). The decoded bytes are sniffed here,
 * before anything is stored, so a refused file never overwrites a good photo; storeFile then checks
 * them again against the key's extension like every stored file.
 */
import { fileTypeFromBuffer } from 'file-type';
import { formatBytes, SNIFF_BYTES } from '../../platform/files/content-check.js';
import { validationError } from '../../platform/errors.js';
import { CV_PHOTO_MAX_BYTES } from './cv-sublists.js';

export type PhotoKind = 'photo' | 'photo_cv';
type ImageType = 'jpeg' | 'png';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Base64 grows bytes by 4/3; the body limit of the photo routes follows from the photo limit. */
export const PHOTO_BODY_LIMIT = Math.ceil((CV_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

function imageError(message: string) {
  return validationError({ image: [message] }, message);
}

export async function decodeImage(image: string): Promise<{ bytes: Buffer; type: ImageType }> {
  const base64 = image.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw imageError('Gambar harus berupa data base64 (JPEG atau PNG)');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > CV_PHOTO_MAX_BYTES)
    throw imageError(`Ukuran file melebihi batas ${formatBytes(CV_PHOTO_MAX_BYTES)}`);
  const detected = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  if (detected?.ext === 'jpg') return { bytes, type: 'jpeg' };
  if (detected?.ext === 'png') return { bytes, type: 'png' };
  throw imageError(
    `Jenis file tidak diizinkan: isi file terdeteksi sebagai ${detected ? detected.ext.toUpperCase() : 'tidak dikenal'}. Jenis yang diizinkan: JPEG, PNG`,
  );
}

/** Spec: photo at photos/{id}.jpeg; the CV photo beside it under photos/cv/; PNGs keep their extension. */
export function photoKey(kind: PhotoKind, pegawaiId: number, type: ImageType): string {
  const ext = type === 'png' ? 'png' : 'jpeg';
  return kind === 'photo' ? `photos/${pegawaiId}.${ext}` : `photos/cv/${pegawaiId}.${ext}`;
}

/**
 * Reading a chosen file in the browser: the photo checks (JPEG/PNG, at most CV_PHOTO_MAX_BYTES) and the
 * file as a data URL (photos are sent as one; decree files as its base64 part).
 */
import { CV_PHOTO_MAX_BYTES } from '@portal/domain';

export const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** Why the file cannot be a photo, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'Foto harus berupa file JPEG atau PNG';
  if (file.size > CV_PHOTO_MAX_BYTES) return 'Ukuran foto melebihi batas 2 MB';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('File tidak dapat dibaca'));
    reader.readAsDataURL(file);
  });
}

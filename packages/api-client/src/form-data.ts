/**
 * Nested objects and files go to the API as multipart with bracket notation (spec section 7):
 * { pegawai: { nama: 'A' }, files: [f1, f2] } → pegawai[nama]=A, files[0]=f1, files[1]=f2.
 * Array items are indexed so arrays of objects stay unambiguous (items[0][id], items[0][nama]).
 * null is sent as '' (clears a field), undefined is left out, booleans as 'true'/'false'.
 */
export function toFormData(value: Record<string, unknown>, form: FormData = new FormData()): FormData {
  for (const [key, item] of Object.entries(value)) appendField(form, key, item);
  return form;
}

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) form.append(key, '');
  else if (isBlob(value)) {
    const name = fileName(value);
    if (name === undefined) form.append(key, value);
    else form.append(key, value, name);
  } else if (value instanceof Date) form.append(key, value.toISOString());
  else if (Array.isArray(value)) value.forEach((item, index) => appendField(form, `${key}[${index}]`, item));
  else if (typeof value === 'object') {
    for (const [sub, item] of Object.entries(value as Record<string, unknown>))
      appendField(form, `${key}[${sub}]`, item);
  } else form.append(key, String(value));
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function fileName(blob: Blob): string | undefined {
  return typeof File !== 'undefined' && blob instanceof File ? blob.name : undefined;
}

/** Whether a body holds a File/Blob anywhere, and so must travel as multipart. */
export function containsBlob(value: unknown): boolean {
  if (isBlob(value)) return true;
  if (Array.isArray(value)) return value.some(containsBlob);
  if (typeof value === 'object' && value !== null && !(value instanceof Date))
    return Object.values(value).some(containsBlob);
  return false;
}

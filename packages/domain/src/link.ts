/**
 * The link board ("Tautan & Dokumen": spec section 2 `/message/link`, section 7 `/general/link`):
 * a title, an optional web address, a description and attached files, readable by every employee
 * (role 10 without 8). The field rules and texts live here so the server's checks and the form
 * (yup) cannot drift; the wire types are the contracts' (`@portal/contracts`, link.ts).
 */
// Who may open the board (POLICY.useLinks) and who may change any link, not only their own
// (POLICY.manageAllLinks): policies.ts.

export const LINK_LIMITS = {
  judul: 255,
  url: 2048,
  keterangan: 5000,
  /** Files recorded by one `update_files` call. */
  filesPerUpdate: 20,
} as const;

export const LINK_MESSAGES = {
  created: 'Link created',
  updated: 'Link updated',
  deleted: 'Link deleted',
  filesUpdated: 'File updated',
  fileDeleted: 'File deleted',
  notFound: 'Link tidak ditemukan',
  fileNotFound: 'File tidak ditemukan',
  forbidden: 'Hanya pembuat link atau Admin SDM yang dapat mengubah link ini',
  judulRequired: 'Kolom judul wajib diisi',
  judulMax: `Kolom judul maksimal ${LINK_LIMITS.judul} karakter`,
  urlInvalid: 'Kolom url harus berupa alamat web yang diawali http:// atau https://',
  urlMax: `Kolom url maksimal ${LINK_LIMITS.url} karakter`,
  keteranganMax: `Kolom keterangan maksimal ${LINK_LIMITS.keterangan} karakter`,
} as const;

/** `http(s)://` + an optional `user@`, a host starting with a letter, digit or `[`, then anything without spaces. */
const HTTP_URL = /^https?:\/\/(?:[^\s/?#\\@]*@)?[\p{L}\p{N}[][^\s/?#\\]*(?:[/?#]\S*)?$/iu;

/**
 * An address the board may show as a link: absolute http(s) with a host, no spaces or control
 * characters. Anything else (javascript:, data:, relative paths) is refused, because the page
 * renders it as an `href`. (A pattern, not `new URL`: this package stays free of DOM/Node globals.)
 */
export function isLinkUrl(value: string): boolean {
  if (value.length === 0 || value.length > LINK_LIMITS.url) return false;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return false;
  return HTTP_URL.test(value);
}

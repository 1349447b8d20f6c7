/**
 * Backstop for input that reached PostgreSQL and was refused there: a client error (4xx with an
 * Indonesian message), never a 500 and never the database's own text. The input guard
 * (input-guard.ts) should catch these first; this keeps a missed case from becoming a 5xx.
 */
const DATA_EXCEPTIONS: Record<string, [number, string]> = {
  '22001': [422, 'Teks terlalu panjang'],
  '22003': [422, 'Angka di luar batas yang diizinkan'],
  '22007': [422, 'Format tanggal atau waktu tidak valid'],
  '22008': [422, 'Tanggal atau waktu di luar batas'],
  '22021': [400, 'Teks berisi karakter yang tidak valid'],
  '22P02': [422, 'Format data tidak valid'],
  '22P05': [400, 'Teks berisi karakter yang tidak valid'],
  '2201X': [422, 'Nilai halaman tidak valid'],
  '2201W': [422, 'Nilai batas tidak valid'],
  '22012': [422, 'Pembagian dengan nol'],
  '54000': [422, 'Data yang dikirim terlalu besar'],
  // A unique row written twice at once: the module's own check ran before the other writer committed.
  // Modules answer their own words first (e.g. 'Nama sudah dipakai'); this keeps a race from a 500.
  '23505': [409, 'Data yang sama sudah ada'],
};

/** [status, message] for a PostgreSQL error that the client's input caused, else undefined. */
export function clientErrorForPg(error: unknown): [number, string] | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  if (DATA_EXCEPTIONS[code]) return DATA_EXCEPTIONS[code];
  // Any other data exception (class 22) is still the input's fault.
  if (code.startsWith('22')) return [422, 'Data yang dikirim tidak valid'];
  return undefined;
}

/**
 * The database is away (restart, failover, terminated sessions, refused connections): not the
 * request's fault and not a bug. Answered 503 with Retry-After; the pool reconnects by itself.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

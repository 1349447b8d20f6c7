/**
 * Kysely table types of leave/permits, leave balances and public holidays (migration 0014_izin_libur.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the tables arrive
export interface IzinTables {}

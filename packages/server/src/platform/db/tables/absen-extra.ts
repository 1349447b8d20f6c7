/**
 * Kysely table types of attendance delete requests, year reports and health declarations (migration 0016_absen_extra.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the tables arrive
export interface AbsenExtraTables {}

/**
 * Kysely table types of the employee CV sub-records and position/rank history (migration 0009_pegawai_cv.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the tables arrive
export interface PegawaiCvTables {}

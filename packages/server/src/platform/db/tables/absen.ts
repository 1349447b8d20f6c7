/**
 * Kysely table types of attendance records and the attendance admin registers (migration 0015_absen.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the tables arrive
export interface AbsenTables {}

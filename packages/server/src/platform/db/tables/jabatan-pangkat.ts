/**
 * Kysely table types of the position and rank registers (migration 0010_jabatan_pangkat.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the tables arrive
export interface JabatanPangkatTables {}

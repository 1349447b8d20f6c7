/**
 * Kysely table types of offices' extra registers and SOTK (migration 0011_kantor_sotk.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the tables arrive
export interface KantorSotkTables {}

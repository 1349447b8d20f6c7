/**
 * Kysely table types of the approval engine (migration 0013_approval.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the tables arrive
export interface ApprovalTables {}

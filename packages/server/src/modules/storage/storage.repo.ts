/** Kysely queries of the storage endpoints (grants and files have theirs in platform/files). */

export { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';

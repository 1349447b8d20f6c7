// What other modules may use of the employees module: the lint's module boundary.
export type { PegawaiPlacementNames } from './pegawai-export.repo.js';

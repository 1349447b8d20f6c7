// What other modules may use of the employees module: the lint's module boundary.
export type { PegawaiPlacementNames } from './pegawai-export.repo.js';
// The AI assistant's employee search goes through the list's own service (issue #21).
export { PegawaiListService } from './pegawai-list.service.js';
// The rule that hides the placeholder NPP '00000000', for every module that shows an employee.
export { visibleNpp } from './pegawai-export.service.js';

// What the SOTK module may use of the offices module. The lint's module boundary.
export { namedKantor } from './kantor-admin.repo.js';
export { displayName } from './kantor-admin.service.js';
export { KANTOR_NOT_FOUND } from './kantor.service.js';

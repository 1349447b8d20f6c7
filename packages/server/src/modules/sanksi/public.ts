// What sibling modules may use of sanctions (the lint's module boundary): the sanctions in force of
// one employee (the CV header) and how many employees have one (the dashboard's pegawaiSanksi).
export { activeSanksiOf, countPegawaiWithActiveSanksi } from './sanksi-active.js';

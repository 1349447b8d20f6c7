// What other modules may use of public holidays: the AI assistant lists them (issue #21).
export { listLibur } from './libur.service.js';

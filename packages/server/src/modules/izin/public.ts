// What other modules may use of leave (izin): the AI assistant reads the caller's balance through it (issue #21).
export { IzinService } from './izin.service.js';

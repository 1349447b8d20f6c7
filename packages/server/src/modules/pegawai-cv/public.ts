// What other modules may use of the CV: the AI assistant's CV summary, with the CV's own access rule (issue #21).
export { PegawaiCvService } from './pegawai-cv.service.js';

// What other modules may use of the CV: the AI assistant's CV summary, with the CV's own access rule (issue #21).
export { PegawaiCvService } from './pegawai-cv.service.js';
// The photo check (JPEG/PNG, 2 MB, sniffed) for the outsourced staff's photos (issue #22, ADR 0051).
export { decodeImage, PHOTO_BODY_LIMIT } from './cv-photo.js';

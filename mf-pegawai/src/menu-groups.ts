/** The side menu's groups of this remote's pages (spec section 2). */
export const KEPEGAWAIAN = 'Kepegawaian';
export const DIKLAT = 'Pendidikan & Pelatihan';
export const ORGANISASI = 'Organisasi';

/** The side menu's groups of mf-message, shared by the features' route tables. */
export const KOMUNIKASI = 'Komunikasi';
export const TUGAS = 'Tugas & Pembelajaran';

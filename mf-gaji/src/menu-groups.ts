/** The side menu's group of every mf-gaji route. */
export const GAJI = 'Penggajian';

/** The side menu's group of every mf-kpi route. */
export const KINERJA = 'Penilaian Kinerja';

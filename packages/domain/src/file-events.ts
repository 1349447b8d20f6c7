/**
 * Stored files carry an event_id naming the register they belong to (spec section 3). Several ids
 * share a group, so screens and the server ask `fileEventGroup` rather than comparing ids.
 * Id 24 is not assigned in the spec.
 */
export const FILE_EVENT_GROUPS = {
  kpi: [1, 2, 14, 15, 16],
  diklat: [3],
  outsourcing: [4],
  pegawai: [5, 17, 18],
  sanksi: [6],
  pendidikan: [7],
  kantor: [8],
  family: [9],
  sppd: [10],
  perawatan: [11],
  absen: [12],
  izin: [13],
  phk: [19],
  target: [20],
  jabatan: [21, 25],
  pangkat: [22, 26],
  contact: [23],
  potongan_gaji: [27],
  wla: [28, 29],
} as const satisfies Record<string, readonly number[]>;

export type FileEventGroup = keyof typeof FILE_EVENT_GROUPS;

export const FILE_EVENT_GROUP_LABELS: Record<FileEventGroup, string> = {
  kpi: 'KPI',
  diklat: 'Diklat',
  outsourcing: 'Outsourcing',
  pegawai: 'Pegawai',
  sanksi: 'Sanksi',
  pendidikan: 'Pendidikan',
  kantor: 'Kantor',
  family: 'Keluarga',
  sppd: 'SPPD',
  perawatan: 'Perawatan',
  absen: 'Absensi',
  izin: 'Izin',
  phk: 'PHK',
  target: 'Target',
  jabatan: 'Jabatan',
  pangkat: 'Pangkat',
  contact: 'Kontak',
  potongan_gaji: 'Potongan Gaji',
  wla: 'WLA',
};

const GROUP_BY_EVENT_ID = new Map<number, FileEventGroup>(
  (Object.entries(FILE_EVENT_GROUPS) as [FileEventGroup, readonly number[]][]).flatMap(([group, ids]) =>
    ids.map((id) => [id, group] as const),
  ),
);

export function fileEventGroup(eventId: number): FileEventGroup | null {
  return GROUP_BY_EVENT_ID.get(eventId) ?? null;
}

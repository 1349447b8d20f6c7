import { FILE_EVENT_GROUPS, FILE_EVENT_GROUP_LABELS, fileEventGroup } from './file-events';

describe('fileEventGroup', () => {
  it.each([
    [1, 'kpi'],
    [2, 'kpi'],
    [14, 'kpi'],
    [15, 'kpi'],
    [16, 'kpi'],
    [3, 'diklat'],
    [4, 'outsourcing'],
    [5, 'pegawai'],
    [17, 'pegawai'],
    [18, 'pegawai'],
    [6, 'sanksi'],
    [7, 'pendidikan'],
    [8, 'kantor'],
    [9, 'family'],
    [10, 'sppd'],
    [11, 'perawatan'],
    [12, 'absen'],
    [13, 'izin'],
    [19, 'phk'],
    [20, 'target'],
    [21, 'jabatan'],
    [25, 'jabatan'],
    [22, 'pangkat'],
    [26, 'pangkat'],
    [23, 'contact'],
    [27, 'potongan_gaji'],
    [28, 'wla'],
    [29, 'wla'],
  ])('event %i belongs to %s', (eventId, group) => {
    expect(fileEventGroup(eventId)).toBe(group);
  });

  it('returns null for ids the spec does not assign', () => {
    expect(fileEventGroup(24)).toBeNull();
    expect(fileEventGroup(0)).toBeNull();
    expect(fileEventGroup(30)).toBeNull();
  });

  it('assigns each id to one group and labels every group', () => {
    const ids = Object.values(FILE_EVENT_GROUPS).flat();
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(FILE_EVENT_GROUP_LABELS).sort()).toEqual(Object.keys(FILE_EVENT_GROUPS).sort());
  });
});

import { REMOTE_PATH_PREFIXES, ownerOfPath } from './remote-ownership';

describe('ownerOfPath', () => {
  it.each([
    ['/home', 'shell'],
    ['/user/profile', 'shell'],
    ['/guidelines/sdm', 'shell'],
    ['/pegawai', 'mf_pegawai'],
    ['/pegawai/show/12', 'mf_pegawai'],
    ['/pegawai/sanksi/jenis', 'mf_pegawai'],
    ['/kantor/maps', 'mf_pegawai'],
    ['/absen/delete/request/5', 'mf_absen'],
    ['/pegawai/izin', 'mf_absen'],
    ['/pegawai/izin/calendar', 'mf_absen'],
    ['/izin/abc123', 'mf_absen'],
    ['/pegawai/sppd/biaya/mitra', 'mf_sppd'],
    ['/skmd/tok', 'mf_sppd'],
    ['/notadinas/tok', 'mf_sppd'],
    ['/penilaian/kpi/event', 'mf_kpi'],
    ['/kpi/tok', 'mf_kpi'],
    ['/pegawai/wla/7', 'mf_kpi'],
    ['/gaji/penghasilan/Pegawai', 'mf_gaji'],
    ['/pegawai/plafond/index', 'mf_gaji'],
    ['/pegawai/worksheet/dashboard', 'mf_message'],
    ['/webhook_whatsapp/inbox', 'mf_message'],
    ['/ai/chat', 'mf_ai'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOfPath(path)).toBe(owner);
  });

  it('matches whole segments only', () => {
    expect(ownerOfPath('/pegawai/iz')).toBe('mf_pegawai');
    expect(ownerOfPath('/pegawai/izinx')).toBe('mf_pegawai');
    expect(ownerOfPath('/absensi')).toBeNull();
    expect(ownerOfPath('/aix')).toBeNull();
  });

  it('prefers the longest prefix over a shorter one', () => {
    expect(ownerOfPath('/pegawai/sppd')).toBe('mf_sppd');
    expect(ownerOfPath('/pegawai/sppdx')).toBe('mf_pegawai');
  });

  it('ignores query, hash, trailing slash and case', () => {
    expect(ownerOfPath('/pegawai/izin/?page=2')).toBe('mf_absen');
    expect(ownerOfPath('/Absen/Report#top')).toBe('mf_absen');
    expect(ownerOfPath('pegawai/skmd')).toBe('mf_sppd');
  });

  it('accepts route patterns with parameters', () => {
    expect(ownerOfPath('/pegawai/show/:id?')).toBe('mf_pegawai');
    expect(ownerOfPath('/sppd/:id')).toBe('mf_sppd');
  });

  it('leaves / and unknown paths unowned', () => {
    expect(ownerOfPath('/')).toBeNull();
    expect(ownerOfPath('')).toBeNull();
    expect(ownerOfPath('/tidak-ada')).toBeNull();
  });

  it('gives every prefix to exactly one owner', () => {
    const all = Object.values(REMOTE_PATH_PREFIXES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((p) => p.startsWith('/') && !p.endsWith('/'))).toBe(true);
    expect(Object.keys(REMOTE_PATH_PREFIXES).sort()).toEqual([
      'mf_absen',
      'mf_ai',
      'mf_gaji',
      'mf_kpi',
      'mf_message',
      'mf_pegawai',
      'mf_sppd',
      'shell',
    ]);
  });
});

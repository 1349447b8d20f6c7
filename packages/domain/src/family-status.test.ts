import { familyStatusOf } from './family-status';

describe('familyStatusOf', () => {
  it('single without dependants is TK/0', () => {
    expect(familyStatusOf([])).toEqual({ kawin: 'TK/0', menikah: false, tanggungan: 0, belum_diisi: 0 });
  });
  it('a living spouse makes K; only children marked Tanggungan count, at most three in the code', () => {
    const anak = (status: string | null) => ({ hubungan: 'Anak', status });
    const family = [
      { hubungan: 'Istri', status: 'Bukan Tanggungan' },
      anak('Tanggungan'),
      anak('Tanggungan'),
      anak('Tanggungan'),
      anak('Tanggungan'),
      anak('Bukan Tanggungan'),
      anak(null),
      { hubungan: 'Ibu', status: 'Tanggungan' },
    ];
    expect(familyStatusOf(family)).toEqual({ kawin: 'K/3', menikah: true, tanggungan: 4, belum_diisi: 1 });
  });
  it('a spouse who has died does not make K', () => {
    expect(
      familyStatusOf([
        { hubungan: 'Suami', status: 'Meninggal' },
        { hubungan: 'Anak', status: 'Tanggungan' },
      ]).kawin,
    ).toBe('TK/1');
  });
});

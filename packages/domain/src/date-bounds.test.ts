import { CV_SUBLISTS, DATE_BOUNDS, dateBoundProblem } from './cv-fields';

const field = (key: string, name: string) =>
  CV_SUBLISTS.find((s) => s.key === key)!.fields.find((f) => f.name === name)!;

describe('date bounds by meaning', () => {
  const today = '2026-11-24';

  it('history dates from 1960, never after today', () => {
    const terbit = field('sertifikasi', 'tanggal');
    expect(terbit.min).toBe(DATE_BOUNDS.history);
    expect(dateBoundProblem(terbit, '1975-06-01', today)).toBeNull();
    expect(dateBoundProblem(terbit, '1959-12-31', today)).toBe('Tanggal Terbit tidak boleh sebelum 1960');
    expect(dateBoundProblem(terbit, '2026-11-25', today)).toBe('Tanggal Terbit tidak boleh setelah hari ini');
  });

  it('a validity may lie ahead; a family member may be born from 1900', () => {
    expect(dateBoundProblem(field('sertifikasi', 'berlaku_sampai'), '2060-01-01', today)).toBeNull();
    expect(dateBoundProblem(field('sertifikasi', 'berlaku_sampai'), '2077-01-01', today)).toBe(
      'Berlaku Sampai paling lambat 50 tahun dari sekarang',
    );
    expect(dateBoundProblem(field('family', 'tanggal_lahir'), '1932-03-01', today)).toBeNull();
    expect(dateBoundProblem(field('family', 'tanggal_lahir'), '1899-12-31', today)).toMatch(/sebelum 1900/);
  });
});

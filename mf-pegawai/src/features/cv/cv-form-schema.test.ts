import { CV_SUBLISTS } from '@portal/domain';
import { formSchema, latestDate } from './api';

const sertifikasi = CV_SUBLISTS.find((s) => s.key === 'sertifikasi')!.fields;

describe('CV form dates hold the same bounds as the server', () => {
  it('a 1975 issue date passes; 1930 and a future one are refused with the reason', async () => {
    const schema = formSchema(sertifikasi);
    await expect(schema.validateAt('tanggal', { tanggal: '1975-06-01' })).resolves.toBe('1975-06-01');
    await expect(schema.validateAt('tanggal', { tanggal: '1930-06-01' })).rejects.toThrow(
      'Tanggal Terbit tidak boleh sebelum 1960',
    );
    await expect(schema.validateAt('tanggal', { tanggal: '2099-01-01' })).rejects.toThrow(
      'Tanggal Terbit tidak boleh setelah hari ini',
    );
  });

  it('the picker offers dates up to the field’s own horizon', () => {
    const berlaku = sertifikasi.find((f) => f.name === 'berlaku_sampai')!;
    expect(Number(latestDate(berlaku).slice(0, 4)) - Number(latestDate({}).slice(0, 4))).toBe(50);
  });
});

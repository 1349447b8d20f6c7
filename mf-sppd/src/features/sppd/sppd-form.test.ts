import { emptySppdForm, sppdFormSchema, toSppdBody, type SppdFormValues } from './sppd-form';

const valid: SppdFormValues = {
  ...emptySppdForm(4),
  jenis_id: '1',
  wilayah_id: '2',
  tujuan: ' Surabaya ',
  keperluan: 'Audit',
  tanggal_mulai: '2026-05-04',
  tanggal_selesai: '2026-05-06',
};

const messageOf = (values: SppdFormValues) =>
  sppdFormSchema.validate(values).then(
    () => null,
    (error: Error) => error.message,
  );

describe('sppd form rules (the server rules said early)', () => {
  test('the return may not be before the departure; the same day is fine', async () => {
    expect(await messageOf({ ...valid, tanggal_selesai: '2026-05-03' })).toBe(
      'Tanggal selesai tidak boleh sebelum tanggal mulai',
    );
    expect(await messageOf({ ...valid, tanggal_selesai: '2026-05-04' })).toBeNull();
  });

  test('a trip lasts at most 90 days', async () => {
    expect(await messageOf({ ...valid, tanggal_selesai: '2026-08-02' })).toBe('Perjalanan dinas paling lama 90 hari');
    expect(await messageOf({ ...valid, tanggal_selesai: '2026-08-01' })).toBeNull();
  });

  test('the body carries numbers, null for the optional ids left empty, and trimmed texts', () => {
    expect(toSppdBody({ ...valid, kendaraan_id: '3' })).toEqual({
      kantor_id: 4,
      jenis_id: 1,
      wilayah_id: 2,
      kendaraan_id: 3,
      parent_id: null,
      tujuan: 'Surabaya',
      keperluan: 'Audit',
      tanggal_mulai: '2026-05-04',
      tanggal_selesai: '2026-05-06',
    });
  });
});

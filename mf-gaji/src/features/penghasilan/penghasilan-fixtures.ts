/** Income rows as the server answers them (packages/contracts/src/gaji.ts), for this feature's tests. */
import type { IncomeListAnswer, IncomePegawaiAnswer, IncomeRow, IncomeSummaryRow } from '@portal/contracts';

export const BANDUNG = { id: 5, nama: 'Kantor Cabang Bandung' };
export const ANI = { id: 11, nama: 'Ani Lestari', npp: '30000001', kantor: BANDUNG };
export const BUDI = { id: 12, nama: 'Budi Santoso', npp: null, kantor: null };

export function summaryRow(patch: Partial<IncomeSummaryRow> = {}): IncomeSummaryRow {
  return {
    pegawai: ANI,
    tahun: 2026,
    bulan: 3,
    penghasilan: '9250000.00',
    potongan: '647500.25',
    imbalan_kerja: '1500000.00',
    bersih: '8602499.75',
    ...patch,
  };
}

export function incomeRow(patch: Partial<IncomeRow> = {}): IncomeRow {
  return {
    pegawai: ANI,
    tahun: 2026,
    bulan: 3,
    kategori: 'penghasilan',
    items: [
      { komponen: 'Gaji Pokok', jumlah: '7500000.00' },
      { komponen: 'Tunjangan Jabatan', jumlah: '1000000.00' },
      { komponen: 'Tunjangan Transport', jumlah: '750000.00' },
    ],
    total: '9250000.00',
    ...patch,
  };
}

/** GET /x/{kategori}: one page and the server's sum over the whole filter. */
export function incomeList(rows: IncomeRow[], total_jumlah: string): IncomeListAnswer {
  return {
    data: rows,
    current_page: 1,
    per_page: 10,
    from: rows.length ? 1 : null,
    to: rows.length ? rows.length : null,
    total: rows.length,
    last_page: 1,
    total_jumlah,
  };
}

export const ANI_2026: IncomePegawaiAnswer = {
  pegawai: ANI,
  data: [
    {
      tahun: 2026,
      bulan: 3,
      penghasilan: [
        { komponen: 'Gaji Pokok', jumlah: '7500000.00' },
        { komponen: 'Tunjangan Transport', jumlah: '750000.00' },
      ],
      potongan: [{ komponen: 'PPh 21', jumlah: '412500.25' }],
      imbalan_kerja: [],
      total_penghasilan: '8250000.00',
      total_potongan: '412500.25',
      total_imbalan_kerja: '0.00',
      bersih: '7837499.75',
    },
    {
      tahun: 2026,
      bulan: 2,
      penghasilan: [{ komponen: 'Gaji Pokok', jumlah: '7500000.00' }],
      potongan: [],
      imbalan_kerja: [{ komponen: 'Bonus Kinerja', jumlah: '1500000.00' }],
      total_penghasilan: '7500000.00',
      total_potongan: '0.00',
      total_imbalan_kerja: '1500000.00',
      bersih: '7500000.00',
    },
  ],
};

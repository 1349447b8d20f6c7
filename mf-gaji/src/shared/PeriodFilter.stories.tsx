// The tahun and bulan selects of the salary pages.
import { useState } from 'react';
import { PeriodFilter } from './PeriodFilter';

function Demo(props: { allowAll?: boolean; yearOnly?: boolean }) {
  const [period, setPeriod] = useState<{ tahun: number | undefined; bulan: number | undefined }>({
    tahun: 2026,
    bulan: 3,
  });
  return <PeriodFilter {...props} tahun={period.tahun} bulan={period.bulan} onChange={setPeriod} />;
}

const meta = { title: 'mf-gaji/Shared/PeriodFilter', component: Demo };

export default meta;

/** One month (the pivot, laporan, upload pages). */
export const OneMonth = {};

/** 'Semua tahun' and 'Semua bulan' offered (the deduction list, the export). */
export const AllowAll = { args: { allowAll: true } };

/** Only the year (own deductions, allowances). */
export const YearOnly = { args: { yearOnly: true } };

// An employee's own deductions as /gaji/potongan/pegawai shows them (GET /x/pegawai).
import { OWN_DEDUCTIONS } from '../potongan-fixtures';
import { OwnDeductionMonths } from './OwnDeductionMonths';

const meta = {
  title: 'mf-gaji/Potongan/OwnDeductionMonths',
  component: OwnDeductionMonths,
  args: { months: OWN_DEDUCTIONS.data },
};

export default meta;

/** Two months, each with its items and the server's month total. */
export const Default = {};

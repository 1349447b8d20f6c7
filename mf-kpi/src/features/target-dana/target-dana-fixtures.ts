import type { TargetDanaTypeAnswer } from '@portal/contracts';

export { APPROVED, targetRow, TARGET_ROWS } from './components/target-rows';

export const TYPES = {
  data: [
    { id: 1, nama: 'Tabungan', is_disabled: false },
    { id: 2, nama: 'Giro', is_disabled: false },
    { id: 9, nama: 'Lama', is_disabled: true },
  ],
} satisfies TargetDanaTypeAnswer;

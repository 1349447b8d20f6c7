// The indicators of an assessment by perspektif, as /kpi/:token shows them: read-only, or with the
// employee's achievement inputs (Draft). Achievement %, score and total are the server's.
import { useState } from 'react';
import { PENILAIAN } from '../kpi-fixtures';
import { PenilaianTable, type EditableColumn } from './PenilaianTable';

function Demo({ editable }: { editable: EditableColumn }) {
  const [values, setValues] = useState<Record<number, string>>({ 21: '95', 22: '' });
  return (
    <PenilaianTable
      penilaian={PENILAIAN}
      skor="87.50"
      editable={editable}
      values={values}
      errors={editable ? { 22: 'Wajib diisi sebelum Request Approval' } : undefined}
      onChange={(id, value) => setValues((v) => ({ ...v, [id]: value }))}
    />
  );
}

const meta = { title: 'mf-kpi/kpi/PenilaianTable', component: Demo, args: { editable: null } };

export default meta;

/** As the server computed it (e.g. approved). */
export const ReadOnly = {};

/** The employee's Draft: achievements typed in. */
export const EmployeeDraft = { args: { editable: 'realisasi' } };

/** The assessor's turn: their achievements typed in. */
export const AssessorTurn = { args: { editable: 'realisasi_atasan' } };

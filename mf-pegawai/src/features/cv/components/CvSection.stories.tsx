// One sub-list of the employee CV with the columns of its section definition (sections.tsx): position
// history with a permanent badge, training with the 'Khusus' badge of the special kind, education
// read-only (a reader without the edit right sees no buttons) and an empty section.
import { CV_SECTIONS, type CvSectionKey } from '../sections';
import { diklatRows, jabatanRows, pangkatRows, pendidikanRows } from '../../../testing/story-fixtures';
import { CvSection, type CvSectionProps } from './CvSection';

type Row = CvSectionProps['rows'][number];

/** The props the CV page gives a section: its words and columns, the rows, the edit right. */
function section(key: CvSectionKey, rows: readonly object[], canEdit = true): CvSectionProps {
  const config = CV_SECTIONS.find((s) => s.key === key)!;
  return {
    sectionKey: config.key,
    title: config.title,
    entity: config.entity,
    columns: config.columns,
    rows: rows as Row[],
    canEdit,
    onAdd: () => undefined,
    onEdit: () => undefined,
    onDelete: () => undefined,
  };
}

const meta = {
  title: 'mf-pegawai/Cv/CvSection',
  component: CvSection,
  args: section('jabatan', jabatanRows),
};

export default meta;

/** Position history for HR: 'Tambah Jabatan', and 'Ubah' / 'Hapus' on every row. */
export const WithRows = {};

export const RankHistory = { args: section('pangkat', pangkatRows) };

/** Training: the event of the special kind (jenis 6) carries the 'Khusus' badge. */
export const Training = { args: section('diklat', diklatRows) };

/** The employee reading their own CV: no add, edit or delete. */
export const ReadOnly = { args: section('pendidikan', pendidikanRows, false) };

/** 'Belum ada data …' instead of the table. */
export const Empty = { args: section('prestasi', []) };

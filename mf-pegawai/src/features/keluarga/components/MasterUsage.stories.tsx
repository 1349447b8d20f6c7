// A master list as the family and education registers show it (/pegawai/family/status,
// /pegawai/pendidikan/institusi …): each entry with how many records use it, the values typed in
// the CV that the list lacks, and the records left blank. Props only; no API.
import { withStoryApi } from '@portal/design-system/storybook';
import { familyStatuses, institusiItems } from '../keluarga-fixtures';
import { MasterUsage } from './MasterUsage';

const meta = {
  title: 'mf-pegawai/Keluarga/MasterUsage',
  component: MasterUsage,
  decorators: [withStoryApi],
  args: {
    caption: 'Status keluarga',
    nameHeader: 'Status',
    items: familyStatuses,
    counts: {
      data: [
        { nama: 'Tanggungan', total: 1840 },
        { nama: 'Bukan Tanggungan', total: 612 },
        { nama: null, total: 35 },
      ],
    },
  },
};

export default meta;

/** The three statuses; 'Meninggal' has no member (0) and 35 members have no status yet. */
export const Status = {};

/** Institutions shown 'nama | akronim'; one typed in the CV is marked 'Tidak ada di daftar'. */
export const Institusi = {
  args: {
    caption: 'Institusi pendidikan',
    nameHeader: 'Institusi',
    items: institusiItems,
    counts: {
      data: [
        { nama: 'Universitas Indonesia', total: 210 },
        { nama: 'Politeknik Negeri Bandung', total: 12 },
      ],
    },
  },
};

/** The counts are on their way. */
export const Loading = { args: { counts: undefined } };

/** The counts failed: the server's message. */
export const Failed = { args: { counts: undefined, error: { message: 'Terjadi kesalahan pada server' } } };

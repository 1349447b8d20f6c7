// The head of the employee CV: initials in place of a photo, identity, position, office (a cash office
// with its parent branch), dates and the time left until retirement; for HR the two photo upload
// buttons; and a profile with most values unknown ('-').
import { withStoryApi } from '@portal/design-system/storybook';
import { cvProfile } from '../../../testing/story-fixtures';
import { CvProfileHeader } from './CvProfileHeader';

const meta = {
  title: 'mf-pegawai/Cv/CvProfileHeader',
  component: CvProfileHeader,
  decorators: [withStoryApi],
  args: { profile: cvProfile, sanksiAktif: [], canEdit: false, onPhotoChanged: () => undefined },
};

export default meta;

/** The employee reading their own CV: no photo stored, so the initials show. */
export const ReadOnly = {};

/** Two sanctions in force: a warning letter until July (class 2, warning colour) and a demotion without an end date (class 3, danger). */
const SEDANG = { id: 2, nama: 'Sanksi Sedang', kelas_id: 2, kelas: { id: 2, nama: 'Sedang' } };
const BERAT = { id: 3, nama: 'Sanksi Berat', kelas_id: 3, kelas: { id: 3, nama: 'Berat' } };
export const WithActiveSanctions = {
  args: {
    sanksiAktif: [
      {
        id: 11,
        jenis: { id: 1, nama: 'Surat Peringatan', parent_id: 2, parent: SEDANG },
        nomor_sk: 'SK/SP/2026/001',
        awal: '2026-01-05',
        akhir: '2026-07-04',
      },
      {
        id: 12,
        jenis: { id: 3, nama: 'Demosi', parent_id: 3, parent: BERAT },
        nomor_sk: null,
        awal: '2026-03-01',
        akhir: null,
      },
    ],
  },
};

/** HR: 'Unggah Foto' and 'Unggah Foto CV' (JPEG or PNG, at most 2 MB). */
export const CanEdit = { args: { canEdit: true } };

/** A new employee: no NPP, office, label, dates or birth date yet. */
export const SparseData = {
  args: {
    profile: {
      ...cvProfile,
      nama: 'Rudi',
      npp: null,
      tanggal_lahir: null,
      kantor: null,
      label: null,
      bidangtugas: null,
      permanent_date: null,
      retirement_date: null,
    },
  },
};

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
  args: { profile: cvProfile, canEdit: false, onPhotoChanged: () => undefined },
};

export default meta;

/** The employee reading their own CV: no photo stored, so the initials show. */
export const ReadOnly = {};

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

// The small avatar of the employee list without a stored photo: the initials of the first two words
// of the name, and of a one-word name.
import { withStoryApi } from '@portal/design-system/storybook';
import { PegawaiAvatar } from './PegawaiAvatar';

const meta = {
  title: 'mf-pegawai/PegawaiList/PegawaiAvatar',
  component: PegawaiAvatar,
  decorators: [withStoryApi],
  args: { nama: 'Ani Lestari Wulandari', photo: null },
};

export default meta;

/** 'AL': the first letters of the first two words. */
export const Initials = {};

/** 'R': a one-word name. */
export const SingleName = { args: { nama: 'Rudi' } };

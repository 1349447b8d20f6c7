// One dashboard topic as the server answers it ({ value, updated_at, note }): a composition (shares and
// total), a trend with the server's note, the user's own profile, today's birthdays, retirements per
// year, a shape of its own (numbers by name), a topic without data and an account without an employee.
import { SimpleGrid } from '@portal/design-system';
import {
  DASHBOARD_UPDATED_AT,
  dashboardTopics,
  prepareStory,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import type { DashboardTopic } from './dashboard-api';
import { TOPICS, type DashboardTopicKey } from './dashboard-topics';
import { TopicCard } from './TopicCard';

type Args = { topicKey: DashboardTopicKey; topic: DashboardTopic | undefined };

const meta: ShellMeta<Args> = {
  title: 'shell/Dashboard/TopicCard',
  component: TopicCard,
  render: ({ topicKey, topic }) => (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
      <TopicCard topicKey={topicKey} definition={TOPICS[topicKey]} topic={topic} />
    </SimpleGrid>
  ),
  beforeEach: prepareStory,
  args: { topicKey: 'pegawaiGender', topic: dashboardTopics.pegawaiGender },
};

export default meta;

/** Parts of a whole: each share and the total. */
export const Composition: ShellStory<Args> = {};

/** Age bands split by gender: an age pyramid. */
export const AgeGroups: ShellStory<Args> = { args: { topicKey: 'pegawaiUmur', topic: dashboardTopics.pegawaiUmur } };

/** One number per month (no shares), the server's note under it; spans two columns. */
export const TrendWithNote: ShellStory<Args> = {
  args: { topicKey: 'pegawaiJumlahPerbulan', topic: dashboardTopics.pegawaiJumlahPerbulan },
};

/** The signed-in user's own record (read live by the server). */
export const Profile: ShellStory<Args> = { args: { topicKey: 'profile', topic: dashboardTopics.profile } };

/** Today's birthdays: the count, the first eight names, 'dan … lainnya'. */
export const Birthdays: ShellStory<Args> = {
  args: { topicKey: 'pegawaiBirthday', topic: dashboardTopics.pegawaiBirthday },
};

/** Retirements in the next years and those already past the retirement age. */
export const Retirements: ShellStory<Args> = {
  args: { topicKey: 'pegawaiPurnabakti', topic: dashboardTopics.pegawaiPurnabakti },
};

/** New hires, PHK and MBT stacked per year (MBT not recorded yet: '-' in the table). */
export const NumbersByName: ShellStory<Args> = {
  args: { topicKey: 'pegawaiInactive', topic: dashboardTopics.pegawaiInactive },
};

/** A module not built yet: an empty state with the server's reason, and no number. */
export const NotAvailable: ShellStory<Args> = {
  args: { topicKey: 'diklat', topic: dashboardTopics.diklat },
};

/** The profile of an account that has no employee record. */
export const ProfileWithoutEmployee: ShellStory<Args> = {
  args: {
    topicKey: 'profile',
    topic: { value: null, updated_at: null, note: 'Akun ini tidak terhubung dengan data pegawai' },
  },
};

/** A series without rows: 'Tidak ada data'. */
export const EmptySeries: ShellStory<Args> = {
  args: { topicKey: 'pegawaiPeriodeKeluar', topic: { value: [], updated_at: DASHBOARD_UPDATED_AT } },
};

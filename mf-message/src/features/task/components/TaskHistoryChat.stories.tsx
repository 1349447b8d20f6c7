// A task's history as GET /api/sdm/task/{id} answers it; sending is answered in the story itself.
import { withStoryApi } from '@portal/design-system/storybook';
import { OWNER, historyRow, taskDetail } from '../task-fixtures';
import { TaskHistoryChat } from './TaskHistoryChat';

const meta = {
  title: 'mf-message/Task/TaskHistoryChat',
  component: TaskHistoryChat,
  decorators: [withStoryApi],
  args: {
    history: taskDetail().history,
    ownerId: OWNER.id,
    can: { history: true, review: true, approve: true },
    onSend: async () => undefined,
  },
};

export default meta;

/** The owner's view: notes, a review, and 'Review' / 'Setujui' / 'Kirim'. */
export const Owner = {};

/** The assignee's view: only 'Kirim'. */
export const Assignee = { args: { can: { history: true, review: false, approve: false } } };

/** An approved task: the chat without a composer. */
export const Approved = {
  args: {
    history: [...taskDetail().history, historyRow({ id: 3, jenis: 'approve', pesan: 'Tugas disetujui', user: OWNER })],
    can: { history: false, review: false, approve: false },
  },
};

/** Nothing written yet. */
export const Empty = { args: { history: [] } };

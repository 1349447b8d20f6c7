import { withStoryApi } from '@portal/design-system/storybook';
import { STATUS } from '../task-fixtures';
import { TaskStatusBadge } from './TaskStatusBadge';

const meta = {
  title: 'mf-message/Task/TaskStatusBadge',
  component: TaskStatusBadge,
  decorators: [withStoryApi],
  args: { status: STATUS.baru },
};

export default meta;

export const Baru = {};
export const Dikerjakan = { args: { status: STATUS.dikerjakan } };
export const Review = { args: { status: STATUS.review } };
export const Selesai = { args: { status: STATUS.selesai } };

// 'Akses Ditolak': where the route guard, and any 403 answer of the API, sends the user.
import { prepareStory, withPortal, type ShellMeta, type ShellStory } from '../testing/story-fixtures';
import UnauthorizedPage from './UnauthorizedPage';

const meta: ShellMeta = {
  title: 'shell/Pages/UnauthorizedPage',
  component: UnauthorizedPage,
  render: () => <UnauthorizedPage />,
  decorators: [withPortal({ route: '/unauthorized' })],
  beforeEach: prepareStory,
};

export default meta;

/** 403, what it means and the way back home. */
export const Default: ShellStory = {};

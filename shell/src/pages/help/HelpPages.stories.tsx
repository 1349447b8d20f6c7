// The help pages: FAQ (searchable questions), the guidelines index and the two guidelines. Plain
// content, no API.
import {
  pegawaiUser,
  prepareStory,
  typeInto,
  waitFor,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import FaqPage from './FaqPage';
import GuidelineProgrammerPage from './GuidelineProgrammerPage';
import GuidelinesPage from './GuidelinesPage';
import GuidelineSdmPage from './GuidelineSdmPage';

const meta: ShellMeta = {
  title: 'shell/Help/HelpPages',
  component: FaqPage,
  decorators: [withPortal({ route: '/faq' })],
  beforeEach: prepareStory,
  parameters: { user: pegawaiUser },
};

export default meta;

/** Every question, folded. */
export const Faq: ShellStory = { render: () => <FaqPage /> };

/** 'password' typed in the search box: only the matching questions stay. */
export const FaqSearched: ShellStory = {
  render: () => <FaqPage />,
  play: async ({ canvasElement }) => {
    typeInto(await waitFor(() => canvasElement.querySelector<HTMLInputElement>('input')), 'password');
  },
};

/** The guidelines index. */
export const Guidelines: ShellStory = { render: () => <GuidelinesPage /> };

/** Guidelines for HR staff. */
export const GuidelinesSdm: ShellStory = { render: () => <GuidelineSdmPage /> };

/** Guidelines for programmers. */
export const GuidelinesProgrammer: ShellStory = { render: () => <GuidelineProgrammerPage /> };

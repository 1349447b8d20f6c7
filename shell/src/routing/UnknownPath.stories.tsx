// A path no route matched: a path of a remote whose route table could not be loaded ('Modul sedang tidak
// tersedia'), a path of a remote whose table is still on its way (waiting), and any other path (sent home).
import { MemoryRouter, Route, Routes } from '@portal/design-system/router';
import { Text } from '@portal/design-system';
import { markRemoteUnavailable, resetUnavailableRemotes } from '../federation/unavailable-remotes';
import { prepareStory, type ShellMeta, type ShellStory } from '../testing/story-fixtures';
import { PendingRemotesContext } from './PortalRoutesContext';
import { UnknownPath } from './UnknownPath';

type Args = { path: string; pending: string[] };

/** The catch-all route as the portal has it at `path`, and a stand-in for /home. */
function CatchAll({ path, pending }: Args) {
  return (
    <PendingRemotesContext.Provider value={(remote) => pending.includes(remote)}>
      <MemoryRouter key={path} initialEntries={[path]}>
        <Routes>
          <Route path="/home" element={<Text>Beranda (/home): path yang tidak dikenal diarahkan ke sini.</Text>} />
          <Route path="*" element={<UnknownPath />} />
        </Routes>
      </MemoryRouter>
    </PendingRemotesContext.Provider>
  );
}

const meta: ShellMeta<Args> = {
  title: 'shell/Routing/UnknownPath',
  component: UnknownPath,
  render: (args) => <CatchAll {...args} />,
  beforeEach: prepareStory,
  args: { path: '/absen/rekap', pending: [] },
};

export default meta;

/** mf_absen's route table failed to load at start: its paths show the fallback with a retry. */
export const RemoteUnavailable: ShellStory<Args> = {
  beforeEach: () => {
    markRemoteUnavailable('mf_absen');
    return resetUnavailableRemotes;
  },
};

/** mf_absen's route table is still loading: its path waits instead of going home. */
export const RemoteStillLoading: ShellStory<Args> = { args: { pending: ['mf_absen'] } };

/** A path nobody owns: straight to /home. */
export const ElsewhereGoesHome: ShellStory<Args> = { args: { path: '/tidak-ada' } };

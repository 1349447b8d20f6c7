// The notice for a remote refused for the versions of the shared packages (ADR 0033): which module,
// which package, the range it was built for and the version the portal runs.
import { prepareStory, type ShellMeta, type ShellStory } from '../testing/story-fixtures';
import type { VersionMismatch } from '../federation/version-mismatch';
import { VersionMismatchNotice } from './VersionMismatchNotice';

type Args = { moduleName: string; mismatch: VersionMismatch };

const meta: ShellMeta<Args> = {
  title: 'shell/Routing/VersionMismatchNotice',
  component: VersionMismatchNotice,
  render: (args) => <VersionMismatchNotice {...args} />,
  beforeEach: prepareStory,
  args: { moduleName: 'mf_absen', mismatch: { pkg: '@portal/domain', needs: '^1.4.0', provided: '1.3.2' } },
};

export default meta;

/** mf_absen built for @portal/domain ^1.4.0 while the portal runs 1.3.2. */
export const NewerRemote: ShellStory<Args> = {};

/** A remote left behind a major version of the design system. */
export const OlderRemote: ShellStory<Args> = {
  args: { moduleName: 'mf_sppd', mismatch: { pkg: '@portal/design-system', needs: '^1.9.0', provided: '2.0.1' } },
};

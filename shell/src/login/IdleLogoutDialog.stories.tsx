// The modal shown over the login page after the idle time-out ended the session: the portal's
// 15 minutes, and a short time-out written in seconds. 'OK', '×' or Escape close it.
import { useState } from 'react';
import { prepareStory, withLoginPageStyles, type ShellMeta, type ShellStory } from '../testing/story-fixtures';
import { IdleLogoutDialog } from './IdleLogoutDialog';

function IdleOverLoginPage({ idleTimeoutMs }: { idleTimeoutMs: number }) {
  const [open, setOpen] = useState(true);
  return (
    <main className="login-page">
      <section className="login-card" aria-label="Login">
        <p className="muted">{open ? 'Halaman login di belakang dialog.' : 'Dialog ditutup.'}</p>
      </section>
      {open ? <IdleLogoutDialog idleTimeoutMs={idleTimeoutMs} onClose={() => setOpen(false)} /> : null}
    </main>
  );
}

const meta: ShellMeta<{ idleTimeoutMs: number }> = {
  title: 'shell/Login/IdleLogoutDialog',
  component: IdleLogoutDialog,
  render: ({ idleTimeoutMs }) => <IdleOverLoginPage idleTimeoutMs={idleTimeoutMs} />,
  decorators: [withLoginPageStyles],
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: { idleTimeoutMs: 15 * 60_000 },
};

export default meta;

/** The portal's idle time-out (15 minutes). */
export const FifteenMinutes: ShellStory<{ idleTimeoutMs: number }> = {};

/** A time-out under a minute reads in seconds. */
export const ThirtySeconds: ShellStory<{ idleTimeoutMs: number }> = { args: { idleTimeoutMs: 30_000 } };

// The thin bar at the top of the portal while API calls are on the wire, shown only for calls slower
// than the spec's delay: a call that does not answer (the bar runs), and one answered quickly (no bar).
import { useEffect } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { Text } from '@portal/design-system';
import { prepareStory, storyTransport, withPortal, type ShellMeta, type ShellStory } from '../testing/story-fixtures';
import { RequestProgressBar } from './RequestProgressBar';

/** The bar and a page that asks GET /api/dashboard once. */
function PageWithACall() {
  useEffect(() => {
    storyTransport.request('GET', '/dashboard').catch(() => undefined);
  }, []);
  return (
    <>
      <RequestProgressBar />
      <Text color="fg.muted">
        Halaman meminta GET /api/dashboard; bar di atas tampil selama jawabannya belum datang.
      </Text>
    </>
  );
}

const meta: ShellMeta = {
  title: 'shell/Layout/RequestProgressBar',
  component: RequestProgressBar,
  render: () => <PageWithACall />,
  decorators: [withPortal()],
  beforeEach: prepareStory,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/dashboard', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};

export default meta;

/** The call does not answer: after the delay the bar runs at the top. */
export const SlowCall: ShellStory = {};

/** The call answers at once: no bar ever flickers. */
export const QuickCall: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/dashboard', async () => {
          await delay(50);
          return HttpResponse.json({ data: {} });
        }),
      ],
    },
  },
};

import type { Preview } from '@storybook/react-webpack5';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { PortalProvider } from '../src/PortalProvider';

// Relative URL so the built Storybook also works when served from a sub-path.
initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } });

const preview: Preview = {
  decorators: [
    (Story) => (
      <PortalProvider>
        <Story />
      </PortalProvider>
    ),
  ],
  loaders: [mswLoader],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;

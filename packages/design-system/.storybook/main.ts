import type { StorybookConfig } from '@storybook/react-webpack5';

// One Storybook for the whole portal: the design system plus the shell's and every remote's
// stories, so each department can preview its module without running the rest.
// Paths are relative to this folder (packages/design-system/.storybook).
const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../../shell/src/**/*.stories.@(ts|tsx)',
    '../../../mf-*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  // mockServiceWorker.js (msw init public) — MSW answers API calls in stories only.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;

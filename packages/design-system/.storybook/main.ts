import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

// Every remote folder (mf-*) of the workspace. Listed one by one: Storybook turns a wildcard in the
// first folder after '../' into an import context that matches nothing (the story is indexed but
// "Cannot find module" when opened).
const remotes = readdirSync(fileURLToPath(new URL('../../..', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
  .map((entry) => entry.name)
  .sort();

// One Storybook for the whole portal: the design system plus the shell's and every remote's
// stories, so each department can preview its module without running the rest.
// Paths are relative to this folder (packages/design-system/.storybook).
const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../../shell/src/**/*.stories.@(ts|tsx)',
    ...remotes.map((remote) => `../../../${remote}/src/**/*.stories.@(ts|tsx)`),
  ],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  // mockServiceWorker.js (msw init public) — MSW answers API calls in stories only.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;

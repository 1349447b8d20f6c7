// Every story of the WhatsApp components renders without an error (Storybook opens them in the
// browser tests; this catches a broken story before that).
import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
// MSW (ESM only) does not load under jest; the stories' handlers are not needed to render them.
jest.mock('msw', () => ({
  http: { get: () => ({}), post: () => ({}), put: () => ({}) },
  HttpResponse: Object.assign(function HttpResponse() {}, { json: () => ({}) }),
  delay: async () => undefined,
}));

import * as list from './WhatsappMessageList.stories';

interface StoryModule {
  default: { component: ComponentType<never>; args?: object };
  [story: string]: unknown;
}

const stories = list as unknown as StoryModule;
const cases = Object.entries(stories)
  .filter(([name]) => name !== 'default')
  .map(([name, story]) => [name, story] as const);

describe('WhatsApp stories', () => {
  it.each(cases)('%s renders', async (_name, story) => {
    const Component = stories.default.component as ComponentType<object>;
    const args = { ...stories.default.args, ...(story as { args?: object }).args };
    const { transport } = fakeTransport({});
    renderWithProviders(<Component {...args} />, { transport });
    await act(async () => {});
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toBe('');
  });
});

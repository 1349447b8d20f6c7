// Every story of the learning components renders without an error (Storybook opens them in the
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

import * as quizForm from './QuizFormDialog.stories';

interface StoryModule {
  default: { component: ComponentType<never>; args?: object; decorators?: unknown[] };
  [story: string]: unknown;
}

const cases = ([quizForm] as unknown as StoryModule[]).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => [`${name} of ${(module.default as { title?: string }).title}`, module, story] as const),
);

describe('learning stories', () => {
  it.each(cases)('%s renders', async (_name, module, story) => {
    const Component = module.default.component as ComponentType<object>;
    const args = { ...module.default.args, ...(story as { args?: object }).args };
    const { transport } = fakeTransport({});
    renderWithProviders(<Component {...args} />, { transport });
    await act(async () => {});
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toBe('');
  });
});

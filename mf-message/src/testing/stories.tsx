/**
 * One check for every remote feature's stories: each story renders without an error (Storybook opens
 * them in the browser tests; this catches a broken story before that). Import this module before the
 * stories: it replaces MSW, which is ESM only and does not load under jest (the stories' handlers are
 * not needed to render them).
 */
import type { ComponentType, ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from './test-utils';

jest.mock('msw', () => ({
  http: { get: () => ({}), post: () => ({}), put: () => ({}), delete: () => ({}) },
  HttpResponse: Object.assign(function HttpResponse() {}, { json: () => ({}) }),
  delay: async () => undefined,
}));

interface StoryModule {
  default: { title?: string; component: ComponentType<never>; args?: object };
  [story: string]: unknown;
}

interface Story {
  args?: object;
  render?: () => ReactElement;
}

/** Every named story of the modules (`import * as x from './X.stories'`), titled 'Story of Title'. */
function casesOf(modules: readonly object[]) {
  return (modules as StoryModule[]).flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name !== 'default')
      .map(([name, story]) => [`${name} of ${module.default.title ?? '?'}`, module, story as Story] as const),
  );
}

/** A test per story: it renders (its own render, else the component with its args) and shows no error. */
export function itRendersEveryStory(modules: readonly object[]): void {
  jest.setTimeout(40_000);
  it.each(casesOf(modules))('%s renders', async (_name, module, story) => {
    const Component = module.default.component as ComponentType<object>;
    const args = { ...module.default.args, ...story.args };
    const { transport } = fakeTransport({});
    renderWithProviders(story.render ? story.render() : <Component {...args} />, { transport });
    await act(async () => {});
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toBe('');
  });
}

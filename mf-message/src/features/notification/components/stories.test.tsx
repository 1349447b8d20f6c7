// Every story of the notification components renders without an error.
import type { ComponentType, ReactElement } from 'react';
import { act } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import * as adminList from './NotificationAdminList.stories';
import * as list from './NotificationList.stories';

jest.setTimeout(40_000);

interface StoryModule {
  default: { component: ComponentType<never>; args?: object };
  [story: string]: unknown;
}

const cases = ([list, adminList] as unknown as StoryModule[]).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => [`${name} of ${(module.default as { title?: string }).title}`, module, story] as const),
);

describe('notification stories', () => {
  it.each(cases)('%s renders', async (_name, module, story) => {
    const s = story as { args?: object; render?: () => ReactElement };
    const Component = module.default.component as ComponentType<object>;
    const args = { ...module.default.args, ...s.args };
    const { transport } = fakeTransport({});
    renderWithProviders(s.render ? s.render() : <Component {...args} />, { transport });
    await act(async () => {});
    expect(document.body.textContent).not.toBe('');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YearPicker } from './YearPicker';
import { renderWithPortal } from './testing/render-with-portal';

const years = () =>
  within(screen.getByRole('combobox', { name: 'Tahun' }))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean)
    .map(Number);

describe('YearPicker', () => {
  beforeAll(() => {
    jest.useFakeTimers({
      doNotFake: ['queueMicrotask', 'nextTick', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
    });
    jest.setSystemTime(new Date('2026-05-15T09:00:00'));
  });
  afterAll(() => jest.useRealTimers());

  it('defaults to the current year back through 60 years, latest first', () => {
    renderWithPortal(<YearPicker value={null} onChange={jest.fn()} />);
    const list = years();
    expect(list).toHaveLength(61);
    expect(list[0]).toBe(2026);
    expect(list[60]).toBe(1966);
  });

  it('honours min and max', () => {
    renderWithPortal(<YearPicker value={null} onChange={jest.fn()} min={2019} max={2022} />);
    expect(years()).toEqual([2022, 2021, 2020, 2019]);
  });

  it('reports the chosen year as a number and null when emptied', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = renderWithPortal(<YearPicker value={null} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tahun' }), '2001');
    expect(onChange).toHaveBeenLastCalledWith(2001);
    rerender(<YearPicker value={2001} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Tahun' })).toHaveValue('2001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tahun' }), '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

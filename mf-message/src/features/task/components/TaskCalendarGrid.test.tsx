import { fireEvent, screen, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { calendarAnswer } from '../task-fixtures';
import { TaskCalendarGrid } from './TaskCalendarGrid';

const answer = calendarAnswer();

function render(onMonthChange = jest.fn()) {
  renderWithProviders(
    <TaskCalendarGrid
      tahun={2026}
      bulan={3}
      tasks={answer.data}
      libur={answer.libur}
      workingDays={answer.tahun_pegawai}
      today="2026-03-10"
      onMonthChange={onMonthChange}
    />,
    { transport: fakeTransport({}).transport },
  );
  return onMonthChange;
}

describe('TaskCalendarGrid', () => {
  it('lays March 2026 out Monday first, with tasks on their due dates and the holiday marked', () => {
    render();
    const grid = screen.getByRole('grid', { name: 'Kalender tugas Maret 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    // 1 March 2026 is a Sunday: six blank cells before it.
    const firstWeek = within(grid).getAllByRole('row')[1];
    expect(firstWeek.children[6]).toHaveAttribute('aria-label', '1 Maret 2026');
    expect(within(firstWeek).getAllByRole('gridcell')).toHaveLength(1);
    const due = screen.getByTestId('task-day-2026-03-16');
    expect(within(due).getByRole('link', { name: /Laporan triwulan/ })).toHaveAttribute('href', '/task/show?id=12');
    expect(due).toHaveAttribute('aria-label', '16 Maret 2026, 1 tugas');
    const nyepi = screen.getByTestId('task-day-2026-03-19');
    expect(nyepi).toHaveAttribute('data-libur', 'true');
    expect(nyepi).toHaveTextContent('Hari Suci Nyepi');
    expect(screen.getByTestId('task-day-2026-03-10')).toHaveAttribute('aria-current', 'date');
  });

  it('moves between days with the keyboard and asks for another month past the edges', () => {
    const onMonthChange = render();
    const first = screen.getByTestId('task-day-2026-03-01');
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(screen.getByTestId('task-day-2026-03-08')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByTestId('task-day-2026-03-09')).toHaveFocus();
    expect(screen.getByTestId('task-day-2026-03-09')).toHaveAttribute('tabindex', '0');
    expect(screen.getByTestId('task-day-2026-03-01')).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(screen.getByTestId('task-day-2026-03-31')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(onMonthChange).toHaveBeenCalledWith(1);
    fireEvent.keyDown(screen.getByTestId('task-day-2026-03-01'), { key: 'ArrowLeft' });
    expect(onMonthChange).toHaveBeenLastCalledWith(-1);
  });
});

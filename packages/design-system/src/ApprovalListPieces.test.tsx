import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from '@portal/design-system/router';
import type { ApprovalStatus } from '@portal/domain';
import { renderWithPortal } from './testing/render-with-portal';
import {
  ApprovalStatusBadge,
  ApprovalStatusCell,
  ApprovalStatusFilter,
  detailLinkColumn,
  FilterSwitch,
  PendingCountBadge,
} from './ApprovalListPieces';

describe('approval list pieces', () => {
  it('names a status in the engine words and shows an unknown one as it is', () => {
    renderWithPortal(
      <>
        <ApprovalStatusBadge status="menunggu" testId="a" />
        <ApprovalStatusBadge status="arsip" testId="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('Menunggu Persetujuan');
    expect(screen.getByTestId('b')).toHaveTextContent('arsip');
  });

  it('adds "Giliran Anda" only when the viewer decides now, and keeps the module badges after it', () => {
    const { rerender } = renderWithPortal(
      <ApprovalStatusCell status="draft" isMyTurn={false} myTurnTestId="turn">
        <span>Tidak valid</span>
      </ApprovalStatusCell>,
    );
    expect(screen.queryByTestId('turn')).toBeNull();
    expect(screen.getByText('Tidak valid')).toBeInTheDocument();
    rerender(<ApprovalStatusCell status="menunggu" isMyTurn myTurnTestId="turn" />);
    expect(screen.getByTestId('turn')).toHaveTextContent('Giliran Anda');
  });

  it('counts what waits for the viewer, zero when the list has not answered yet', () => {
    const { rerender } = renderWithPortal(<PendingCountBadge count={undefined} testId="n" />);
    expect(screen.getByTestId('n')).toHaveTextContent('Menunggu tindakan Anda: 0');
    rerender(<PendingCountBadge count={3} testId="n" />);
    expect(screen.getByTestId('n')).toHaveTextContent('Menunggu tindakan Anda: 3');
  });

  it('filters by status and clears the filter with "Semua status"', () => {
    const seen: (ApprovalStatus | undefined)[] = [];
    function Harness() {
      const [value, setValue] = useState<ApprovalStatus | undefined>();
      return (
        <ApprovalStatusFilter
          value={value}
          onChange={(s) => {
            seen.push(s);
            setValue(s);
          }}
        />
      );
    }
    renderWithPortal(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(select, { target: { value: 'ditolak' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(seen).toEqual(['ditolak', undefined]);
  });

  it('turns a filter switch on and off', async () => {
    const changes: boolean[] = [];
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <FilterSwitch
          label="Giliran saya"
          checked={on}
          onCheckedChange={(c) => {
            changes.push(c);
            setOn(c);
          }}
          testId="mine"
        />
      );
    }
    renderWithPortal(<Harness />);
    const toggle = within(screen.getByTestId('mine')).getByRole('checkbox', { name: 'Giliran saya' });
    fireEvent.click(toggle);
    await waitFor(() => expect(changes).toEqual([true]));
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(changes).toEqual([true, false]));
    expect(toggle).not.toBeChecked();
  });

  it("links a row's Detail to its own page", () => {
    const column = detailLinkColumn<{ token: string }>((r) => `/pegawai/izin/${r.token}`);
    renderWithPortal(<MemoryRouter>{column.render?.({ token: 'abc' }, 0)}</MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Detail' })).toHaveAttribute('href', '/pegawai/izin/abc');
  });
});

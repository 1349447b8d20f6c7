import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { EMPTY_EVENT_FORM, eventFormValues } from '../api';
import { bsmr, diklatEvent, diklatOptions, lppi } from '../diklat-fixtures';
import { DiklatEventForm } from './DiklatEventForm';

jest.setTimeout(20_000);

const filled = { ...EMPTY_EVENT_FORM, nama: 'Manajemen Risiko Dasar', awal: '2026-06-15' };

function renderForm(initialValues = filled) {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  renderWith(
    <DiklatEventForm initialValues={initialValues} options={diklatOptions} onSubmit={onSubmit} onCancel={jest.fn()} />,
    fakeTransport({}).transport,
  );
  return { onSubmit, organisers: screen.getByRole('combobox', { name: 'Penyelenggara' }) };
}

/** Types like a browser's input events (user-event's `type` loses characters on this combobox in jsdom). */
async function typeInto(input: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i += 1) {
    fireEvent.change(input, { target: { value: text.slice(0, i) } });
    await act(async () => {});
  }
}

const removeButton = (label: string) => screen.queryByRole('button', { name: `Hapus pilihan ${label}` });

describe('DiklatEventForm organisers', () => {
  it('sends the ids of both organisers picked, each shown as nama | akronim', async () => {
    const user = userEvent.setup();
    const { onSubmit, organisers } = renderForm();
    await user.click(organisers);
    await user.click(screen.getByRole('option', { name: lppi.label }));
    await user.click(screen.getByRole('option', { name: bsmr.label }));
    expect(removeButton(lppi.label)).toBeInTheDocument();
    expect(removeButton(bsmr.label)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('diklat-form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ nama: 'Manajemen Risiko Dasar', penyelenggara_id: [2, 3] });
  });

  it('finds an organiser by its acronym and picks it with the keyboard', async () => {
    const user = userEvent.setup();
    const { onSubmit, organisers } = renderForm();
    await user.click(organisers);
    await typeInto(organisers, 'bsmr');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([bsmr.label]);
    await user.keyboard('{ArrowDown}{Enter}{Escape}');
    expect(removeButton(bsmr.label)).toBeInTheDocument();
    await user.click(screen.getByTestId('diklat-form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].penyelenggara_id).toEqual([3]);
  });

  it('editing an event shows its organisers; removing one sends the other only', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(eventFormValues(diklatEvent({ penyelenggaras: [lppi, bsmr] })));
    expect(removeButton(lppi.label)).toBeInTheDocument();
    expect(removeButton(bsmr.label)).toBeInTheDocument();
    await user.click(removeButton(lppi.label)!);
    expect(removeButton(lppi.label)).not.toBeInTheDocument();
    await user.click(screen.getByTestId('diklat-form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].penyelenggara_id).toEqual([3]);
  });
});

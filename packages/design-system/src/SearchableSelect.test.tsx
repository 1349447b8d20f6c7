import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchableSelect, type SearchableSelectProps } from './SearchableSelect';
import type { OptionId } from './option-filter';
import { renderWithPortal } from './testing/render-with-portal';

interface Pegawai {
  id: number;
  nama: string;
  npp: string;
  jabatan: { nama: string };
}

const pegawai: Pegawai[] = [
  { id: 1, nama: 'Budi Santoso', npp: '10001', jabatan: { nama: 'Teller' } },
  { id: 2, nama: 'Siti Rahayu', npp: '10002', jabatan: { nama: 'Customer Service' } },
  { id: 3, nama: 'Agus Wijaya', npp: '10003', jabatan: { nama: 'Kepala Cabang' } },
];

type Props = Partial<SearchableSelectProps<Pegawai>>;

/** Single select, held by its parent as a form would hold it (the chosen value comes back as `value`). */
function HeldSelect({ onChange, props }: { onChange: jest.Mock; props: Props }) {
  const [value, setValue] = useState<OptionId | null>(null);
  return (
    <SearchableSelect<Pegawai>
      aria-label="Pegawai"
      options={pegawai}
      searchKeys={['npp', 'jabatan.nama']}
      value={value}
      onChange={(next, item) => {
        onChange(next, item);
        setValue(next);
      }}
      {...(props as object)}
    />
  );
}

function setup(props: Props = {}, { fakeTimers = false } = {}) {
  const onChange = jest.fn();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  renderWithPortal(<HeldSelect onChange={onChange} props={props} />);
  const input = screen.getByRole('combobox', { name: 'Pegawai' });
  return { onChange, user, input };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

// Ark/zag schedule some state updates in microtasks: keep those real so only timers are faked.
const useFakeTimers = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });

/** Let pending React work (effects that start the debounce) settle, then move the clock. */
async function advance(ms: number) {
  await act(async () => {});
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/**
 * Types like a browser's input events, one character at a time. user-event's `type` loses
 * characters here: the combobox writes the input's value back while user-event tracks its own
 * caret, which only happens in jsdom (the real Chakra combobox is fine in browsers).
 */
async function typeInto(input: HTMLElement, text: string) {
  await act(async () => input.focus());
  const start = (input as HTMLInputElement).value;
  for (let i = 1; i <= text.length; i += 1) {
    fireEvent.change(input, { target: { value: start + text.slice(0, i) } });
    await act(async () => {});
  }
}

async function clearInput(input: HTMLElement) {
  fireEvent.change(input, { target: { value: '' } });
  await act(async () => {});
}

describe('SearchableSelect', () => {
  afterEach(() => jest.useRealTimers());

  it('filters on nama and the extra search keys, case and order insensitive', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(optionNames()).toEqual(['Budi Santoso', 'Siti Rahayu', 'Agus Wijaya']);
    await typeInto(input, 'SANTOSO budi');
    expect(optionNames()).toEqual(['Budi Santoso']);
    await clearInput(input);
    await typeInto(input, '10003');
    expect(optionNames()).toEqual(['Agus Wijaya']);
    await clearInput(input);
    await typeInto(input, 'customer');
    expect(optionNames()).toEqual(['Siti Rahayu']);
  });

  it("shows 'Ketik untuk pencarian' before any search when there is nothing to list", async () => {
    const { user, input } = setup({ options: [] });
    await user.click(input);
    expect(screen.getByRole('listbox')).toHaveTextContent(/^Ketik untuk pencarian$/);
  });

  it('shows the exact not-found texts', async () => {
    const { input } = setup();
    await typeInto(input, 'zzz');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByText('"zzz" tidak ditemukan')).toBeInTheDocument();
    expect(within(listbox).getByText('perbaiki kata kunci pencarian')).toBeInTheDocument();
  });

  it('selects with the keyboard: arrows and Enter, Escape closes', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', expect.stringContaining('2'));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2, pegawai[1]);

    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the label of the controlled value and clears it', async () => {
    const { user, input, onChange } = setup({ value: 3 });
    expect(input).toHaveValue('Agus Wijaya');
    await user.click(screen.getByRole('button', { name: 'Kosongkan pilihan' }));
    expect(onChange).toHaveBeenLastCalledWith(null, null);
  });

  it('shows the name of a value that arrived before its options (a filter read from the address)', () => {
    const select = (options: Pegawai[]) => (
      <SearchableSelect<Pegawai> aria-label="Kantor" options={options} value={2} onChange={jest.fn()} />
    );
    const { rerender } = renderWithPortal(select([]));
    const input = screen.getByRole('combobox', { name: 'Kantor' });
    expect(input).toHaveValue('');
    rerender(select(pegawai));
    expect(input).toHaveValue('Siti Rahayu');
  });

  it('limits options to allowedIds and blocks disabledIds', async () => {
    const { user, input, onChange } = setup({ allowedIds: [1, '3'], disabledIds: [3] });
    await user.click(input);
    expect(optionNames()).toEqual(['Budi Santoso', 'Agus Wijaya']);
    const agus = screen.getByRole('option', { name: 'Agus Wijaya' });
    expect(agus).toHaveAttribute('aria-disabled', 'true');
    await user.click(agus);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: 'Budi Santoso' }));
    expect(onChange).toHaveBeenCalledWith(1, pegawai[0]);
  });

  it("treats '*' as every id", async () => {
    const { user, input, onChange } = setup({ allowedIds: '*', disabledIds: '*' });
    await user.click(input);
    expect(optionNames()).toHaveLength(3);
    screen.getAllByRole('option').forEach((option) => expect(option).toHaveAttribute('aria-disabled', 'true'));
    await user.click(screen.getByRole('option', { name: 'Siti Rahayu' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('supports multiple values with removable tags', async () => {
    function Multi() {
      const [value, setValue] = useState<OptionId[]>([1]);
      return (
        <SearchableSelect<Pegawai>
          multiple
          aria-label="Pegawai"
          options={pegawai}
          value={value}
          onChange={(v) => setValue(v)}
        />
      );
    }
    const user = userEvent.setup();
    renderWithPortal(<Multi />);
    expect(screen.getByRole('button', { name: 'Hapus pilihan Budi Santoso' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Pegawai' }));
    await user.click(screen.getByRole('option', { name: 'Agus Wijaya' }));
    expect(screen.getByRole('button', { name: 'Hapus pilihan Agus Wijaya' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus pilihan Budi Santoso' }));
    expect(screen.queryByRole('button', { name: 'Hapus pilihan Budi Santoso' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus pilihan Agus Wijaya' })).toBeInTheDocument();
  });

  describe('remote search', () => {
    const remoteResult: Pegawai[] = [{ id: 99, nama: 'Dewi Lestari', npp: '20099', jabatan: { nama: 'Analis' } }];

    it('does not call loadOptions for 3 characters or fewer', async () => {
      useFakeTimers();
      const loadOptions = jest.fn().mockResolvedValue(remoteResult);
      const { input } = setup({ loadOptions }, { fakeTimers: true });
      await typeInto(input, 'dew');
      await advance(5000);
      expect(loadOptions).not.toHaveBeenCalled();
      await typeInto(input, ' ');
      await advance(5000);
      expect(loadOptions).not.toHaveBeenCalled();
      // Nothing was searched on the server yet, so the hint stays 'Ketik untuk pencarian'.
      expect(screen.getByRole('listbox')).toHaveTextContent(/^Ketik untuk pencarian$/);
    });

    it('calls loadOptions once, 1000 ms after the last key, for more than 3 characters', async () => {
      useFakeTimers();
      const loadOptions = jest.fn().mockResolvedValue(remoteResult);
      const { user, input, onChange } = setup({ loadOptions }, { fakeTimers: true });
      await typeInto(input, 'dewi');
      await advance(500);
      await typeInto(input, ' l');
      await advance(999);
      expect(loadOptions).not.toHaveBeenCalled();
      expect(screen.getByRole('listbox')).toHaveTextContent('Mencari...');
      await advance(1);
      expect(loadOptions).toHaveBeenCalledTimes(1);
      expect(loadOptions).toHaveBeenCalledWith('dewi l');
      expect(optionNames()).toEqual(['Dewi Lestari']);

      await user.click(screen.getByRole('option', { name: 'Dewi Lestari' }));
      expect(onChange).toHaveBeenLastCalledWith(99, remoteResult[0]);
      expect(input).toHaveValue('Dewi Lestari');
      await advance(5000);
      expect(loadOptions).toHaveBeenCalledTimes(1);
    });

    it('shows the not-found texts when the server finds nothing', async () => {
      useFakeTimers();
      const loadOptions = jest.fn().mockResolvedValue([]);
      const { input } = setup({ loadOptions }, { fakeTimers: true });
      await typeInto(input, 'xyzzy');
      await advance(1000);
      expect(loadOptions).toHaveBeenCalledTimes(1);
      expect(screen.getByText('"xyzzy" tidak ditemukan')).toBeInTheDocument();
      expect(screen.getByText('perbaiki kata kunci pencarian')).toBeInTheDocument();
    });

    it('says the search failed (not that nothing matched) when the server search fails', async () => {
      useFakeTimers();
      const loadOptions = jest.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue(remoteResult);
      const { input } = setup({ loadOptions }, { fakeTimers: true });
      await typeInto(input, 'dewi');
      await advance(1000);
      expect(screen.getByRole('listbox')).toHaveTextContent(/^Pencarian gagal\. Periksa koneksi/);
      expect(screen.queryByText('"dewi" tidak ditemukan')).toBeNull();
      await typeInto(input, ' l');
      await advance(1000);
      expect(optionNames()).toEqual(['Dewi Lestari']);
    });
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import type { PegawaiOption } from '@portal/contracts';
import { PegawaiSelect } from './PegawaiSelect';
import { renderWithPortal } from './testing/render-with-portal';

const dewi: PegawaiOption = {
  id: 7,
  nama: 'Dewi Lestari',
  npp: '20099',
  jabatan: { id: 3, nama: 'Analis Kredit' },
  kantor: { id: 4, nama: 'Cabang Malang' },
};
const tanpaNpp: PegawaiOption = {
  id: 8,
  nama: 'Dewi Anggraini',
  npp: null,
  jabatan: null,
  kantor: { id: 4, nama: 'Cabang Malang' },
};

// Ark/zag schedule some state updates in microtasks: keep those real so only timers are faked.
const useFakeTimers = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });

async function advance(ms: number) {
  await act(async () => {});
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/** One input event per character, as a browser sends them (see SearchableSelect.test.tsx). */
async function typeInto(input: HTMLElement, text: string) {
  await act(async () => input.focus());
  for (let i = 1; i <= text.length; i += 1) {
    fireEvent.change(input, { target: { value: text.slice(0, i) } });
    await act(async () => {});
  }
}

function setup(props: { multiple?: boolean; disabledIds?: number[] } = {}) {
  const loadOptions = jest.fn().mockResolvedValue([dewi, tanpaNpp]);
  const onChange = jest.fn();
  renderWithPortal(
    props.multiple ? (
      <PegawaiSelect
        multiple
        aria-label="Pegawai"
        loadOptions={loadOptions}
        value={[]}
        onChange={onChange}
        disabledIds={props.disabledIds}
      />
    ) : (
      <PegawaiSelect
        aria-label="Pegawai"
        loadOptions={loadOptions}
        value={null}
        onChange={onChange}
        disabledIds={props.disabledIds}
      />
    ),
  );
  return { loadOptions, onChange, input: screen.getByRole('combobox', { name: 'Pegawai' }) };
}

describe('PegawaiSelect', () => {
  beforeEach(useFakeTimers);
  afterEach(() => jest.useRealTimers());

  it('does not search the server for 3 characters or fewer', async () => {
    const { loadOptions, input } = setup();
    await typeInto(input, 'dew');
    await advance(5000);
    expect(loadOptions).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toHaveTextContent('Ketik untuk pencarian');
  });

  it('searches once, 1000 ms after the last key, and shows npp, position and office', async () => {
    const { loadOptions, input, onChange } = setup();
    await typeInto(input, 'dewi');
    await advance(999);
    expect(loadOptions).not.toHaveBeenCalled();
    await advance(1);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('dewi');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Dewi Lestari20099 · Analis Kredit · Cabang Malang',
      'Dewi AnggrainiCabang Malang',
    ]);
    fireEvent.click(options[0]);
    await act(async () => {});
    expect(onChange).toHaveBeenLastCalledWith(7, dewi);
  });

  it('multiple: several employees; disabled ids cannot be chosen', async () => {
    const { input, onChange } = setup({ multiple: true, disabledIds: [8] });
    await typeInto(input, 'malang');
    await advance(1000);
    expect(screen.getByRole('option', { name: /Dewi Anggraini/ })).toHaveAttribute('data-disabled');
    fireEvent.click(screen.getByRole('option', { name: /Dewi Lestari/ }));
    await act(async () => {});
    expect(onChange).toHaveBeenLastCalledWith([7], [dewi]);
  });
});

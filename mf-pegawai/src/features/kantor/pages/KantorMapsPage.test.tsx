import { act, screen, waitFor, within } from '@testing-library/react';
import type { KantorMapPoint } from '@portal/contracts';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import KantorMapsPage from './KantorMapsPage';

jest.setTimeout(20_000);

/** A stand-in for Leaflet: records the tile address and lets the test fire tile events. */
const tileHandlers: Record<string, () => void> = {};
const tileLayer = jest.fn((_url: string) => {
  const layer = {
    on: (event: string, handler: () => void) => ((tileHandlers[event] = handler), layer),
    addTo: () => layer,
  };
  return layer;
});
const remove = jest.fn();
jest.mock('leaflet', () => {
  const chain = () => ({ bindPopup: () => chain(), bindTooltip: () => chain(), addTo: () => chain() });
  return {
    __esModule: true,
    map: () => ({ fitBounds: jest.fn(), remove }),
    tileLayer: (url: string) => tileLayer(url),
    circleMarker: chain,
    latLngBounds: () => ({}),
  };
});

const POINTS: KantorMapPoint[] = [
  {
    id: 1,
    display_name: 'Kantor Pusat',
    kantor_level_id: 1,
    alamat: 'Jl. Braga 1',
    latitude: -6.9175,
    longitude: 107.6191,
  },
  {
    id: 4,
    display_name: 'KCP Dago (KC Bandung)',
    kantor_level_id: 6,
    alamat: null,
    latitude: -6.885,
    longitude: 107.613,
  },
];

function setup(points = POINTS) {
  global.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ idleTimeoutMs: 900000, mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' }),
  })) as unknown as typeof fetch;
  const server = fakeTransport((method, path) =>
    method === 'GET' && path === '/general/kantor/x/maps' ? { data: points } : undefined,
  );
  renderWith(<KantorMapsPage />, server.transport);
}

describe('KantorMapsPage', () => {
  beforeEach(() => {
    tileLayer.mockClear();
    remove.mockClear();
    for (const key of Object.keys(tileHandlers)) delete tileHandlers[key];
  });

  it('draws the map with the configured tiles and lists the offices below it', async () => {
    setup();
    expect(await screen.findByTestId('kantor-map')).toBeInTheDocument();
    await waitFor(() => expect(tileLayer).toHaveBeenCalledWith('https://tiles.example/{z}/{x}/{y}.png'));
    const list = screen.getByRole('table', { name: 'Kantor dengan koordinat' });
    expect(within(list).getByText('KCP Dago (KC Bandung)')).toBeInTheDocument();
    expect(within(list).getByText('-6.91750')).toBeInTheDocument();
  });

  it('falls back to the list when the tiles cannot be loaded', async () => {
    setup();
    await waitFor(() => expect(tileHandlers.tileerror).toBeDefined());
    act(() => tileHandlers.tileerror());
    expect(await screen.findByText('Peta tidak dapat dimuat; kantor ditampilkan sebagai daftar.')).toBeInTheDocument();
    expect(screen.queryByTestId('kantor-map')).not.toBeInTheDocument();
    expect(remove).toHaveBeenCalled();
    expect(
      within(screen.getByRole('table', { name: 'Kantor dengan koordinat' })).getByText('Kantor Pusat'),
    ).toBeInTheDocument();
  });

  it('without coordinates shows no map, only the message', async () => {
    setup([]);
    expect(await screen.findByText('Belum ada kantor dengan koordinat.')).toBeInTheDocument();
    expect(screen.queryByTestId('kantor-map')).not.toBeInTheDocument();
  });
});

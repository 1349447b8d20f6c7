import { boxExit, layoutArchitecture } from './architecture-layout';

const remotes = ['mf_pegawai', 'mf_absen', 'mf_sppd', 'mf_kpi', 'mf_gaji', 'mf_message', 'mf_ai'].map((name) => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
}));

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('layoutArchitecture', () => {
  it('draws one box per remote of remotes.json plus shell, API, realtime, jobs and database', () => {
    const layout = layoutArchitecture(remotes);
    expect(layout.nodes.map((node) => node.id)).toEqual([
      'shell',
      ...remotes.map((remote) => `remote:${remote.name}`),
      'realtime',
      'api',
      'jobs',
      'database',
    ]);
    expect(layout.edges.filter((edge) => edge.from === 'shell' && edge.to.startsWith('remote:'))).toHaveLength(7);
  });

  it('keeps every box inside the drawing and apart from the others', () => {
    const layout = layoutArchitecture(remotes);
    for (const node of layout.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.x + node.width).toBeLessThanOrEqual(layout.width);
      expect(node.y + node.height).toBeLessThanOrEqual(layout.height);
    }
    for (const [i, a] of layout.nodes.entries())
      for (const b of layout.nodes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
  });

  it('follows the list: a remote on another host shows that host; none at all still draws the platform', () => {
    const moved = layoutArchitecture([
      { name: 'mf_absen', manifestUrl: 'https://absen.bank.example/mf-manifest.json' },
    ]);
    expect(moved.nodes.find((node) => node.id === 'remote:mf_absen')?.detail).toBe('absen.bank.example');
    const none = layoutArchitecture([]);
    expect(none.nodes.map((node) => node.kind)).toEqual(['shell', 'realtime', 'api', 'jobs', 'database']);
  });

  it('boxExit puts arrow ends on the box border', () => {
    const node = { id: 'n', kind: 'api' as const, label: '', detail: '', x: 0, y: 0, width: 100, height: 50 };
    expect(boxExit(node, 50, 500)).toEqual({ x: 50, y: 50 });
    expect(boxExit(node, 500, 25)).toEqual({ x: 100, y: 25 });
  });
});

/**
 * Lays out the architecture diagram (/diagram) from the live remotes.json: the shell on top, one box
 * per remote below it (wrapping into rows), then the API with the realtime hub and the job workers
 * beside it, and PostgreSQL at the bottom. Pure geometry, so it is tested without a browser and
 * never drifts from the remotes that actually run.
 */
export type NodeKind = 'shell' | 'remote' | 'api' | 'realtime' | 'jobs' | 'database';

export interface DiagramNode {
  id: string;
  kind: NodeKind;
  label: string;
  detail: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** A remote whose manifest did not answer. */
  unavailable?: boolean;
}

export interface DiagramEdge {
  from: string;
  to: string;
  label: string;
  dashed?: boolean;
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

export interface RemoteInput {
  name: string;
  /** Where its manifest is served (host shown under the name). */
  manifestUrl: string;
  unavailable?: boolean;
}

const BOX_W = 170;
const BOX_H = 56;
const GAP_X = 24;
const ROW_GAP = 70;
const MARGIN = 24;
const REMOTES_PER_ROW = 4;

function hostOf(url: string): string {
  try {
    return new URL(url, 'http://portal.local').host.replace('portal.local', 'portal');
  } catch {
    return url;
  }
}

export function layoutArchitecture(remotes: readonly RemoteInput[]): DiagramLayout {
  const perRow = Math.max(1, Math.min(REMOTES_PER_ROW, remotes.length));
  const rowWidth = (count: number) => count * BOX_W + (count - 1) * GAP_X;
  // Wide enough for the widest remote row and for the API row (realtime, API, jobs).
  const width = Math.max(rowWidth(perRow), rowWidth(3)) + 2 * MARGIN;
  const centre = (w: number) => (width - w) / 2;
  const nodes: DiagramNode[] = [];
  let y = MARGIN;

  nodes.push({
    id: 'shell',
    kind: 'shell',
    label: 'Shell (host)',
    detail: 'login, sesi, menu, guard',
    x: centre(BOX_W),
    y,
    width: BOX_W,
    height: BOX_H,
  });
  y += BOX_H + ROW_GAP;

  const remoteRows = Math.ceil(remotes.length / perRow);
  for (let row = 0; row < remoteRows; row++) {
    const inRow = remotes.slice(row * perRow, (row + 1) * perRow);
    const start = centre(rowWidth(inRow.length));
    inRow.forEach((remote, i) =>
      nodes.push({
        id: `remote:${remote.name}`,
        kind: 'remote',
        label: remote.name,
        detail: remote.unavailable ? 'tidak tersedia' : hostOf(remote.manifestUrl),
        x: start + i * (BOX_W + GAP_X),
        y,
        width: BOX_W,
        height: BOX_H,
        unavailable: remote.unavailable,
      }),
    );
    y += BOX_H + (row === remoteRows - 1 ? ROW_GAP : GAP_X);
  }
  if (remoteRows === 0) y += 0;

  const apiRow = centre(rowWidth(3));
  nodes.push(
    {
      id: 'realtime',
      kind: 'realtime',
      label: 'Realtime (SSE)',
      detail: '/api/realtime/stream',
      x: apiRow,
      y,
      width: BOX_W,
      height: BOX_H,
    },
    {
      id: 'api',
      kind: 'api',
      label: 'API Fastify',
      detail: '/api/*',
      x: apiRow + BOX_W + GAP_X,
      y,
      width: BOX_W,
      height: BOX_H,
    },
    {
      id: 'jobs',
      kind: 'jobs',
      label: 'Job (pg-boss)',
      detail: 'ekspor, impor, dashboard',
      x: apiRow + 2 * (BOX_W + GAP_X),
      y,
      width: BOX_W,
      height: BOX_H,
    },
  );
  y += BOX_H + ROW_GAP;

  nodes.push({
    id: 'database',
    kind: 'database',
    label: 'PostgreSQL',
    detail: 'data, antrian, LISTEN/NOTIFY',
    x: centre(BOX_W),
    y,
    width: BOX_W,
    height: BOX_H,
  });
  y += BOX_H + MARGIN;

  const edges: DiagramEdge[] = [
    ...remotes.map((remote) => ({ from: 'shell', to: `remote:${remote.name}`, label: 'Module Federation' })),
    { from: 'shell', to: 'api', label: 'HTTPS /api' },
    { from: 'realtime', to: 'shell', label: 'SSE', dashed: true },
    { from: 'api', to: 'database', label: 'SQL' },
    { from: 'jobs', to: 'database', label: 'antrian' },
    { from: 'realtime', to: 'database', label: 'LISTEN' },
  ];
  return { width, height: y, nodes, edges };
}

/** The point where the segment from a box's centre towards (tx, ty) leaves the box. */
export function boxExit(node: DiagramNode, tx: number, ty: number): { x: number; y: number } {
  const cx = node.x + node.width / 2;
  const cy = node.y + node.height / 2;
  const dx = tx - cx;
  const dy = ty - cy;
  if (dx === 0 && dy === 0) return { x: cx, y: cy };
  const scale = Math.min(
    dx === 0 ? Infinity : node.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : node.height / 2 / Math.abs(dy),
  );
  return { x: cx + dx * scale, y: cy + dy * scale };
}

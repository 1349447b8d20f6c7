import { act, fireEvent, screen, within } from '@testing-library/react';
import type { KantorTreeNode } from '@portal/contracts';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import KantorStrukturPage from './KantorStrukturPage';

jest.setTimeout(20_000);

const NODES: KantorTreeNode[] = [
  { id: 1, nama: 'Kantor Pusat', display_name: 'Kantor Pusat', kantor_level_id: 1, parent_id: null },
  { id: 2, nama: 'Barat', display_name: 'Kanwil Barat', kantor_level_id: 3, parent_id: 1 },
  { id: 3, nama: 'Bandung', display_name: 'KC Bandung', kantor_level_id: 5, parent_id: 2 },
  { id: 4, nama: 'Dago', display_name: 'KCP Dago (KC Bandung)', kantor_level_id: 6, parent_id: 3 },
  { id: 5, nama: 'Timur', display_name: 'Kanwil Timur', kantor_level_id: 3, parent_id: 1 },
];

function setup(nodes = NODES) {
  const server = fakeTransport((method, path) =>
    method === 'GET' && path === '/general/kantor/x/tree' ? { data: nodes } : undefined,
  );
  renderWith(<KantorStrukturPage />, server.transport);
  return server;
}

const item = (name: string) => screen.getByText(name).closest('[role="treeitem"]') as HTMLElement;

describe('KantorStrukturPage', () => {
  it('shows the offices as a tree, top level open, deeper levels closed', async () => {
    setup();
    const tree = await screen.findByRole('tree', { name: 'Struktur kantor' });
    expect(item('Kantor Pusat')).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByText('Kanwil Barat')).toBeInTheDocument();
    expect(item('Kanwil Barat')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('KC Bandung')).not.toBeInTheDocument();
    // One tab stop: the first item.
    expect(item('Kantor Pusat')).toHaveAttribute('tabindex', '0');
    expect(item('Kanwil Barat')).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrow keys: down, right opens then enters, left goes back to the parent', async () => {
    setup();
    await screen.findByRole('tree');
    act(() => item('Kantor Pusat').focus());
    fireEvent.keyDown(item('Kantor Pusat'), { key: 'ArrowDown' });
    expect(item('Kanwil Barat')).toHaveFocus();
    fireEvent.keyDown(item('Kanwil Barat'), { key: 'ArrowRight' });
    expect(item('Kanwil Barat')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(item('Kanwil Barat'), { key: 'ArrowRight' });
    expect(item('KC Bandung')).toHaveFocus();
    fireEvent.keyDown(item('KC Bandung'), { key: 'Enter' });
    expect(screen.getByText('KCP Dago (KC Bandung)')).toBeInTheDocument();
    fireEvent.keyDown(item('KC Bandung'), { key: 'End' });
    expect(item('Kanwil Timur')).toHaveFocus();
    fireEvent.keyDown(item('Kanwil Timur'), { key: 'ArrowLeft' });
    expect(item('Kantor Pusat')).toHaveFocus();
    fireEvent.keyDown(item('Kantor Pusat'), { key: 'ArrowLeft' });
    expect(item('Kantor Pusat')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Kanwil Barat')).not.toBeInTheDocument();
  });

  it('says so when there are no offices', async () => {
    setup([]);
    expect(await screen.findByText('Belum ada kantor.')).toBeInTheDocument();
  });
});

// The office tree as /kantor/struktur shows it, from the flat list GET /api/general/kantor/x/tree
// answers (given here as rows): the first two levels open, everything closed, everything open, an
// office whose parent is gone (shown as a root) and an empty list. Arrow keys move, → opens, ← closes.
import { kantorTree } from '../../../testing/story-fixtures';
import { KantorTree } from './KantorTree';

const meta = {
  title: 'mf-pegawai/Kantor/KantorTree',
  component: KantorTree,
  args: { nodes: kantorTree, label: 'Struktur kantor' },
};

export default meta;

/** Head office and regions open (the default `initiallyOpenDepth` of 1). */
export const Loaded = {};

/** Only the roots: every branch closed. */
export const Collapsed = { args: { initiallyOpenDepth: 0 } };

/** Every level open. */
export const FullyOpen = { args: { initiallyOpenDepth: 9 } };

/** A region whose parent was deleted: it is shown as a root instead of disappearing. */
export const ParentGone = {
  args: { nodes: kantorTree.filter((node) => node.id !== 1) },
};

/** No offices: the tree renders an empty list (the page says 'Belum ada kantor.' instead). */
export const Empty = { args: { nodes: [] } };

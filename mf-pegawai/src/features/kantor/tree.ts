/** Nesting the flat office list of /x/tree by parent_id, and the visible order for keyboard moves. */
import type { KantorTreeNode } from '@portal/contracts';

export interface TreeItem {
  node: KantorTreeNode;
  children: TreeItem[];
  depth: number;
}

/** Roots are offices without a (live) parent; order within a level is the server's. */
export function buildTree(nodes: readonly KantorTreeNode[]): TreeItem[] {
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<number | null, KantorTreeNode[]>();
  for (const n of nodes) {
    const parent = n.parent_id !== null && ids.has(n.parent_id) ? n.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  const grow = (parent: number | null, depth: number, seen: Set<number>): TreeItem[] =>
    (children.get(parent) ?? [])
      .filter((n) => !seen.has(n.id))
      .map((node) => ({ node, depth, children: grow(node.id, depth + 1, new Set([...seen, node.id])) }));
  return grow(null, 1, new Set());
}

/** Items a user can reach with the arrow keys: roots, and children of expanded items. */
export function visibleItems(roots: readonly TreeItem[], expanded: ReadonlySet<number>): TreeItem[] {
  const out: TreeItem[] = [];
  const walk = (items: readonly TreeItem[]) => {
    for (const item of items) {
      out.push(item);
      if (expanded.has(item.node.id)) walk(item.children);
    }
  };
  walk(roots);
  return out;
}

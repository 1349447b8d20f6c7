import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Text } from '@portal/design-system';
import type { KantorTreeNode } from '@portal/contracts';
import { buildTree, visibleItems, type TreeItem } from '../tree';

export interface KantorTreeProps {
  nodes: readonly KantorTreeNode[];
  label: string;
  /** Levels open at first (default: the top two). */
  initiallyOpenDepth?: number;
}

/**
 * The office tree as a WAI-ARIA tree: one tab stop; ↑/↓ move, → opens or enters, ← closes or goes
 * to the parent, Home/End jump, Enter/Space toggles.
 */
export function KantorTree({ nodes, label, initiallyOpenDepth = 1 }: KantorTreeProps) {
  const roots = useMemo(() => buildTree(nodes), [nodes]);
  const [expanded, setExpanded] = useState<Set<number>>(() => {
    const open = new Set<number>();
    const walk = (items: TreeItem[]) =>
      items.forEach(
        (i) => i.depth <= initiallyOpenDepth && i.children.length > 0 && (open.add(i.node.id), walk(i.children)),
      );
    walk(roots);
    return open;
  });
  const visible = useMemo(() => visibleItems(roots, expanded), [roots, expanded]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = visible.find((i) => i.node.id === activeId) ?? visible[0];
  const refs = useRef(new Map<number, HTMLLIElement>());

  const focus = (item: TreeItem | undefined) => {
    if (!item) return;
    setActiveId(item.node.id);
    refs.current.get(item.node.id)?.focus();
  };
  const toggle = (item: TreeItem, open = !expanded.has(item.node.id)) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(item.node.id);
      else next.delete(item.node.id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, item: TreeItem) => {
    const index = visible.indexOf(item);
    const isOpen = expanded.has(item.node.id);
    const actions: Record<string, () => void> = {
      ArrowDown: () => focus(visible[index + 1]),
      ArrowUp: () => focus(visible[index - 1]),
      Home: () => focus(visible[0]),
      End: () => focus(visible[visible.length - 1]),
      ArrowRight: () =>
        item.children.length === 0 ? undefined : isOpen ? focus(item.children[0]) : toggle(item, true),
      ArrowLeft: () => (isOpen ? toggle(item, false) : focus(visible.find((v) => v.node.id === item.node.parent_id))),
      Enter: () => item.children.length > 0 && toggle(item),
      ' ': () => item.children.length > 0 && toggle(item),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const render = (items: TreeItem[], group: boolean) => (
    <Box
      as="ul"
      role={group ? 'group' : 'tree'}
      aria-label={group ? undefined : label}
      listStyleType="none"
      pl={group ? '5' : '0'}
      m="0"
    >
      {items.map((item) => {
        const hasChildren = item.children.length > 0;
        const isOpen = expanded.has(item.node.id);
        return (
          <li
            key={item.node.id}
            role="treeitem"
            aria-level={item.depth}
            aria-expanded={hasChildren ? isOpen : undefined}
            aria-selected={active?.node.id === item.node.id}
            tabIndex={active?.node.id === item.node.id ? 0 : -1}
            ref={(el) => {
              if (el) refs.current.set(item.node.id, el);
              else refs.current.delete(item.node.id);
            }}
            onKeyDown={(e) => onKeyDown(e, item)}
            onClick={(e) => {
              e.stopPropagation();
              setActiveId(item.node.id);
              if (hasChildren) toggle(item);
            }}
            onFocus={(e) => e.target === e.currentTarget && setActiveId(item.node.id)}
            style={{ outlineOffset: 2, cursor: hasChildren ? 'pointer' : 'default' }}
          >
            <Text
              as="span"
              display="inline-flex"
              gap="2"
              py="1"
              px="1"
              borderRadius="sm"
              bg={active?.node.id === item.node.id ? 'bg.muted' : undefined}
            >
              <span aria-hidden="true" style={{ width: '1em', display: 'inline-block' }}>
                {hasChildren ? (isOpen ? '▾' : '▸') : '•'}
              </span>
              <span>{item.node.display_name}</span>
              {hasChildren ? (
                <Text as="span" color="fg.muted">
                  ({item.children.length})
                </Text>
              ) : null}
            </Text>
            {hasChildren && isOpen ? render(item.children, true) : null}
          </li>
        );
      })}
    </Box>
  );

  return render(roots, false);
}

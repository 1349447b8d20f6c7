import { useId } from 'react';
import { Box } from '@portal/design-system';
import { boxExit, type DiagramLayout, type DiagramNode, type NodeKind } from './architecture-layout';

/** Fill and border per kind; dark text on light fills keeps the contrast above 4.5:1. */
const COLOURS: Record<NodeKind, { fill: string; stroke: string }> = {
  shell: { fill: '#dbeafe', stroke: '#1d4ed8' },
  remote: { fill: '#dcfce7', stroke: '#15803d' },
  api: { fill: '#fef3c7', stroke: '#b45309' },
  realtime: { fill: '#f3e8ff', stroke: '#7e22ce' },
  jobs: { fill: '#ffedd5', stroke: '#c2410c' },
  database: { fill: '#e0e7ff', stroke: '#3730a3' },
};
const UNAVAILABLE = { fill: '#fee2e2', stroke: '#b91c1c' };

function Node({ node }: { node: DiagramNode }) {
  const colour = node.unavailable ? UNAVAILABLE : COLOURS[node.kind];
  return (
    <g data-testid={`diagram-node-${node.id}`}>
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={node.kind === 'database' ? 18 : 8}
        fill={colour.fill}
        stroke={colour.stroke}
        strokeWidth={1.5}
        strokeDasharray={node.unavailable ? '5 4' : undefined}
      />
      <text
        x={node.x + node.width / 2}
        y={node.y + 24}
        textAnchor="middle"
        fontSize="14"
        fontWeight="600"
        fill="#111827"
      >
        {node.label}
      </text>
      <text x={node.x + node.width / 2} y={node.y + 42} textAnchor="middle" fontSize="11" fill="#374151">
        {node.detail}
      </text>
    </g>
  );
}

export interface ArchitectureDiagramProps {
  layout: DiagramLayout;
  /** The accessible name; the description lists every box and arrow. */
  title: string;
}

/** The architecture as an SVG laid out by layoutArchitecture (no charting library). */
export function ArchitectureDiagram({ layout, title }: ArchitectureDiagramProps) {
  const id = useId();
  const byId = new Map(layout.nodes.map((node) => [node.id, node]));
  const description = layout.edges
    .map((edge) => `${byId.get(edge.from)?.label} → ${byId.get(edge.to)?.label} (${edge.label})`)
    .join('; ');
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md" bg="white">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
        style={{ maxWidth: '100%', height: 'auto' }}
        data-testid="architecture-diagram"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <marker
            id={`${id}-arrow`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" fill="#4b5563" />
          </marker>
        </defs>
        {layout.edges.map((edge) => {
          const from = byId.get(edge.from);
          const to = byId.get(edge.to);
          if (!from || !to) return null;
          const start = boxExit(from, to.x + to.width / 2, to.y + to.height / 2);
          const end = boxExit(to, from.x + from.width / 2, from.y + from.height / 2);
          return (
            <g key={`${edge.from}-${edge.to}`}>
              <line
                x1={start.x}
                y1={start.y}
                x2={end.x}
                y2={end.y}
                stroke="#4b5563"
                strokeWidth={1.2}
                strokeDasharray={edge.dashed ? '6 4' : undefined}
                markerEnd={`url(#${id}-arrow)`}
              />
              <text x={(start.x + end.x) / 2 + 4} y={(start.y + end.y) / 2 - 4} fontSize="10" fill="#4b5563">
                {edge.label}
              </text>
            </g>
          );
        })}
        {layout.nodes.map((node) => (
          <Node key={node.id} node={node} />
        ))}
      </svg>
    </Box>
  );
}

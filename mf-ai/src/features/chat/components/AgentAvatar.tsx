/**
 * An agent's svg avatar (spec §3: "the agent option shows an svg image"). Shown through an <img> data
 * address, where an svg can never run script (the server also refuses active svg content on write).
 */
import { Box } from '@portal/design-system';

export interface AgentAvatarProps {
  svg: string | null;
  nama: string;
  size?: number;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function AgentAvatar({ svg, nama, size = 28 }: AgentAvatarProps) {
  if (!svg)
    return (
      <Box
        aria-hidden
        w={`${size}px`}
        h={`${size}px`}
        borderRadius="full"
        bg="brand.solid"
        color="white"
        fontSize="xs"
        display="flex"
        alignItems="center"
        justifyContent="center"
        flexShrink={0}
      >
        {nama.slice(0, 1).toUpperCase()}
      </Box>
    );
  return <img src={svgDataUrl(svg)} alt="" width={size} height={size} style={{ flexShrink: 0 }} />;
}

import { useEffect, useState } from 'react';
import { usePendingRequests } from '@portal/api-client';
import { PROGRESS_BAR_DELAY_MS } from '@portal/domain';
import { Box } from '@portal/design-system';

/**
 * The thin bar at the top of the portal while API calls are on the wire — only for calls slower
 * than PROGRESS_BAR_DELAY_MS (spec), so quick answers never flicker it.
 */
export function RequestProgressBar() {
  const pending = usePendingRequests();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (pending === 0) {
      setVisible(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setVisible(true), PROGRESS_BAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  if (!visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Memuat data"
      data-testid="request-progress"
      position="fixed"
      top="0"
      left="0"
      right="0"
      h="3px"
      zIndex="max"
      overflow="hidden"
      bg="colorPalette.muted"
    >
      <Box
        h="full"
        w="40%"
        bg="colorPalette.solid"
        css={{
          animation: 'portal-progress 1.1s ease-in-out infinite',
          '@keyframes portal-progress': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
        }}
      />
    </Box>
  );
}

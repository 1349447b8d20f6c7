import { Box, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { TEXTS } from './texts';
import { toaster } from './toast';

/** Renders the notifications of `notify` / `toaster`. PortalProvider already includes it once. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} overflow="hidden">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={TEXTS.closeNotification} /> : null}
            {toast.meta?.progress ? <TimeBar duration={toast.duration} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/** A bar that empties over the toast's lifetime and pauses while the toast is paused (hover/focus). */
function TimeBar({ duration }: { duration?: number }) {
  if (!duration || !Number.isFinite(duration)) return null;
  return (
    <Box
      data-testid="toast-time-bar"
      position="absolute"
      insetInline="0"
      bottom="0"
      height="3px"
      bg="currentColor"
      opacity={0.5}
      transformOrigin="left"
      animation={`portalShrink ${duration}ms linear forwards`}
      css={{ '[data-paused] &': { animationPlayState: 'paused' } }}
    />
  );
}

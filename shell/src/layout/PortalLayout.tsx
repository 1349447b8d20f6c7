import { Suspense, useMemo, useRef, useState } from 'react';
import { Outlet } from '@portal/design-system/router';
import { buildMenu, type PortalRoute } from '@portal/domain';
import { LoadingState, Box, CloseButton, Container, Drawer, Flex, Portal, chakra, notify } from '@portal/design-system';
import { subjectOf, useSessionController, useSessionUser } from '../session/SessionContext';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { RequestProgressBar } from './RequestProgressBar';
import { SideMenu } from './SideMenu';
import { useUnreadMail } from '../realtime/useUnreadMail';
import { useUnreadNotifications } from '../realtime/useUnreadNotifications';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { useCurrentRoute, usePageTitle } from './usePageTitle';
import { useTransport, type Transport } from '@portal/api-client';

/** Whether this browser can receive web pushes at all (otherwise the menu item is not offered). */
function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** The subscribe flow is its own chunk, loaded when the user asks for it (docs/adr/0043). */
async function enablePushNow(transport: Transport): Promise<void> {
  const { enablePush, ENABLE_PUSH_MESSAGES } = await import(
    /* webpackChunkName: "push-subscribe" */ '../session/push-subscribe'
  );
  const result = await enablePush(transport);
  if (result === 'enabled') notify.success(ENABLE_PUSH_MESSAGES[result]);
  else notify.error(ENABLE_PUSH_MESSAGES[result]);
}

const SkipLink = chakra('a');

/**
 * Navbar, the side menu (wider than 767 px; a drawer below), the routed page and the footer.
 * Chakra's `md` breakpoint is 768 px, i.e. "wider than 767 px".
 */
export function PortalLayout({ routes }: { routes: readonly PortalRoute[] }) {
  const user = useSessionUser();
  const session = useSessionController();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const current = useCurrentRoute();
  const main = useRef<HTMLElement>(null);
  usePageTitle(current);
  useFocusOnNavigate(main);
  const menu = useMemo(() => (user ? buildMenu(routes, subjectOf(user)) : []), [routes, user]);
  const unreadMail = useUnreadMail();
  const unreadNotifications = useUnreadNotifications();
  const transport = useTransport();
  if (!user) return null;

  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <RequestProgressBar />
      {/* First in the tab order: straight to the page, past navbar and menu. */}
      <SkipLink
        href="#konten"
        data-testid="skip-link"
        position="absolute"
        left="2"
        top="-12"
        zIndex="max"
        px="3"
        py="2"
        rounded="md"
        bg="bg"
        borderWidth="1px"
        _focus={{ top: '2' }}
      >
        Lewati ke konten
      </SkipLink>
      <Navbar
        user={user}
        unreadMail={unreadMail}
        unreadNotifications={unreadNotifications}
        onOpenMenu={() => setDrawerOpen(true)}
        onLogout={() => void session.logout()}
        onEnablePush={pushSupported() ? () => void enablePushNow(transport) : undefined}
      />
      <Flex flex="1" align="stretch">
        <Box as="aside" hideBelow="md" w="64" flexShrink={0} borderRightWidth="1px" bg="bg">
          <Box position="sticky" top="14" maxH="calc(100vh - 3.5rem)" overflowY="auto" py="4" px="2">
            <SideMenu groups={menu} />
          </Box>
        </Box>
        <Box
          as="main"
          id="konten"
          ref={main}
          tabIndex={-1}
          outline="none"
          flex="1"
          minW="0"
          py={{ base: '4', md: '6' }}
          px={{ base: '3', md: '6' }}
          data-testid="page-content"
        >
          <Container maxW={current?.meta.fluid ? 'full' : '6xl'} px="0">
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
      </Flex>
      <Footer />
      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(event) => setDrawerOpen(event.open)}
        placement="start"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="menu-drawer">
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <SideMenu groups={menu} onNavigate={() => setDrawerOpen(false)} testId="drawer-menu" />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Tutup menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}

import { Box, Button, Flex, IconButton, Link, Menu, Portal, Text } from '@portal/design-system';
import { Link as RouterLink } from '@portal/design-system/router';
import { NAVBAR_SHADOW_SCROLL_PX } from '@portal/domain';
import type { SessionClient } from '@portal/contracts';
import { MailBadge } from './MailBadge';
import { NotificationBadge } from './NotificationBadge';
import { useScrolledPast } from './useScrolledPast';

export interface NavbarProps {
  user: SessionClient;
  onOpenMenu: () => void;
  onLogout: () => void;
  /** Unread mails for the envelope's badge; undefined while unknown (no badge). */
  unreadMail?: number;
  /** Unread notifications for the bell's badge; undefined while unknown (no badge). */
  unreadNotifications?: number;
  /** 'Aktifkan notifikasi push' in the user menu; absent where the browser cannot receive pushes. */
  onEnablePush?: () => void;
}

function MenuIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 6h18M3 12h18M3 18h18" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Top bar: brand, drawer toggle on small screens, the mail envelope with its unread badge, the user
 * menu; a shadow once scrolled past 20 px.
 */
export function Navbar({ user, onOpenMenu, onLogout, unreadMail, unreadNotifications, onEnablePush }: NavbarProps) {
  const scrolled = useScrolledPast(NAVBAR_SHADOW_SCROLL_PX);
  const displayName = user.nama || user.name;
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      boxShadow={scrolled ? 'md' : 'none'}
      transition="box-shadow 0.2s"
      data-testid="navbar"
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <Flex h="14" px={{ base: '3', md: '6' }} align="center" gap="3">
        <IconButton
          aria-label="Buka menu"
          variant="ghost"
          size="sm"
          hideFrom="md"
          onClick={onOpenMenu}
          data-testid="menu-toggle"
        >
          <MenuIcon />
        </IconButton>
        <Link asChild fontWeight="bold" fontSize="lg" color="colorPalette.fg" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/home">Portal SDM</RouterLink>
        </Link>
        <Box flex="1" />
        <NotificationBadge unread={unreadNotifications} />
        <MailBadge unread={unreadMail} />
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button kind="quiet" size="sm" data-testid="navbar-user-menu" aria-label={`Menu pengguna ${displayName}`}>
              <Text as="span" maxW="48" truncate>
                {displayName}
              </Text>
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48">
                <Menu.Item value="profile" asChild>
                  <RouterLink to="/user/profile" data-testid="navbar-profile">
                    Profil Saya
                  </RouterLink>
                </Menu.Item>
                {onEnablePush ? (
                  <Menu.Item value="push" onSelect={onEnablePush} data-testid="navbar-enable-push">
                    Aktifkan notifikasi push
                  </Menu.Item>
                ) : null}
                <Menu.Separator />
                <Menu.Item value="logout" onSelect={onLogout} color="fg.error" data-testid="logout-button">
                  Keluar
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
    </Box>
  );
}

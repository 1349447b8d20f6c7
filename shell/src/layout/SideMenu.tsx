import { useEffect, useState } from 'react';
import { Badge, Box, chakra, Link, Stack } from '@portal/design-system';
import { NavLink, useLocation } from '@portal/design-system/router';
import type { MenuGroup } from '@portal/domain';
import { preloadRoutePage } from '../routing/RoutePage';

export interface SideMenuProps {
  groups: MenuGroup[];
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
  testId?: string;
}

const Details = chakra('details');
const Summary = chakra('summary');

function groupOfPath(groups: MenuGroup[], pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  return groups.find(({ items }) => items.some((item) => item.href.split('?')[0].toLowerCase() === path))?.group;
}

/**
 * The menu: only routes the user may open (built by `buildMenu` with the guard predicate); an
 * entry whose page is not built yet carries a 'Segera' badge (it opens the under-construction page).
 * Groups fold (an administrator sees some two hundred entries); the first group and the group of
 * the current page start open. Folded links stay in the document.
 */
export function SideMenu({ groups, onNavigate, testId = 'side-menu' }: SideMenuProps) {
  const { pathname } = useLocation();
  const current = groupOfPath(groups, pathname);
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set([groups[0]?.group, current].filter((g): g is string => Boolean(g))),
  );

  useEffect(() => {
    if (current) setOpen((previous) => (previous.has(current) ? previous : new Set([...previous, current])));
  }, [current]);

  const toggle = (group: string, isOpen: boolean) =>
    setOpen((previous) => {
      if (previous.has(group) === isOpen) return previous;
      const next = new Set(previous);
      if (isOpen) next.add(group);
      else next.delete(group);
      return next;
    });

  return (
    <Box as="nav" aria-label="Menu utama" data-testid={testId}>
      <Stack gap="1">
        {groups.map(({ group, items }) => (
          <Details
            key={group}
            open={open.has(group)}
            onToggle={(event) => toggle(group, (event.currentTarget as HTMLDetailsElement).open)}
            data-menu-group={group}
          >
            <Summary
              cursor="pointer"
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              color="fg.muted"
              px="3"
              py="1.5"
              rounded="md"
              _hover={{ bg: 'bg.muted' }}
            >
              {group}
            </Summary>
            <Stack as="ul" gap="0" listStyleType="none" ps="0" mb="2">
              {items.map((item) => (
                <li key={item.href}>
                  <Link
                    asChild
                    display="block"
                    px="3"
                    py="1.5"
                    rounded="md"
                    fontSize="sm"
                    color="fg"
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    css={{
                      '&[aria-current=page]': {
                        bg: 'colorPalette.subtle',
                        color: 'colorPalette.fg',
                        fontWeight: 'semibold',
                      },
                    }}
                  >
                    <NavLink
                      to={item.href}
                      end
                      data-testid="menu-link"
                      data-route-name={item.name}
                      onMouseEnter={() => preloadRoutePage(item.route)}
                      onFocus={() => preloadRoutePage(item.route)}
                      onClick={onNavigate}
                    >
                      {item.label}
                      {item.route.load ? null : (
                        <Badge ms="2" size="xs" variant="outline" colorPalette="gray" data-testid="menu-not-built">
                          Segera
                        </Badge>
                      )}
                    </NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Details>
        ))}
      </Stack>
    </Box>
  );
}

import {
  Collapse,
  Loader,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { api, type MenuItem } from '@quaybook/contract';
import { routeNameOf } from '@quaybook/domain';
import { IconChevronRight, IconLayoutDashboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { call } from '../api/client';
import { queryKeys } from '../queryKeys';
import { keepRows, keptRows, registerCacheKey } from '../reference/referenceCache';
import { PERMISSIONS_KEY } from '../session/tokenStore';
import { useKnownRoutes } from './knownRoutes';
import { menuIcon } from './menuIcons';
import { menuTarget, menuTree } from './menuTree';

interface SidebarProps {
  open: boolean;
  onOpen(): void;
}

// The menu is kept in the browser beside the reference lists (and forgotten with them at sign
// out), so a tablet opened without a network still shows it.
const MENU_KEY = 'menu';
registerCacheKey(MENU_KEY);

const menuQuery = {
  queryKey: queryKeys.menu,
  queryFn: async () => {
    const { data } = await call(api.menu.getMenu, {});
    keepRows(MENU_KEY, data);
    return data;
  },
  initialData: () => keptRows<MenuItem>(MENU_KEY),
  initialDataUpdatedAt: 0,
  staleTime: 5 * 60_000,
};

/** Dashboard, then the server's menu grouped by parent; one group open at a time. */
export function Sidebar({ open, onOpen }: SidebarProps) {
  const location = useLocation();
  const knownRoutes = useKnownRoutes();
  const { data: items, isPending, isError } = useQuery(menuQuery);
  const groups = menuTree(items ?? []);
  const here = location.pathname.slice(1);
  const activeGroup = groups.find((g) =>
    g.children.some((c) => routeNameOf(c.menu_action) === here),
  )?.item.auto_id;
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const shownGroup = openGroup ?? activeGroup ?? null;

  const remember = (item: MenuItem) => localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(item));

  const toggleGroup = (id: number) => {
    setOpenGroup(shownGroup === id && open ? -1 : id);
    if (!open) onOpen();
  };

  return (
    <ScrollArea type="scroll" h="100%">
      <Stack gap={2} p={open ? 'xs' : 6} component="nav" aria-label="Main menu">
        <RailItem open={open} label="Dashboard">
          <NavLink
            component={Link}
            to="/dashboard"
            label={open ? 'Dashboard' : undefined}
            aria-label="Dashboard"
            leftSection={<IconLayoutDashboard size={18} />}
            active={here === 'dashboard'}
            variant="filled"
          />
        </RailItem>
        {isPending && <Loader size="xs" m="sm" />}
        {isError && !items?.length && open && (
          <Text size="xs" c="dimmed" p="xs">
            The menu could not be loaded.
          </Text>
        )}
        {groups.map(({ item, children }) => {
          const Icon = menuIcon(item.menu_icon);
          const expanded = open && shownGroup === item.auto_id;
          return (
            <div key={item.auto_id}>
              <RailItem open={open} label={item.menu_name}>
                <NavLink
                  component={UnstyledButton}
                  label={open ? item.menu_name : undefined}
                  aria-label={item.menu_name}
                  aria-expanded={expanded}
                  leftSection={<Icon size={18} />}
                  rightSection={
                    open ? (
                      <IconChevronRight
                        size={14}
                        style={{
                          transform: expanded ? 'rotate(90deg)' : undefined,
                          transition: 'transform 150ms',
                        }}
                      />
                    ) : undefined
                  }
                  fw={600}
                  active={!open && activeGroup === item.auto_id}
                  onClick={() => toggleGroup(item.auto_id)}
                />
              </RailItem>
              <Collapse expanded={expanded}>
                <Stack gap={0} pl={28} py={2}>
                  {children.map((child) => (
                    <NavLink
                      key={child.auto_id}
                      component={Link}
                      to={menuTarget(child, knownRoutes)}
                      label={child.menu_name}
                      py={4}
                      fz="sm"
                      active={routeNameOf(child.menu_action) === here}
                      onClick={() => remember(child)}
                    />
                  ))}
                </Stack>
              </Collapse>
            </div>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}

function RailItem({
  open,
  label,
  children,
}: {
  open: boolean;
  label: string;
  children: React.ReactElement;
}) {
  return (
    <Tooltip label={label} position="right" disabled={open} withArrow>
      {children}
    </Tooltip>
  );
}

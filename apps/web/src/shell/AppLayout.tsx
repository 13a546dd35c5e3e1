import { ActionIcon, AppShell, Button, Group, Menu, Text, Title, Tooltip } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import {
  IconInfoCircle,
  IconKey,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { showNoticeFromLastPage } from '../notify';
import { signOut } from '../session/session';
import { useSession } from '../session/useSession';
import { Sidebar } from './Sidebar';
import { HEADER_HEIGHT, NAVBAR_WIDTH } from './shellSizes';

const DEFAULT_USER_NAME = 'User';
// The network and queue badge, and the sync under it, come after the first screen.
const OfflineStatus = lazy(async () => ({
  default: (await import('../offline/OfflineStatus')).OfflineStatus,
}));
/** Screens narrower than this (a tablet held upright) start with the menu folded. */
const TABLET_WIDTH = 1024;

export function AppLayout() {
  const user = useSession();
  const navigate = useNavigate();
  // A tablet in the yard needs the width for the entry row: the menu starts folded there.
  const [open, setOpen] = useLocalStorage({
    key: 'sidebar',
    defaultValue: window.innerWidth >= TABLET_WIDTH,
  });
  const name = user?.name ?? DEFAULT_USER_NAME;
  useEffect(showNoticeFromLastPage, []);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: open ? NAVBAR_WIDTH.open : NAVBAR_WIDTH.folded, breakpoint: 0 }}
      padding="md"
      styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
    >
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Tooltip label={open ? 'Collapse menu' : 'Expand menu'}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => setOpen(!open)}
                aria-label={open ? 'Collapse menu' : 'Expand menu'}
              >
                {open ? (
                  <IconLayoutSidebarLeftCollapse size={20} />
                ) : (
                  <IconLayoutSidebarLeftExpand size={20} />
                )}
              </ActionIcon>
            </Tooltip>
            <img src="/favicon.svg" alt="" width={26} height={26} />
            <Title order={4} c="harbour.9">
              Quaybook
            </Title>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              Container survey · depot · billing
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Suspense fallback={null}>{user && <OfflineStatus userId={user.user_id} />}</Suspense>
            <Text size="sm" fw={500} data-testid="user-name">
              {name}
            </Text>
            <Menu position="bottom-end" shadow="md" width={200}>
              <Menu.Target>
                <Tooltip label="Profile">
                  <ActionIcon variant="subtle" size="lg" aria-label="Profile">
                    <IconUserCircle size={22} />
                  </ActionIcon>
                </Tooltip>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconUser size={16} />}
                  onClick={() => void navigate('/change-password')}
                >
                  {name}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconKey size={16} />}
                  onClick={() => void navigate('/change-password')}
                >
                  Change Password
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  leftSection={<IconInfoCircle size={16} />}
                  onClick={() => void navigate('/about')}
                >
                  About Quaybook
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={14} />}
              onClick={() => signOut()}
            >
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar open={open} onOpen={() => setOpen(true)} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  NativeSelect,
  Paper,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { api, isLineUser, LINE_MESSAGES } from '@quaybook/contract';
import { IconKey, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { call } from '../../api/client';
import { showNoticeFromLastPage } from '../../notify';
import { PORTAL_PATH } from '../../session/landing';
import { signOut } from '../../session/session';
import { useSession } from '../../session/useSession';
import { failureText } from './failureText';
import { chosenParty, PortalContext } from './portalParty';
import { PORTAL_SECTIONS, sectionOf } from './portalSections';

export const PROFILE_KEY = ['portal', 'profile'] as const;

/**
 * The shipping line's portal: its own compact layout, without the staff menu. Staff reaching it
 * go to their dashboard; the routes outside it send a line user here (`StaffOnly`).
 */
export default function PortalLayout() {
  const user = useSession();
  if (!isLineUser(user)) return <Navigate to="/dashboard" replace />;
  return <Portal />;
}

function Portal() {
  const user = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const profile = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await call(api.portal.profile, {})).data,
  });
  const [chosen, setChosen] = useLocalStorage<number | null>({
    key: 'portal-party',
    defaultValue: null,
  });
  const state = useMemo(
    () =>
      profile.data ? { profile: profile.data, party: chosenParty(profile.data, chosen) } : null,
    [profile.data, chosen],
  );
  useEffect(showNoticeFromLastPage, []);

  const section = sectionOf(location.pathname);
  return (
    <Box bg="gray.0" mih="100vh">
      <Paper component="header" radius={0} withBorder px={{ base: 'xs', sm: 'md' }} py={6}>
        <Container size={1280} px={0}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <img src="/favicon.svg" alt="" width={24} height={24} />
              <Stack gap={0} miw={0}>
                <Title order={5} c="harbour.9" lineClamp={1} data-testid="portal-company">
                  {state?.profile.companyname ?? 'Quaybook'}
                </Title>
                <Text size="xs" c="dimmed" lineClamp={1} data-testid="user-name">
                  {state?.profile.name ?? user?.name}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {state && state.profile.parties.length > 1 && (
                <NativeSelect
                  size="xs"
                  aria-label="Link party"
                  maw={{ base: 130, sm: 260 }}
                  value={String(state.party?.linkpartyid ?? '')}
                  onChange={(event) => setChosen(Number(event.currentTarget.value))}
                  data={state.profile.parties.map((party) => ({
                    value: String(party.linkpartyid),
                    label: party.shortname,
                  }))}
                />
              )}
              <Button
                variant="default"
                size="xs"
                leftSection={<IconKey size={14} />}
                onClick={() => void navigate(`${PORTAL_PATH}/password`)}
                aria-label="Change password"
                visibleFrom="sm"
              >
                Password
              </Button>
              <ActionIcon
                variant="default"
                size="md"
                onClick={() => void navigate(`${PORTAL_PATH}/password`)}
                aria-label="Change password"
                hiddenFrom="sm"
              >
                <IconKey size={14} />
              </ActionIcon>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconLogout size={14} />}
                onClick={() => signOut()}
              >
                Sign out
              </Button>
            </Group>
          </Group>
        </Container>
      </Paper>
      <Container size={1280} px={{ base: 'xs', sm: 'md' }} py="sm">
        <ScrollArea type="never" mb="sm">
          <Tabs
            value={section}
            onChange={(next) => next !== null && void navigate(next)}
            variant="pills"
            radius="md"
          >
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {PORTAL_SECTIONS.map(({ path, title, icon: Icon }) => (
                <Tabs.Tab key={path} value={path} leftSection={<Icon size={16} />}>
                  {title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
        {profile.isError ? (
          <Alert color="red" role="alert">
            {failureText(profile.error)}
          </Alert>
        ) : !state ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : state.party === null ? (
          <Alert color="yellow" role="alert">
            {LINE_MESSAGES.noParties}
          </Alert>
        ) : (
          <PortalContext.Provider value={state}>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader size="sm" />
                </Center>
              }
            >
              <Outlet key={state.party.linkpartyid} />
            </Suspense>
          </PortalContext.Provider>
        )}
      </Container>
    </Box>
  );
}

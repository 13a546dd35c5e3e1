import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { type ReferenceName, referenceLists, referenceQuery } from '../../reference/referenceLists';
import { PERMISSIONS_KEY } from '../../session/tokenStore';
import { useKnownRoutes } from '../../shell/knownRoutes';
import { menuIcon } from '../../shell/menuIcons';
import { menuTarget, menuTree } from '../../shell/menuTree';
import { menuQuery } from '../../shell/Sidebar';

export default function DashboardScreen() {
  const queryClient = useQueryClient();
  const knownRoutes = useKnownRoutes();
  const { data: menu } = useQuery(menuQuery);

  useEffect(() => {
    // Fill the local-storage cache of every reference list the screens read.
    for (const name of Object.keys(referenceLists) as ReferenceName[]) {
      void queryClient.prefetchQuery(referenceQuery(name));
    }
  }, [queryClient]);

  return (
    <Stack gap="md">
      <Title order={3}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {menuTree(menu ?? []).map(({ item, children }) => {
          const Icon = menuIcon(item.menu_icon);
          return (
            <Card key={item.auto_id} withBorder radius="sm" padding="md">
              <Group gap="sm" mb="xs">
                <ThemeIcon variant="light" size="md">
                  <Icon size={16} />
                </ThemeIcon>
                <Text fw={600}>{item.menu_name}</Text>
                <Text size="xs" c="dimmed">
                  {children.length} screens
                </Text>
              </Group>
              <Group gap="xs" style={{ rowGap: 4 }}>
                {children.map((child) => (
                  <Anchor
                    key={child.auto_id}
                    component={Link}
                    to={menuTarget(child, knownRoutes)}
                    size="sm"
                    onClick={() => localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(child))}
                  >
                    {child.menu_name}
                  </Anchor>
                ))}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

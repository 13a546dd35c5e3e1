import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';

/**
 * The spec's placeholder page (002 §2.2), shown at /underdevelopment and at every route of the
 * spec's route table whose screen is not built yet.
 */
export default function UnderDevelopmentScreen() {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" radius="sm" maw={520}>
      <Stack gap="sm" align="flex-start">
        <Title order={3}>Page Under Development</Title>
        <Text c="dimmed">This screen is part of Quaybook but is not built yet.</Text>
        <Button variant="light" onClick={() => void navigate('/dashboard')}>
          Go to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';

export default function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" radius="sm" maw={520}>
      <Stack gap="sm" align="flex-start">
        <Title order={3}>Page not found</Title>
        <Text c="dimmed">This screen is not available yet, or the address is mistyped.</Text>
        <Button variant="light" onClick={() => void navigate('/dashboard')}>
          Go to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}

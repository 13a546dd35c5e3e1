import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';

/** A page that only says something, with the way back to the dashboard. */
export function NoticePage({ title, text }: { title: string; text: string }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" radius="sm" maw={520}>
      <Stack gap="sm" align="flex-start">
        <Title order={3}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Button variant="light" onClick={() => void navigate('/dashboard')}>
          Go to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}

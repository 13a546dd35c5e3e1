import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { api } from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CallError, call } from '../../api/client';
import { failureText } from './failureText';
import { PROFILE_KEY } from './PortalLayout';
import { usePortal } from './portalParty';

/** Where the line user is told of new estimates and survey reports, and whether they are. */
export default function NotificationsSection() {
  const { profile } = usePortal();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(profile.email ?? '');
  const [estimates, setEstimates] = useState(profile.notifyestimates === 1);
  const [reports, setReports] = useState(profile.notifyreports === 1);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function save() {
    setBusy(true);
    setOutcome(null);
    setFields({});
    try {
      const reply = await call(api.portal.notifications, {
        body: {
          email: email.trim() || null,
          notifyestimates: estimates ? 1 : 0,
          notifyreports: reports ? 1 : 0,
        },
      });
      queryClient.setQueryData(PROFILE_KEY, reply.data);
      setOutcome({ ok: true, text: reply.message });
    } catch (error) {
      if (error instanceof CallError) setFields(error.fields);
      setOutcome({ ok: false, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" maw={560}>
      <Title order={3}>Notifications</Title>
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        aria-label="Notifications"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            placeholder="you@line.example"
            value={email}
            error={fields.email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Text size="sm" fw={500}>
            Send me an e-mail when
          </Text>
          <Checkbox
            label="a new estimate waits for my approval"
            checked={estimates}
            onChange={(event) => setEstimates(event.currentTarget.checked)}
          />
          <Checkbox
            label="a new survey report is issued"
            checked={reports}
            onChange={(event) => setReports(event.currentTarget.checked)}
          />
          {outcome && (
            <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

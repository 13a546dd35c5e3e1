import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { api, MIN_PASSWORD_LENGTH, PASSWORD_CHANGED } from '@quaybook/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CallError, call } from '../../api/client';
import { notify } from '../../notify';
import { landingFor } from '../../session/landing';
import { storeToken } from '../../session/tokenStore';
import { announceSessionChange, useSession } from '../../session/useSession';

export default function ChangePasswordScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { oldpassword: '', newpassword: '', retype: '' },
    validate: {
      oldpassword: (value) => (value ? null : 'Old Password is required'),
      newpassword: (value) =>
        !value
          ? 'New Password is required'
          : value.length < MIN_PASSWORD_LENGTH
            ? `New Password must be at least ${MIN_PASSWORD_LENGTH} characters`
            : null,
      retype: (value, values) =>
        !value
          ? 'Retype Password is required'
          : value !== values.newpassword
            ? 'Passwords do not match'
            : null,
    },
  });

  const submit = form.onSubmit(async ({ oldpassword, newpassword }) => {
    setBusy(true);
    try {
      const { data } = await call(api.auth.changePassword, { body: { oldpassword, newpassword } });
      storeToken(data.access_token);
      announceSessionChange();
      notify.success(data.detail || PASSWORD_CHANGED);
      form.reset();
      // Back to where the user works: the dashboard, or a line user's portal.
      void navigate(session ? landingFor(session, null) : '/dashboard');
    } catch (error) {
      notify.error(
        error instanceof CallError && error.status > 0
          ? error.message
          : 'The password could not be changed.',
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack gap="sm" maw={420}>
      <Title order={3}>Change Password</Title>
      <Paper withBorder p="lg" radius="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label="Old Password"
              autoComplete="current-password"
              withAsterisk
              autoFocus
              {...form.getInputProps('oldpassword')}
            />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('newpassword')}
            />
            <PasswordInput
              label="Retype Password"
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('retype')}
            />
            <Text size="xs" c="dimmed">
              At least {MIN_PASSWORD_LENGTH} characters. You stay signed in with the new password.
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                Change Password
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

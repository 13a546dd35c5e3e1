import {
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { api } from '@quaybook/contract';
import { useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { CallError, call } from '../../api/client';
import { notify } from '../../notify';
import { landingFor } from '../../session/landing';
import { safeRedirect } from '../../session/session';
import { storeToken } from '../../session/tokenStore';
import { useSession } from '../../session/useSession';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

export default function LoginScreen() {
  const user = useSession();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  // Set once sign-in succeeded: the page is reloading, and must not also navigate within itself.
  const leaving = useRef(false);
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : 'Username is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });
  const wanted = safeRedirect(params.get('redirect'));

  if (user && !leaving.current) return <Navigate to={landingFor(user, wanted)} replace />;

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const { data } = await call(api.auth.signIn, { body: values });
      leaving.current = true;
      const signedIn = storeToken(data.access_token);
      // A full load starts the signed-in app with a clean state; the toast shows after it.
      notify.successAfterReload('Login successful!');
      window.location.assign(landingFor(signedIn, wanted));
    } catch (error) {
      notify.error(error instanceof CallError && error.status > 0 ? error.message : LOGIN_FAILED);
      setBusy(false);
    }
  });

  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={380}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack gap={4} align="center">
              <img src="/favicon.svg" alt="" width={44} height={44} />
              <Title order={2} c="harbour.9">
                Quaybook
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                Container survey, depot and billing — Kolkata · Haldia · Paradip
              </Text>
            </Stack>
            <TextInput
              label="Username"
              autoComplete="username"
              autoFocus
              withAsterisk
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth loading={busy}>
              Sign in
            </Button>
            <Box />
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

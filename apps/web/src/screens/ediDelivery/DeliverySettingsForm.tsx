import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  Group,
  Input,
  Paper,
  PasswordInput,
  Radio,
  SegmentedControl,
  type SegmentedControlProps,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DELIVERY_CHANNEL_LABELS,
  type DeliveryChannel,
  type DeliverySchedule,
  type DeliverySettings,
  EDI_DELIVERY_MESSAGES,
} from '@quaybook/contract';
import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import { IconDeviceFloppy, IconPlugConnected, IconSend } from '@tabler/icons-react';
import { EditConflictDialog } from '../../lists/form/EditConflictDialog';
import { RunResult, TestResult } from './DeliveryOutcomes';
import {
  type DeliveryForm,
  FORM_LABELS,
  formOf,
  MESSAGE_CHOICES,
  type SecretKind,
} from './deliveryForm';
import { useDeliverySettings } from './useDeliverySettings';

const CHANNEL_CHOICES = (Object.keys(DELIVERY_CHANNEL_LABELS) as DeliveryChannel[]).map(
  (channel) => ({ value: channel, label: DELIVERY_CHANNEL_LABELS[channel] }),
);

const SECRET_CHOICES: { value: SecretKind; label: string }[] = [
  { value: 'password', label: 'Password' },
  { value: 'privatekey', label: 'Private key' },
];

/** The three kinds of schedule, each with the number or time it takes. */
const SCHEDULE_CHOICES = [
  { kind: 'after', label: 'After', field: 'minutes', unit: 'minutes' },
  { kind: 'every', label: 'Every', field: 'hours', unit: 'hours' },
  { kind: 'daily', label: 'Daily at', field: 'at', unit: 'IST' },
] as const;

const SAVED_SECRET = 'saved — leave blank to keep';

/** A choice of a few, labelled above as the inputs beside it are. */
function LabelledChoice({
  label,
  ...control
}: { label: string } & Omit<SegmentedControlProps, 'aria-label'>) {
  return (
    <Input.Wrapper label={label}>
      <Box>
        <SegmentedControl {...control} aria-label={label} />
      </Box>
    </Input.Wrapper>
  );
}

/** Who changed the settings last and when they last ran, once saved. */
function SavedNote({ settings }: { settings: DeliverySettings | null }) {
  if (!settings)
    return (
      <Text size="xs" c="dimmed">
        {EDI_DELIVERY_MESSAGES.notSetUp}
      </Text>
    );
  const by = settings.last_modified_by_name ? ` by ${settings.last_modified_by_name}` : '';
  const at = settings.ModiDate ? ` at ${atPort(settings.ModiDate)}` : '';
  return (
    <Text size="xs" c="dimmed">
      Saved{by}
      {at} · last run {settings.lastrunat ? atPort(settings.lastrunat) : 'never'}
    </Text>
  );
}

const atPort = (iso: string) => formatDate(iso, { time: true, timeZone: PORT_TIME_ZONE });

/**
 * One party's delivery settings: the channel and its connection (SFTP, or e-mail addresses), the
 * messages, when they go, and Active; Save, Test connection and Send now with their answers.
 */
export function DeliverySettingsForm({
  linkpartyid,
  settings,
}: {
  linkpartyid: number;
  settings: DeliverySettings | null;
}) {
  const form = useForm<DeliveryForm>({ initialValues: formOf(settings) });
  const edit = useDeliverySettings(linkpartyid, settings, form);
  const { values } = form;
  const saved = edit.opened;
  const unreadable = saved?.secretunreadable === 1;
  // The placeholder says a secret of the kind chosen is kept; another kind typed replaces it.
  const keeps = (kind: SecretKind) => !unreadable && saved?.secret === kind;
  const replaces =
    !unreadable && saved?.secret && saved.secret !== values.secretkind
      ? `A new ${FORM_LABELS[values.secretkind].toLowerCase()} replaces the saved ${FORM_LABELS[saved.secret].toLowerCase()}.`
      : undefined;
  const scheduleInput = (kind: DeliverySchedule['kind'], key: 'minutes' | 'hours' | 'at') => (
    <TextInput
      {...form.getInputProps(key)}
      // The group says the problem once, under the three choices; the input only turns red.
      error={Boolean(form.errors[key])}
      aria-label={FORM_LABELS[key]}
      size="xs"
      w={key === 'at' ? 70 : 64}
      inputMode="numeric"
      maxLength={key === 'at' ? 5 : 4}
      placeholder={key === 'at' ? '0930' : undefined}
      disabled={values.schedule !== kind}
    />
  );
  const scheduleError =
    form.errors.minutes ?? form.errors.hours ?? form.errors.at ?? form.errors.schedule;

  return (
    <Paper withBorder p="md" radius="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void edit.save();
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <LabelledChoice
              label="Channel"
              data={CHANNEL_CHOICES}
              {...form.getInputProps('channel')}
            />
            <Checkbox
              mb={8}
              label="Active: send on the schedule"
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </Group>
          {values.channel === 'sftp' ? (
            <>
              <Group gap="sm" align="flex-start" wrap="nowrap">
                <TextInput
                  {...form.getInputProps('host')}
                  label="Host"
                  placeholder="sftp.line.com"
                  maxLength={255}
                  withAsterisk
                  style={{ flex: 2 }}
                />
                <TextInput
                  {...form.getInputProps('port')}
                  label="Port"
                  placeholder="22"
                  inputMode="numeric"
                  maxLength={5}
                  w={80}
                />
                <TextInput
                  {...form.getInputProps('username')}
                  label="User"
                  maxLength={100}
                  withAsterisk
                  autoComplete="off"
                  style={{ flex: 1 }}
                />
              </Group>
              {unreadable && (
                <Alert color="orange" variant="light" p="xs">
                  <Text size="sm">{EDI_DELIVERY_MESSAGES.secretUnreadable}</Text>
                </Alert>
              )}
              <Group gap="sm" align="flex-start" wrap="nowrap">
                <LabelledChoice
                  label="Sign in with"
                  data={SECRET_CHOICES}
                  {...form.getInputProps('secretkind')}
                />
                {values.secretkind === 'password' && (
                  <PasswordInput
                    {...form.getInputProps('password')}
                    label="Password"
                    placeholder={keeps('password') ? SAVED_SECRET : undefined}
                    description={replaces}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    autoComplete="new-password"
                    maxLength={500}
                    style={{ flex: 1 }}
                    maw={340}
                  />
                )}
              </Group>
              {values.secretkind === 'privatekey' && (
                <Textarea
                  {...form.getInputProps('privatekey')}
                  label="Private key"
                  placeholder={
                    keeps('privatekey') ? SAVED_SECRET : '-----BEGIN OPENSSH PRIVATE KEY-----'
                  }
                  description={replaces}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  rows={4}
                  spellCheck={false}
                  styles={{
                    input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 },
                  }}
                />
              )}
              <Group gap="sm" align="flex-start" grow>
                <TextInput
                  {...form.getInputProps('folder')}
                  label="Folder"
                  placeholder="/in/edi"
                  maxLength={255}
                  withAsterisk
                />
                <TextInput
                  {...form.getInputProps('inbound_folder')}
                  label="Inbound folder"
                  placeholder="Optional"
                  description="Where the line puts CONTRL/APERAK"
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  maxLength={255}
                />
              </Group>
            </>
          ) : (
            <Textarea
              {...form.getInputProps('emails')}
              label="E-mail addresses"
              withAsterisk
              placeholder="edi@line.com, ops@line.com"
              description="Separated by commas, semicolons or spaces; up to 20."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              rows={2}
            />
          )}
          <Divider />
          <Checkbox.Group {...form.getInputProps('messages')} label="Messages" withAsterisk>
            <Group gap="lg" mt={6}>
              {MESSAGE_CHOICES.map((choice) => (
                <Checkbox key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Radio.Group
            value={values.schedule}
            onChange={(kind) => form.setFieldValue('schedule', kind as DeliverySchedule['kind'])}
            label="When"
            error={scheduleError}
          >
            <Group gap="xl" mt={6}>
              {SCHEDULE_CHOICES.map(({ kind, label, field, unit }) => (
                <Group key={kind} gap={6}>
                  <Radio value={kind} label={label} />
                  {scheduleInput(kind, field)}
                  <Text size="sm">{unit}</Text>
                </Group>
              ))}
            </Group>
          </Radio.Group>
          <Divider />
          <Group justify="space-between" align="center">
            <SavedNote settings={saved} />
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconPlugConnected size={16} />}
                loading={edit.busy === 'testing'}
                onClick={() => void edit.test()}
              >
                Test connection
              </Button>
              <Button
                variant="light"
                leftSection={<IconSend size={16} />}
                loading={edit.busy === 'running'}
                disabled={saved === null}
                title={saved === null ? EDI_DELIVERY_MESSAGES.notSetUp : undefined}
                onClick={() => void edit.run()}
              >
                Send now
              </Button>
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy size={16} />}
                loading={edit.busy === 'saving'}
              >
                Save
              </Button>
            </Group>
          </Group>
          {/* A test of the other channel says nothing about the one now chosen. */}
          {edit.tested?.channel === values.channel && <TestResult outcome={edit.tested} />}
          {edit.ran && <RunResult outcome={edit.ran} />}
        </Stack>
      </form>
      <EditConflictDialog stale={edit.stale} onDiscard={edit.discard} />
    </Paper>
  );
}

import {
  Box,
  Button,
  Group,
  Kbd,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { INSPECTION_MESSAGES } from '@quaybook/contract';
import { CONTAINER_FORMAT_MESSAGE, Condition, RECENT_ENTRIES } from '@quaybook/domain';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { applicantAndAccount, DamageListModal } from '../../inspections';
import { LeaveDialog } from '../../lists/form/LeaveDialog';
import { QueuePanel } from '../../offline/QueuePanel';
import { DamageDetailsModal } from './DamageDetailsModal';
import { EntryField } from './EntryField';
import type { EntryKey } from './entryRow';
import { sizeAndType } from './entryRow';
import type { EntryScreen } from './entryScreens';
import { InspectionsTable } from './InspectionsTable';
import { TodaysContainers } from './TodaysContainers';
import { useInspectionEntry } from './useInspectionEntry';

/**
 * The entry of container inspections, one container at a time, worked from the keyboard. Both
 * entry screens are this component with their declaration.
 */
export function InspectionEntry({ screen }: { screen: EntryScreen }) {
  const entry = useInspectionEntry(screen);
  const { row, found, errors, condition, damages, damageOpen, saving } = entry.state;
  const { layout, movement } = entry;

  const containerInput = (
    <TextInput
      size="sm"
      label="Container No"
      withAsterisk
      required
      autoFocus
      placeholder="ABCU1234565"
      maxLength={11}
      autoComplete="off"
      value={row.containerNumber}
      error={errors.containerNumber}
      description={entry.warning}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{
        input: { fontFamily: 'monospace', letterSpacing: 1 },
        description: { color: 'var(--mantine-color-orange-8)' },
      }}
      onChange={(event) => entry.changeNumber(event.currentTarget.value)}
      onBlur={() => void entry.leaveNumber()}
    />
  );

  const fieldBox = (key: EntryKey) => (
    <Box
      key={key}
      data-entry-field={key}
      style={layout.wide(key) ? { gridColumn: 'span 2' } : undefined}
    >
      <EntryField
        field={key}
        value={row[key]}
        error={errors[key]}
        required={layout.required.has(key)}
        disabled={saving}
        onChange={entry.change}
        onLeave={entry.leave}
        containerInput={key === 'containerNumber' ? containerInput : null}
      />
    </Box>
  );
  const grid = { display: 'grid', gap: '6px 10px' } as const;
  const { applicant, account } = applicantAndAccount(entry.party);
  // The same object while the call is the same, so the list is not rendered again on each key.
  const todaysCall = useMemo(
    () => ({ applicant, account, vessel: row.vesselld, voyage: row.voyage }),
    [applicant, account, row.vesselld, row.voyage],
  );

  return (
    <Stack gap="sm" ref={entry.root} onKeyDown={entry.onKeyDown}>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={3}>{screen.title}</Title>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">Enter</Kbd> or <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Enter</Kbd> saves
          as Sound · <Kbd size="xs">Alt</Kbd>+<Kbd size="xs">D</Kbd> Damage ·{' '}
          <Kbd size="xs">Esc</Kbd> closes
        </Text>
      </Group>
      {layout.header.length > 0 && (
        <Paper withBorder p="xs" radius="sm" component="section" aria-label="Call">
          <Box style={{ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {layout.header.map(fieldBox)}
          </Box>
        </Paper>
      )}
      <Paper withBorder p="xs" radius="sm" component="section" aria-label="Entry">
        <Box style={{ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {layout.row.flatMap((key) =>
            key === 'iso_code'
              ? [
                  fieldBox(key),
                  <TextInput
                    key="sizeType"
                    size="sm"
                    label="Size/Type"
                    value={sizeAndType(entry.iso)}
                    readOnly
                    tabIndex={-1}
                    variant="filled"
                  />,
                ]
              : [fieldBox(key)],
          )}
        </Box>
        <Group mt="xs" gap="sm" align="center" wrap="wrap">
          <Radio.Group
            value={String(condition)}
            onChange={(value) => entry.chooseCondition(Number(value) as Condition)}
            aria-label="Condition"
          >
            <Group gap="md">
              <Radio value={String(Condition.sound)} label="Sound" />
              <Radio
                value={String(Condition.damage)}
                label="Damage"
                disabled={!movement.offersDamage}
              />
            </Group>
          </Radio.Group>
          <Box data-entry-field="save">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={saving}
              onClick={entry.submit}
            >
              {condition === Condition.damage ? 'Damage Details' : 'Save'}
            </Button>
          </Box>
          {!movement.offersDamage && (
            <Text size="xs" c="dimmed">
              This movement is recorded as Sound.
            </Text>
          )}
          {found.kind === 'new' && (
            <Text size="xs" c="dimmed">
              New container: it is added with its ISO when saved.
            </Text>
          )}
          {found.kind === 'invalid' && (
            <Group gap={4}>
              <IconAlertTriangle size={14} color="var(--mantine-color-red-7)" />
              <Text size="xs" c="red">
                {INSPECTION_MESSAGES.invalidContainer}: {CONTAINER_FORMAT_MESSAGE}
              </Text>
            </Group>
          )}
        </Group>
      </Paper>
      {entry.user && (
        <QueuePanel
          userId={entry.user.user_id}
          screen={screen.title}
          onCorrect={entry.correct}
          onDiscard={entry.discard}
        />
      )}
      <Paper withBorder p="xs" radius="sm" component="section" aria-label="Last saved entries">
        <Title order={5} mb={4}>
          Last saved entries
        </Title>
        {entry.recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            The last {RECENT_ENTRIES} entries saved here show in this list.
          </Text>
        ) : (
          <InspectionsTable
            label="Last saved entries"
            rows={entry.recent}
            onDamages={entry.showDamageList}
          />
        )}
      </Paper>
      <TodaysContainers call={todaysCall} onDamages={entry.showDamageList} />
      <DamageDetailsModal
        opened={damageOpen}
        containerNumber={row.containerNumber}
        lines={damages}
        onLinesChange={entry.changeDamages}
        saving={saving}
        onDone={entry.saveDamage}
        onClose={entry.closeDamage}
      />
      {entry.damageList && (
        <DamageListModal
          opened
          reportid={entry.damageList.reportid}
          containerNumber={entry.damageList.contnumber}
          onClose={() => entry.showDamageList(null)}
        />
      )}
      <LeaveDialog dirty={entry.typed} />
    </Stack>
  );
}

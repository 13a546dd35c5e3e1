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
import {
  api,
  type ContainerDetails,
  conflictCurrent,
  INSPECTION_MESSAGES,
  type InspectionRow,
  MOVEMENT_FIELD_KEYS,
  NETWORK_FAILURE,
} from '@quaybook/contract';
import {
  CONTAINER_FORMAT_MESSAGE,
  Condition,
  normalizeContainerNumber,
  RECENT_ENTRIES,
  warningOfContainerNumber,
} from '@quaybook/domain';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { CallError } from '../../api/client';
import {
  applicantAndAccount,
  type DamageLineDraft,
  DamageListModal,
  dateProblem,
  failureMessage,
  movementFieldsOf,
  onMovementChosen,
  timeProblem,
  useMovementFields,
} from '../../inspections';
import { useFieldToast } from '../../lists/form/fieldToast';
import { LeaveDialog } from '../../lists/form/LeaveDialog';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import { referenceQuery } from '../../reference/referenceLists';
import { useSession } from '../../session/useSession';
import { lookUpContainer } from './containerLookup';
import { DamageDetailsModal } from './DamageDetailsModal';
import { EntryField } from './EntryField';
import {
  BEFORE_CONDITION,
  type ContainerFound,
  containerNumberProblem,
  type EntryKey,
  type EntryRow,
  emptyRow,
  fillFromContainer,
  nextBlankRequired,
  nextRow,
  refusedField,
  reloadContainer,
  rowProblems,
  sizeAndType,
} from './entryRow';
import type { EntryScreen } from './entryScreens';
import { InspectionsTable, type ListedInspection } from './InspectionsTable';
import { keepRecentEntry, readRecentEntries, recentEntriesKey } from './recentEntries';
import { saveEntry } from './saveEntry';
import { TodaysContainers } from './TodaysContainers';

/**
 * The fields in the order they are shown and tabbed through: the container's own first, then
 * the call's (in the header instead where a screen declares one), then the inspection's.
 */
const ORDER: readonly EntryKey[] = [
  'containerNumber',
  'iso_code',
  'isotarewt',
  'isogrosswt',
  'manufacture',
  'seal',
  'party',
  'vesselld',
  'voyage',
  'movementId',
  'c_agentid',
  'locationId',
  'tolocation',
  'inspdate',
  'insptime',
  'cargowt',
  'loadport',
  'destnport',
  'transport',
  'cfsName',
  'transporter',
  'bookingrelno',
  'tranmode',
  'hazstat',
  'note',
  'photos',
];
const MOVEMENT_DEPENDENT: ReadonlySet<EntryKey> = new Set(Object.values(MOVEMENT_FIELD_KEYS));
/** Names read whole at 1366 px ('MV KOTA BHARANI', 'Import Discharge'): two columns in the row. */
const LONG_NAMES: ReadonlySet<EntryKey> = new Set(['party', 'vesselld', 'movementId']);

type Errors = Partial<Record<EntryKey, string>>;

/** Focuses a field of the entry by its key, once the render that shows it is done. */
function focusLater(root: HTMLElement | null, key: EntryKey | 'save') {
  setTimeout(() => {
    const box = root?.querySelector(`[data-entry-field="${key}"]`);
    const target = box?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([type="file"]), button',
    );
    target?.focus();
    if (target instanceof HTMLInputElement && key === 'containerNumber') target.select();
  }, 0);
}

/**
 * The entry of container inspections, one container at a time, worked from the keyboard. Both
 * entry screens are this component with their declaration.
 */
export function InspectionEntry({ screen }: { screen: EntryScreen }) {
  const queryClient = useQueryClient();
  // A refusal's toast goes once the surveyor has changed each field it was about.
  const toast = useFieldToast();
  const root = useRef<HTMLDivElement>(null);
  const [row, setRow] = useState<EntryRow>(() => emptyRow(new Date()));
  // The row as it started (blank, or what the last save kept): anything else was typed.
  const [started, setStarted] = useState<EntryRow>(row);
  const [found, setFound] = useState<ContainerFound>({ kind: 'unchecked' });
  const [errors, setErrors] = useState<Errors>({});
  const [condition, setCondition] = useState<Condition>(Condition.sound);
  const [damages, setDamages] = useState<DamageLineDraft[]>([]);
  const [damageOpen, setDamageOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const user = useSession();
  // Kept in the tab's session storage, so a reload keeps the list (001 §2.6: the last five).
  const recentKey = user ? recentEntriesKey(screen.title, user) : undefined;
  const [recent, setRecent] = useState<ListedInspection[]>(() =>
    recentKey ? readRecentEntries(sessionStorage, recentKey) : [],
  );
  const [damageList, setDamageList] = useState<InspectionRow | null>(null);
  const parties = useQuery(referenceQuery('linkParties')).data;
  const isoCodes = useQuery(referenceQuery('isoCodes')).data;
  const movements = useQuery(referenceQuery('movements')).data;
  const movement = useMovementFields(row.movementId);
  const asked: readonly EntryKey[] = movement.askedWire;

  const typed =
    damages.length > 0 ||
    (Object.keys(row) as (keyof EntryRow)[]).some((key) => row[key] !== started[key]);
  const header = new Set(screen.header);
  const shown = ORDER.filter((key) => !MOVEMENT_DEPENDENT.has(key) || asked.includes(key));
  const headerKeys = shown.filter((key) => header.has(key));
  const rowKeys = shown.filter((key) => !header.has(key));
  const required = new Set<EntryKey>([...BEFORE_CONDITION, 'iso_code', 'party', ...asked]);
  const party = parties?.find((linked) => linked.autoid === row.party);
  const iso = isoCodes?.find((code) => code.isocode === row.iso_code);
  const warning =
    row.containerNumber.length === 11
      ? (warningOfContainerNumber(row.containerNumber) ?? undefined)
      : undefined;

  const clearError = (...keys: EntryKey[]) =>
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of keys) delete next[key];
      return next;
    });

  const change = (field: EntryKey, value: unknown) => {
    let next = { ...row, [field]: value } as EntryRow;
    if (field === 'movementId') {
      const chosen = movementFieldsOf(movements?.find((m) => m.Movid === value));
      next = { ...next, ...onMovementChosen(chosen) };
    }
    setRow(next);
    clearError(field);
    toast.answered([field]);
    if (field === 'iso_code' && value) {
      const target = nextBlankRequired(next, [...headerKeys, ...rowKeys], required, 'iso_code');
      if (target) focusLater(root.current, target);
    }
  };

  const showFound = (number: string, result: ContainerFound) => {
    setFound(result);
    if (result.kind === 'invalid') {
      setErrors((previous) => ({
        ...previous,
        containerNumber: INSPECTION_MESSAGES.invalidContainer,
      }));
      notify.error(INSPECTION_MESSAGES.invalidContainer);
      focusLater(root.current, 'containerNumber');
    } else if (result.kind === 'new') notify.info(INSPECTION_MESSAGES.detailsNotFound);
    else if (result.kind === 'known')
      setRow((current) =>
        current.containerNumber === number
          ? fillFromContainer(current, result.details, parties)
          : current,
      );
  };

  const leaveNumber = async () => {
    const number = row.containerNumber;
    const problem = containerNumberProblem(number);
    if (problem) {
      setErrors((previous) => ({ ...previous, containerNumber: problem }));
      return;
    }
    if (number === '' || found.kind !== 'unchecked') return;
    try {
      showFound(number, await lookUpContainer(number));
    } catch (error) {
      notify.error(failureMessage(error, NETWORK_FAILURE));
    }
  };

  const leave = (field: EntryKey) => {
    const problem =
      field === 'inspdate'
        ? dateProblem(row.inspdate)
        : field === 'insptime'
          ? timeProblem(row.insptime)
          : undefined;
    if (problem) setErrors((previous) => ({ ...previous, [field]: problem }));
  };

  /** Whether the row may take Sound or Damage; if not, says why and goes to the first problem. */
  const ready = (): boolean => {
    const problems = rowProblems(row, found, movement);
    if (!problems) return true;
    setErrors(problems.fields);
    toast.show(problems.message, Object.keys(problems.fields));
    const first = [...headerKeys, ...rowKeys].find((key) => problems.fields[key]);
    if (first) focusLater(root.current, first);
    return false;
  };

  /**
   * After a failed save the container is read again: its correction may have been made, or
   * refused because someone changed it meanwhile. The row takes the stored values where the
   * person left them, so the next save names the current version and writes only their changes.
   */
  const reloadAfterFailure = async (opened: ContainerDetails): Promise<string[]> => {
    const fresh = await lookUpContainer(row.containerNumber).catch(() => undefined);
    if (fresh?.kind !== 'known') {
      setFound({ kind: 'unchecked' });
      return [];
    }
    const reloaded = reloadContainer(row, opened, fresh.details);
    setFound(fresh);
    setRow(reloaded.row);
    return reloaded.changed;
  };

  const save = async (as: Condition, lines: readonly DamageLineDraft[]) => {
    if (saving || !ready()) return;
    setSaving(true);
    try {
      const reply = await saveEntry({ row, found, party, iso, condition: as, damages: lines });
      toast.hide();
      notify.success(
        as === Condition.damage
          ? INSPECTION_MESSAGES.damageAdded
          : reply.message || INSPECTION_MESSAGES.created,
      );
      // Recorded all the same: the answer says when the number is a likely typo.
      if (reply.data.number_warning) notify.warning(reply.data.number_warning);
      const entry = { inspection: reply.data, savedAt: new Date() };
      setRecent(
        recentKey
          ? keepRecentEntry(sessionStorage, recentKey, recent, entry)
          : [entry, ...recent].slice(0, RECENT_ENTRIES),
      );
      const next = nextRow(row, screen.keep, new Date());
      setRow(next);
      setStarted(next);
      setFound({ kind: 'unchecked' });
      setErrors({});
      setCondition(Condition.sound);
      setDamages([]);
      setDamageOpen(false);
      focusLater(root.current, 'containerNumber');
      await queryClient.invalidateQueries({ queryKey: queryKeys.list(api.inspection.list.path) });
    } catch (error) {
      const reloaded = found.kind === 'known' ? await reloadAfterFailure(found.details) : [];
      const fields: Errors = {};
      let aboutLines = false;
      if (error instanceof CallError)
        for (const [key, problem] of Object.entries(error.fields)) {
          const field = refusedField(key);
          if (field) fields[field] ??= problem;
          else aboutLines ||= key.startsWith('damageData');
        }
      setErrors(fields);
      const message = failureMessage(error, INSPECTION_MESSAGES.createError);
      const stale = error instanceof CallError && conflictCurrent(error.status, error.data);
      toast.show(
        stale && reloaded.length > 0
          ? `${message} Reloaded ${reloaded.join(', ')}, keeping what you typed; save again.`
          : message,
        Object.keys(fields),
      );
      if (!aboutLines) {
        setDamageOpen(false);
        const first = [...headerKeys, ...rowKeys].find((key) => fields[key]);
        if (first) focusLater(root.current, first);
      }
    } finally {
      setSaving(false);
    }
  };

  const chooseDamage = () => {
    if (!movement.offersDamage || !ready()) return;
    setCondition(Condition.damage);
    setDamageOpen(true);
  };
  const submit = (as: Condition) =>
    as === Condition.damage ? chooseDamage() : void save(Condition.sound, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Keys typed in an overlay (its portal bubbles here) belong to the overlay.
    if (!root.current?.contains(target)) return;
    if (event.altKey && event.code === 'KeyD') {
      event.preventDefault();
      chooseDamage();
      return;
    }
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      submit(Condition.sound);
      return;
    }
    // Enter in an open list picks its option; a button presses itself.
    if (target.getAttribute('aria-expanded') === 'true' || target.tagName === 'BUTTON') return;
    event.preventDefault();
    // After the number (a scanner ends with Enter) go on to the ISO; elsewhere, save.
    if (target.closest('[data-entry-field="containerNumber"]'))
      focusLater(root.current, 'iso_code');
    else submit(condition);
  };

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
      description={warning}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{
        input: { fontFamily: 'monospace', letterSpacing: 1 },
        description: { color: 'var(--mantine-color-orange-8)' },
      }}
      onChange={(event) => {
        setRow({ ...row, containerNumber: normalizeContainerNumber(event.currentTarget.value) });
        setFound({ kind: 'unchecked' });
        clearError('containerNumber');
        toast.answered(['containerNumber']);
      }}
      onBlur={() => void leaveNumber()}
    />
  );

  const fieldBox = (key: EntryKey) => (
    <Box
      key={key}
      data-entry-field={key}
      style={
        key === 'photos' || key === 'note' || (LONG_NAMES.has(key) && !header.has(key))
          ? { gridColumn: 'span 2' }
          : undefined
      }
    >
      <EntryField
        field={key}
        row={row}
        error={errors[key]}
        required={required.has(key)}
        disabled={saving}
        onChange={change}
        onLeave={leave}
        containerInput={containerInput}
      />
    </Box>
  );
  const grid = { display: 'grid', gap: '6px 10px' } as const;
  const chosenCall = applicantAndAccount(party);

  return (
    <Stack gap="sm" ref={root} onKeyDown={onKeyDown}>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={3}>{screen.title}</Title>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">Enter</Kbd> or <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Enter</Kbd> saves
          as Sound · <Kbd size="xs">Alt</Kbd>+<Kbd size="xs">D</Kbd> Damage ·{' '}
          <Kbd size="xs">Esc</Kbd> closes
        </Text>
      </Group>
      {headerKeys.length > 0 && (
        <Paper withBorder p="xs" radius="sm" component="section" aria-label="Call">
          <Box style={{ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {headerKeys.map(fieldBox)}
          </Box>
        </Paper>
      )}
      <Paper withBorder p="xs" radius="sm" component="section" aria-label="Entry">
        <Box style={{ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {rowKeys.flatMap((key) =>
            key === 'iso_code'
              ? [
                  fieldBox(key),
                  <TextInput
                    key="sizeType"
                    size="sm"
                    label="Size/Type"
                    value={sizeAndType(iso)}
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
            onChange={(value) =>
              Number(value) === Condition.damage ? chooseDamage() : setCondition(Condition.sound)
            }
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
              onClick={() => submit(condition)}
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
      <Paper withBorder p="xs" radius="sm" component="section" aria-label="Last saved entries">
        <Title order={5} mb={4}>
          Last saved entries
        </Title>
        {recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            The last {RECENT_ENTRIES} entries saved here show in this list.
          </Text>
        ) : (
          <InspectionsTable label="Last saved entries" rows={recent} onDamages={setDamageList} />
        )}
      </Paper>
      <TodaysContainers
        call={{ ...chosenCall, vessel: row.vesselld, voyage: row.voyage }}
        onDamages={setDamageList}
      />
      <DamageDetailsModal
        opened={damageOpen}
        containerNumber={row.containerNumber}
        lines={damages}
        onLinesChange={setDamages}
        saving={saving}
        onDone={() => void save(Condition.damage, damages)}
        onClose={() => {
          setDamageOpen(false);
          focusLater(root.current, 'save');
        }}
      />
      {damageList && (
        <DamageListModal
          opened
          reportid={damageList.reportid}
          containerNumber={damageList.contnumber}
          onClose={() => setDamageList(null)}
        />
      )}
      <LeaveDialog dirty={typed} />
    </Stack>
  );
}

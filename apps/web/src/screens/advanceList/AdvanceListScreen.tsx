import { Box, Group, Kbd, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ADVANCE_LIST_MESSAGES,
  type AdvanceContainerRow,
  api,
  MOVE_TYPES,
  type MoveType,
  NETWORK_FAILURE,
} from '@quaybook/contract';
import { normalizeContainerNumber } from '@quaybook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/client';
import { DamageListModal, failureMessage } from '../../inspections';
import { FieldInput } from '../../lists/form/FieldInput';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import { AdvanceListTable } from './AdvanceListTable';
import { AdvanceRowEditor } from './AdvanceRowEditor';
import { type SortDirection, sortRows } from './advanceColumns';
import { lockOf } from './advanceEntry';

const listPath = api.advanceContainerList.list.path;
const MOVE_TYPE_OPTIONS = MOVE_TYPES.map((type) => ({ value: type.id, label: type.name }));
const noKeys = () => undefined;

/** The screen's filters and sort, kept in the URL so back and reload show the same rows. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const number = (name: string) => Number(params.get(name)) || null;
  const movetype = params.get('movetype');
  const set = (name: string, value: string | number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace: true },
    );
  return {
    vcn: number('vcn'),
    locationid: number('locationid'),
    movetype: movetype === 'I' || movetype === 'E' ? (movetype as MoveType) : null,
    sort: {
      key: params.get('sort') ?? 'contnumber',
      direction: (params.get('dir') === 'desc' ? 'desc' : 'asc') as SortDirection,
    },
    set,
    setSort: (key: string, direction: SortDirection) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('sort', key);
          next.set('dir', direction);
          return next;
        },
        { replace: true },
      ),
  };
}

/**
 * Advanced Container List (001 §2.5): a vessel call's expected containers at a location, import
 * or export, each with whether it is inspected. A container number and Enter finds its row and
 * opens it; the row records Sound or Damage with the row's party, call, movement and place.
 */
export default function AdvanceListScreen() {
  const queryClient = useQueryClient();
  const filters = useListParams();
  const query = {
    locationid: filters.locationid ?? undefined,
    movetype: filters.movetype ?? undefined,
  };
  const list = useQuery({
    queryKey: queryKeys.list(listPath, { vcn: filters.vcn, ...query }),
    queryFn: async () =>
      (
        await call(api.advanceContainerList.list, {
          params: { vcnID: filters.vcn ?? 0 },
          query,
        })
      ).data,
    enabled: filters.vcn !== null,
  });
  const rows = useMemo(
    () => sortRows(list.data ?? [], filters.sort.key, filters.sort.direction),
    [list.data, filters.sort.key, filters.sort.direction],
  );
  const [open, setOpen] = useState<number | null>(null);
  const [found, setFound] = useState<number | null>(null);
  const [number, setNumber] = useState('');
  const [damagesOf, setDamagesOf] = useState<{ reportid: number; contnumber: string } | null>(null);
  const numberBox = useRef<HTMLInputElement>(null);

  // 'No data found' once for each list asked for that comes back empty.
  const answered = list.isSuccess ? list.dataUpdatedAt : 0;
  useEffect(() => {
    if (answered && list.data?.length === 0) notify.info(ADVANCE_LIST_MESSAGES.noData);
  }, [answered, list.data?.length]);
  useEffect(() => {
    if (list.error)
      notify.error(ADVANCE_LIST_MESSAGES.loadError(failureMessage(list.error, NETWORK_FAILURE)));
  }, [list.error]);

  const openRow = (row: AdvanceContainerRow) => {
    const lock = lockOf(row);
    if (lock) {
      notify.error(lock);
      return;
    }
    setOpen(row.autoID);
  };

  const scrollTo = (contnumber: string) =>
    setTimeout(
      () =>
        document
          .querySelector(`[data-row="${contnumber}"]`)
          ?.scrollIntoView({ block: 'center', behavior: 'instant' }),
      0,
    );

  const jump = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const wanted = normalizeContainerNumber(number);
    if (!wanted) return;
    const row = rows.find((candidate) => candidate.contnumber === wanted);
    if (!row) {
      notify.error(`Container ${wanted} is not on this list.`);
      return;
    }
    setFound(row.autoID);
    scrollTo(row.contnumber);
    openRow(row);
  };

  const backToNumber = () =>
    setTimeout(() => {
      numberBox.current?.focus();
      numberBox.current?.select();
    }, 0);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.list(listPath) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.list(api.inspection.list.path) }),
    ]);

  const openedRow = rows.find((row) => row.autoID === open);
  const inspected = rows.filter((row) => row.reportid !== null).length;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Group gap="md" align="baseline">
          <Title order={3}>Advanced Container List</Title>
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {rows.length} containers · {inspected} inspected · {rows.length - inspected} pending
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Container No + <Kbd size="xs">Enter</Kbd> opens its row · <Kbd size="xs">Tab</Kbd> along
          the row · <Kbd size="xs">Enter</Kbd> saves · <Kbd size="xs">Esc</Kbd> cancels
        </Text>
      </Group>
      <Paper withBorder p="xs" radius="sm" component="section" aria-label="Filters">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Box w={200}>
            <FieldInput
              input={{ kind: 'reference', list: 'locations', clearable: true }}
              label="Location"
              showLabel
              pickOnType
              value={filters.locationid}
              error={undefined}
              autoFocus={false}
              disabled={false}
              onChange={(value) => filters.set('locationid', value as number | null)}
              onKeyDown={noKeys}
            />
          </Box>
          <Box w={340}>
            <FieldInput
              input={{ kind: 'reference', list: 'activeVcns' }}
              label="VCN"
              showLabel
              pickOnType
              required
              value={filters.vcn}
              error={undefined}
              autoFocus={filters.vcn === null}
              disabled={false}
              onChange={(value) => {
                setOpen(null);
                filters.set('vcn', value as number | null);
              }}
              onKeyDown={noKeys}
            />
          </Box>
          <Box w={140}>
            <FieldInput
              input={{ kind: 'select', options: MOVE_TYPE_OPTIONS, clearable: true }}
              label="Movement Type"
              showLabel
              pickOnType
              value={filters.movetype}
              error={undefined}
              autoFocus={false}
              disabled={false}
              onChange={(value) => filters.set('movetype', value as string | null)}
              onKeyDown={noKeys}
            />
          </Box>
          <TextInput
            ref={numberBox}
            w={160}
            size="sm"
            label="Container No"
            placeholder="ABCU1234565"
            maxLength={11}
            autoComplete="off"
            autoFocus={filters.vcn !== null}
            disabled={rows.length === 0}
            value={number}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
            onChange={(event) => setNumber(normalizeContainerNumber(event.currentTarget.value))}
            onKeyDown={jump}
          />
        </Group>
      </Paper>
      {filters.vcn === null ? (
        <Text size="sm" c="dimmed">
          {ADVANCE_LIST_MESSAGES.selectVcn}
        </Text>
      ) : list.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ADVANCE_LIST_MESSAGES.noData}
        </Text>
      ) : (
        <AdvanceListTable
          rows={rows}
          sort={filters.sort}
          onSort={(key) =>
            filters.setSort(
              key,
              filters.sort.key === key && filters.sort.direction === 'asc' ? 'desc' : 'asc',
            )
          }
          highlighted={found}
          open={open}
          onOpen={(row) => {
            setFound(row.autoID);
            openRow(row);
          }}
          editor={
            openedRow && (
              <AdvanceRowEditor
                key={openedRow.autoID}
                row={openedRow}
                onSaved={(reportid, addLines) => {
                  setOpen(null);
                  void refresh();
                  if (addLines) setDamagesOf({ reportid, contnumber: openedRow.contnumber });
                  else backToNumber();
                }}
                onIsoCorrected={() => void refresh()}
                onCancel={() => {
                  setOpen(null);
                  backToNumber();
                }}
              />
            )
          }
        />
      )}
      {damagesOf && (
        <DamageListModal
          opened
          reportid={damagesOf.reportid}
          containerNumber={damagesOf.contnumber}
          onClose={() => {
            setDamagesOf(null);
            void refresh();
            backToNumber();
          }}
        />
      )}
    </Stack>
  );
}

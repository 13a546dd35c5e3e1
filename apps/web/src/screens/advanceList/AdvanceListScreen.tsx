import { Box, Group, Kbd, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ADVANCE_LIST_MESSAGES,
  ADVANCE_LIST_SORTS,
  type AdvanceContainerRow,
  api,
  MOVE_TYPES,
  type MoveType,
  NETWORK_FAILURE,
} from '@quaybook/contract';
import { formatSort, normalizeContainerNumber } from '@quaybook/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CallError, call } from '../../api/client';
import { DamageListModal, failureMessage } from '../../inspections';
import { FieldInput } from '../../lists/form/FieldInput';
import { useListState } from '../../lists/query/listState';
import { useDebounced } from '../../lists/query/useDebounced';
import { SearchBox } from '../../lists/screen/SearchBox';
import { TableFooter } from '../../lists/table/TableFooter';
import { notify } from '../../notify';
import type { CallPageQuery } from '../../offline/callPage';
import { removeEntry } from '../../offline/entryQueue';
import { keptCallPage } from '../../offline/keptCalls';
import { keptPageHolding, pageOrKept } from '../../offline/pageOrKept';
import { QueuePanel } from '../../offline/QueuePanel';
import type { QueuedEntry } from '../../offline/queuedEntry';
import { queryKeys } from '../../queryKeys';
import { useSession } from '../../session/useSession';
import { AdvanceListTable } from './AdvanceListTable';
import { AdvanceRowEditor } from './AdvanceRowEditor';
import { lockOf } from './advanceEntry';
import { ADVANCE_LIST_SCREEN } from './saveAdvanceEntry';

const listCall = api.advanceContainerList.list;
const listPath = listCall.path;
type ListReply = Awaited<ReturnType<typeof call<typeof listCall>>>;
const MOVE_TYPE_OPTIONS = MOVE_TYPES.map((type) => ({ value: type.id, label: type.name }));
/** A call lists up to 200,000 containers: the browser holds one page of them. */
const PAGE_SIZES = [50, 100, 200] as const;
const noKeys = () => undefined;

/**
 * The screen's filters, search, sort, page and the container found, kept in the URL so back,
 * reload and a shared link show the same page. A new filter goes back to page 1.
 */
function useListParams() {
  const state = useListState(ADVANCE_LIST_SORTS, PAGE_SIZES);
  const number = (name: string) => Number(state.get(name)) || null;
  const movetype = state.get('movetype');
  return {
    ...state,
    vcn: number('vcn'),
    locationid: number('locationid'),
    movetype: movetype === 'I' || movetype === 'E' ? (movetype as MoveType) : null,
    /** The container last found by its number, highlighted on its page. */
    found: state.get('found') ?? '',
    setFilter: (name: 'vcn' | 'locationid' | 'movetype', value: string | number | null) =>
      state.update({ [name]: value, page: null, found: null }, true),
  };
}

/**
 * Advanced Container List (001 §2.5): a vessel call's expected containers at a location, import
 * or export, each with whether it is inspected. The server pages, searches and sorts the list (a
 * call may list 200,000 containers); a container number and Enter asks it for the page holding
 * that container and opens its row, which records Sound or Damage with the row's party, call,
 * movement and place.
 */
export default function AdvanceListScreen() {
  const queryClient = useQueryClient();
  const filters = useListParams();
  // Typing asks the server once it pauses; a cleared search shows the whole list at once.
  const typed = useDebounced(filters.search.trim(), 300);
  const query = {
    locationid: filters.locationid ?? undefined,
    movetype: filters.movetype ?? undefined,
    search: (filters.search.trim() && typed) || undefined,
    sort: formatSort(filters.sorts) || undefined,
    pageSize: filters.pageSize,
  };
  const keyOf = (page: number) => queryKeys.list(listPath, { vcn: filters.vcn, ...query, page });
  const user = useSession();
  /** Without a network: the page made of the call's kept rows, when the tablet keeps the call. */
  const keptCallPageOf = (asked: CallPageQuery) =>
    user && filters.vcn !== null
      ? keptCallPage(user.user_id, filters.vcn, asked)
      : Promise.resolve(undefined);
  const list = useQuery({
    queryKey: keyOf(filters.page),
    // Each page seen online is kept, and shown again when asked without a network; a page not
    // seen is made of the call's rows the tablet keeps.
    queryFn: () =>
      pageOrKept(
        user?.user_id,
        keyOf(filters.page),
        () =>
          call(listCall, {
            params: { vcnID: filters.vcn ?? 0 },
            query: { ...query, page: filters.page },
          }),
        () => keptCallPageOf({ ...query, page: filters.page }),
      ),
    enabled: filters.vcn !== null,
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const info = list.data?.extra;
  const [open, setOpen] = useState<number | null>(null);
  const [number, setNumber] = useState('');
  const [damagesOf, setDamagesOf] = useState<{ reportid: number; contnumber: string } | null>(null);
  const numberBox = useRef<HTMLInputElement>(null);

  // 'No data found' once for each list asked for that comes back empty.
  const answered = list.isSuccess && !list.isPlaceholderData ? list.dataUpdatedAt : 0;
  const empty = info?.total === 0 && !filters.search;
  useEffect(() => {
    if (answered && empty) notify.info(ADVANCE_LIST_MESSAGES.noData);
  }, [answered, empty]);
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

  /** Asks the server for the page holding the number (of the whole list: the search is cleared). */
  const jump = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || filters.vcn === null) return;
    event.preventDefault();
    const wanted = normalizeContainerNumber(number);
    if (!wanted) return;
    const asked = { ...query, search: undefined };
    let reply: ListReply;
    try {
      reply = await call(listCall, {
        params: { vcnID: filters.vcn },
        query: { ...asked, find: wanted },
      });
    } catch (error) {
      const kept = await keptPageOf(asked, wanted, error);
      if (!kept) {
        notify.error(failureMessage(error, NETWORK_FAILURE));
        return;
      }
      reply = kept;
    }
    const page = reply.extra?.page ?? 1;
    // The page is the one the URL is about to ask for: shown at once, not asked twice.
    queryClient.setQueryData(queryKeys.list(listPath, { vcn: filters.vcn, ...asked, page }), reply);
    filters.update({ page: page === 1 ? null : page, q: null, found: wanted });
    const row = reply.data.find((candidate) => candidate.contnumber === wanted);
    if (!row) return;
    scrollTo(row.contnumber);
    openRow(row);
  };

  /** Without a network: the kept page of the same list that holds the number, if one does. */
  const keptPageOf = async (asked: typeof query, wanted: string, error: unknown) => {
    if (!user || !(error instanceof CallError) || error.status !== 0) return undefined;
    const same = JSON.stringify({ vcn: filters.vcn, ...asked });
    const kept = await keptPageHolding<ListReply>(
      user.user_id,
      ([, path, asked]) => {
        if (path !== listPath || typeof asked !== 'object' || asked === null) return false;
        const { page: _, ...rest } = asked as Record<string, unknown>;
        return JSON.stringify(rest) === same;
      },
      (answer) => answer.data.some((row) => row.contnumber === wanted),
    );
    return kept?.answer ?? (await keptCallPageOf({ ...asked, page: 1, find: wanted }));
  };

  /** A refused row taken off the queue: its container found again, to record it anew. */
  const correct = async (queued: QueuedEntry) => {
    await removeEntry(queued.id);
    setNumber(queued.summary.containerNumber);
    if (queued.message) notify.error(queued.message);
    backToNumber();
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
  const highlighted = rows.find((row) => row.contnumber === filters.found)?.autoID ?? null;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Group gap="md" align="baseline">
          <Title order={3}>Advanced Container List</Title>
          {info && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {info.total} containers · {info.inspected} inspected · {info.total - info.inspected}{' '}
              pending
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
              value={filters.locationid}
              error={undefined}
              autoFocus={false}
              disabled={false}
              onChange={(value) => filters.setFilter('locationid', value as number | null)}
              onKeyDown={noKeys}
            />
          </Box>
          <Box w={340}>
            <FieldInput
              input={{ kind: 'reference', list: 'activeVcns' }}
              label="VCN"
              showLabel
              required
              value={filters.vcn}
              error={undefined}
              autoFocus={filters.vcn === null}
              disabled={false}
              onChange={(value) => {
                setOpen(null);
                filters.setFilter('vcn', value as number | null);
              }}
              onKeyDown={noKeys}
            />
          </Box>
          <Box w={140}>
            <FieldInput
              input={{ kind: 'select', options: MOVE_TYPE_OPTIONS, clearable: true }}
              label="Movement Type"
              showLabel
              value={filters.movetype}
              error={undefined}
              autoFocus={false}
              disabled={false}
              onChange={(value) => filters.setFilter('movetype', value as string | null)}
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
            disabled={filters.vcn === null}
            value={number}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
            onChange={(event) => setNumber(normalizeContainerNumber(event.currentTarget.value))}
            onKeyDown={(event) => void jump(event)}
          />
          <SearchBox value={filters.search} onChange={filters.setSearch} />
        </Group>
      </Paper>
      {user && (
        <QueuePanel
          userId={user.user_id}
          screen={ADVANCE_LIST_SCREEN}
          onCorrect={(queued) => void correct(queued)}
          onDiscard={(queued) => void removeEntry(queued.id)}
        />
      )}
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
          {filters.search
            ? `No container on this list holds ${filters.search}.`
            : ADVANCE_LIST_MESSAGES.noData}
        </Text>
      ) : (
        <AdvanceListTable
          rows={rows}
          sorts={filters.sorts}
          onSort={filters.toggleSort}
          highlighted={highlighted}
          open={open}
          onOpen={openRow}
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
                onKept={() => {
                  setOpen(null);
                  backToNumber();
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
      {info && info.total > 0 && (
        <TableFooter
          page={info.page}
          pages={Math.max(1, Math.ceil(info.total / info.pageSize))}
          total={info.total}
          pageSize={info.pageSize}
          sizes={PAGE_SIZES}
          onPage={(page) => {
            setOpen(null);
            filters.setPage(page);
          }}
          onPageSize={(size) => {
            setOpen(null);
            filters.setPageSize(size);
          }}
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

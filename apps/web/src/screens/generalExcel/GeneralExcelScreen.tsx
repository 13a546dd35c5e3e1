import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  api,
  type GeneralExcelRow,
  generalExcelSent,
  GENERAL_EXCEL_MESSAGES as MESSAGES,
  Status,
  type VesselStatus,
} from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { IconDownload, IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { CallError, call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { saveFile } from '../../lists/export/download';
import { FilterBar } from '../../lists/filters/FilterBar';
import type { FilterValues } from '../../lists/filters/filterValues';
import { useFilters } from '../../lists/filters/useFilters';
import type { DisplayColumn } from '../../lists/table/columns';
import { ListTable } from '../../lists/table/ListTable';
import { useSelection } from '../../lists/table/useSelection';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import { referenceQuery } from '../../reference/referenceLists';
import { tableColumns } from '../reports/tableColumns';
import { composeMail } from './composeMail';
import { generalExcelProblem, generalExcelFilters as spec } from './generalExcelFilters';

/** The screen's columns (002 §2.3), over the general-excel row. */
// Names are cut at 110 px (whole on hover) so all eleven columns fit a laptop.
const COLUMNS: readonly DisplayColumn<GeneralExcelRow>[] = [
  { key: 'contnumber', title: 'Container' },
  { key: 'isocode', title: 'ISO' },
  { key: 'Name', title: 'Place', maxWidth: 110 },
  { key: 'movementname', title: 'Movement', maxWidth: 110 },
  { key: 'InspDate', title: 'Date', text: (row) => formatDate(row.InspDate) },
  { key: 'Seal', title: 'Seal No' },
  { key: 'cfsname', title: 'CFS', maxWidth: 110 },
  { key: 'applicantname', title: 'Applicant', maxWidth: 110 },
  { key: 'accountname', title: 'Account', maxWidth: 110 },
  { key: 'vessname', title: 'Vessel', maxWidth: 110 },
  { key: 'voyagename', title: 'Voyage' },
];
const columns = tableColumns(COLUMNS);
const idOf = (row: GeneralExcelRow) => String(row.reportid);

/** What Generate Report answered, for the rows it was shown with (`scope`). */
type Sent = { filename: string; message: string; scope: string } & z.infer<typeof generalExcelSent>;

/** SHOW's answer: the rows, or none with what the server said. */
async function populate(query: Record<string, string | number>) {
  try {
    const reply = await call(api.generalExcel.populate, { query });
    return { rows: reply.data, message: reply.message };
  } catch (error) {
    if (error instanceof CallError && error.envelopeStatus === Status.information)
      return { rows: [] as GeneralExcelRow[], message: error.message };
    throw error;
  }
}

/**
 * General Excel Report (002 §2.3, §4): a party's inspections shown with a tick each; the ticked
 * ones are sent as a workbook by mail to the party, with a subject and message composed here,
 * and the file is offered for download whatever became of the mail.
 */
export default function GeneralExcelScreen() {
  const filters = useFilters(spec);
  const movements = useQuery(referenceQuery('movements'));
  const query = filters.query;
  const found = useQuery({
    queryKey: queryKeys.list(api.generalExcel.populate.path, query),
    queryFn: () => populate(query ?? {}),
    enabled: query !== undefined,
  });
  const party = query ? { applicant: query.applicant, account: query.account } : undefined;
  const recipient = useQuery({
    queryKey: queryKeys.list(api.generalExcel.recipient.path, party),
    queryFn: async () => (await call(api.generalExcel.recipient, { query: party ?? {} })).data,
    enabled: party?.applicant !== undefined,
  });
  const selection = useSelection(filters.scope);
  const rows = useMemo(() => found.data?.rows ?? [], [found.data]);
  const status = (Number(filters.values.vesselstatus) || null) as VesselStatus | null;
  const atTime = filters.values.attime || null;
  const offered = useMemo(() => composeMail(rows, status, atTime), [rows, status, atTime]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [lastSent, setSent] = useState<Sent | null>(null);
  // A new SHOW puts the last answer away.
  const sent = lastSent?.scope === filters.scope ? lastSent : null;

  // Each SHOW offers a fresh subject and message; edits last until the next one.
  useEffect(() => {
    setSubject(offered.subject);
    setBody(offered.body);
  }, [offered]);

  const show = (values: FilterValues) => {
    const problem = generalExcelProblem(values, movements.data ?? []);
    if (problem) {
      notify.error(problem);
      return;
    }
    filters.apply(values);
  };

  const checked = rows.filter((row) => selection.isSelected(idOf(row)));

  const generate = async () => {
    if (!query || sending) return;
    if (checked.length === 0) {
      notify.error(MESSAGES.selectInspection);
      return;
    }
    if (subject.trim() === '') {
      notify.error(MESSAGES.enterSubject);
      return;
    }
    setSending(true);
    try {
      const reply = await call(api.generalExcel.send, {
        body: {
          checkedIds: checked.map((row) => row.reportid),
          applicantid: Number(query.applicant),
          accountid: Number(query.account),
          filename: '',
          vesselstatus: status,
          attime: atTime,
          mailsub: subject,
          msgbody: body,
          contcnt: checked.length,
        },
      });
      const outcome = generalExcelSent.parse(reply.extra);
      setSent({ filename: reply.data, message: reply.message, scope: filters.scope, ...outcome });
      if (outcome.outcome === 'sent') notify.success(reply.message);
      else if (outcome.outcome === 'not-configured') notify.info(reply.message);
      else notify.error(reply.message);
    } catch (error) {
      showRefusal(error, 'The report could not be generated. Please try again.');
    } finally {
      setSending(false);
    }
  };

  const download = async (filename: string) => {
    try {
      saveFile((await call(api.documents.download, { params: { filename } })).data);
    } catch (error) {
      showRefusal(error, 'The file could not be downloaded.');
    }
  };

  const address = recipient.data?.recipient;
  const results = (() => {
    if (query === undefined)
      return (
        <Text size="sm" c="dimmed">
          {spec.prompt}
        </Text>
      );
    if (found.isPending) return <Text size="sm">Loading inspections…</Text>;
    if (found.error)
      return (
        <Alert color="red" title={MESSAGES.loadError}>
          {found.error.message}
        </Alert>
      );
    if (rows.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {found.data?.message || MESSAGES.nothingFound}
        </Text>
      );
    return (
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="xs">
          <Text size="sm" aria-live="polite">
            {checked.length} of {rows.length} containers ticked
          </Text>
          <ListTable<GeneralExcelRow>
            records={rows}
            idOf={idOf}
            columns={columns}
            selection={{ rows: selection, isSelectable: () => true, nameOf: (r) => r.contnumber }}
            emptyText={MESSAGES.nothingFound}
          />
        </Stack>
      </Paper>
    );
  })();

  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={3}>General Excel Report</Title>
        {query !== undefined && found.data && (
          <Badge variant="light" color="gray" aria-label="Inspections found">
            {rows.length}
          </Badge>
        )}
      </Group>
      <FilterBar spec={spec} values={filters.values} onApply={show} />
      {results}
      {rows.length > 0 && (
        <Paper withBorder p="sm" radius="sm" component="section" aria-label="Mail">
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm" fw={600} w={70}>
                To
              </Text>
              <Text size="sm" data-testid="mail-to" c={address ? undefined : 'red'}>
                {recipient.isPending ? '…' : (address ?? MESSAGES.noAddress)}
              </Text>
            </Group>
            {recipient.data && !recipient.data.mailConfigured && (
              <Alert color="yellow" py={6}>
                {MESSAGES.willNotMail}
              </Alert>
            )}
            <TextInput
              label="Subject"
              required
              value={subject}
              onChange={(event) => setSubject(event.currentTarget.value)}
            />
            <Textarea
              label="Message"
              autosize
              minRows={4}
              maxRows={10}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
            />
            <Group gap="sm">
              <Button
                leftSection={<IconMailForward size={16} />}
                loading={sending}
                onClick={() => void generate()}
              >
                Generate Report
              </Button>
              {sent && (
                <Button
                  variant="light"
                  leftSection={<IconDownload size={16} />}
                  onClick={() => void download(sent.filename)}
                >
                  Download file
                </Button>
              )}
            </Group>
            {sent && (
              <Alert
                color={
                  sent.outcome === 'sent' ? 'green' : sent.outcome === 'failed' ? 'red' : 'yellow'
                }
                py={6}
                role="status"
              >
                {sent.message} ({sent.containers} containers)
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

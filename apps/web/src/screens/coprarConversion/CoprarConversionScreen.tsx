import {
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  api,
  COPRAR_FILE_TYPES,
  COPRAR_MESSAGES,
  type ConvertCartinPdfQuery,
  type ConvertCartinQuery,
  type CoprarResult,
  coprarResult,
} from '@quaybook/contract';
import { IconFileTypePdf, IconTransform } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { CallError, call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { saveFile } from '../../lists/export/download';
import { type FilterDraft, filledByVcn } from '../../lists/filters/filterValues';
import { useFieldToast } from '../../lists/form/fieldToast';
import { referenceLookup } from '../../lists/form/referenceLookup';
import { SearchSelect } from '../../lists/form/SearchSelect';
import { notify } from '../../notify';
import { SpreadsheetFileInput } from '../../uploads/SpreadsheetFileInput';
import { UploadChoices } from '../../uploads/UploadChoices';
import type { UploadChoice } from '../../uploads/uploadDeclaration';
import { uploadQuery } from '../../uploads/uploadForm';
import { uploadWithProgress } from '../../uploads/uploadWithProgress';
import { convertProblems, coprarChoices, initialDraft } from './coprarForm';

const CONVERT_FAILED = 'The file could not be converted. Please try again.';
const PRINT_FAILED = 'The file could not be generated. Please try again.';

const FILE_TYPE_OPTIONS = COPRAR_FILE_TYPES.map(({ value, label }) => ({
  value: String(value),
  label,
}));

/**
 * What a Convert came to: the COPRAR made, a file with errors, or rows whose container has a
 * wrong check digit, to convert as they are once read.
 */
type Outcome = { kind: 'converted' | 'errors' | 'checkDigits'; message: string };
const OUTCOME_COLOR = { converted: 'green.8', errors: 'red.8', checkDigits: 'orange.8' } as const;

/** The rows a refused Convert lists with their reasons, or null when it lists none. */
function refusedRows(error: unknown): CoprarResult[] | null {
  if (!(error instanceof CallError)) return null;
  const rows = coprarResult.array().safeParse(error.data);
  return rows.success && rows.data.length > 0 ? rows.data : null;
}

/** The results of a Convert: the messages made, or every row refused, in the outcome's colour. */
function ResultTable({ results, color }: { results: readonly CoprarResult[]; color: string }) {
  return (
    <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label="Conversion results">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={220}>File name</Table.Th>
          <Table.Th w={140} ta="right">
            No. of containers
          </Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((result) => (
          <Table.Tr key={result.row ?? result.status} c={result.ok ? undefined : color}>
            <Table.Td>{result.filename}</Table.Td>
            <Table.Td ta="right">{result.ok ? result.containers : ''}</Table.Td>
            <Table.Td>{result.status}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Upload Entry (coprar conversion), 002 §2.3: a terminal's loading list converted into the
 * line's COPRAR and downloaded; below, a kept conversion printed again under a new number.
 */
export default function CoprarConversionScreen() {
  const queryClient = useQueryClient();
  const lookup = referenceLookup(queryClient);
  const toast = useFieldToast();
  const [draft, setDraft] = useState<FilterDraft>(initialDraft);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [percent, setPercent] = useState(0);
  const [busy, setBusy] = useState<'' | 'converting' | 'printing'>('');
  const [results, setResults] = useState<CoprarResult[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [print, setPrint] = useState<FilterDraft>({ filetype: '1' });

  const callSign = lookup('vessels', draft.vesselid)?.txtColsign ?? null;

  const choose = (param: string, value: string) => {
    const filled =
      param === 'vcn'
        ? filledByVcn(coprarChoices[1] as UploadChoice, lookup('activeVcns', value))
        : {};
    setDraft((previous) => ({ ...previous, [param]: value, ...filled }));
    setProblems(({ [param]: _, ...rest }) => rest);
    toast.answered([param, ...Object.keys(filled)]);
  };

  const partyQuery = () =>
    uploadQuery(coprarChoices, draft, (autoid) => lookup('linkParties', autoid));

  /** Converts the file; `accept` sends the rows named for a wrong check digit as they are. */
  const convert = async (accept = false) => {
    if (busy) return;
    const missing = convertProblems(draft, file !== null, callSign);
    setProblems(missing);
    const first = Object.values(missing)[0];
    const query = first ? undefined : partyQuery();
    if (first || !query || !file) {
      if (first) toast.show(first, Object.keys(missing));
      return;
    }
    toast.hide();
    setBusy('converting');
    setPercent(0);
    setResults(null);
    setOutcome(null);
    try {
      const vessel = lookup('vessels', draft.vesselid);
      const voyage = lookup('voyages', draft.voyageid);
      const request = {
        ...query,
        consign: callSign ?? '',
        vesselname: vessel?.Name ?? '',
        voyage: voyage?.Name ?? '',
        israil: draft.israil === '1' ? 1 : 0,
        pod: 0,
        acceptcheckdigits: accept ? 1 : 0,
      } as ConvertCartinQuery;
      const reply = await uploadWithProgress(
        api.coprarConversion.convert,
        { query: request, files: [{ blob: file, name: file.name }] },
        setPercent,
      );
      setResults(reply.data);
      setOutcome({ kind: 'converted', message: reply.message });
      const filenm = typeof reply.extra === 'string' ? reply.extra : '';
      if (!filenm) {
        notify.error(COPRAR_MESSAGES.fileHasErrors);
        return;
      }
      saveFile(
        (await call(api.coprarConversion.download, { query: { filenm } })).data,
        COPRAR_MESSAGES.downloaded,
      );
    } catch (error) {
      // A refused file lists every row it refused, with its reasons.
      const rows = refusedRows(error);
      setResults(rows);
      if (rows && error instanceof CallError && error.status === 409) {
        setOutcome({ kind: 'checkDigits', message: error.message });
        return;
      }
      if (rows) setOutcome({ kind: 'errors', message: COPRAR_MESSAGES.fileHasErrors });
      showRefusal(error, CONVERT_FAILED);
    } finally {
      setBusy('');
    }
  };

  const generate = async () => {
    if (busy) return;
    const missing: Record<string, string> = {};
    if (!draft.party) missing.party = COPRAR_MESSAGES.selectParty;
    if (!print.coprarno?.trim()) missing.coprarno = COPRAR_MESSAGES.enterCoprarNo;
    if (!print.filetype) missing.filetype = COPRAR_MESSAGES.selectFileType;
    setProblems(missing);
    const first = Object.values(missing)[0];
    const party = first ? undefined : lookup('linkParties', draft.party);
    if (first || !party) {
      if (first) toast.show(first, Object.keys(missing));
      return;
    }
    setBusy('printing');
    try {
      const query: ConvertCartinPdfQuery = {
        coprarno: print.coprarno ?? '',
        newcoprarno: print.newcoprarno ?? '',
        applicant: party.applicantId,
        accountid: party.accountId,
        filetype: Number(print.filetype) as 1 | 2,
      };
      saveFile(
        (await call(api.coprarConversion.print, { query })).data,
        COPRAR_MESSAGES.downloaded,
      );
    } catch (error) {
      showRefusal(error, PRINT_FAILED);
    } finally {
      setBusy('');
    }
  };

  const downloadTemplate = async () => {
    try {
      saveFile((await call(api.uploadTemplate.template, { params: { kind: 'coprar' } })).data);
    } catch (error) {
      showRefusal(error, PRINT_FAILED);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    void convert();
  };
  const choiceProps = { draft, problems, disabled: busy !== '', onChange: choose, onKeyDown };
  // The call's choices on the first line; the port, the file and Is Rail beside Convert.
  const callChoices = coprarChoices.filter((choice) => !['checkbox', 'port'].includes(choice.kind));
  const portChoices = coprarChoices.filter((choice) => choice.kind === 'port');
  const ticks = coprarChoices.filter((choice) => choice.kind === 'checkbox');

  return (
    <Stack gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={3}>Coprar Conversion</Title>
        <Text size="sm" c="dimmed">
          Convert a terminal’s loading list into the line’s COPRAR loading order.
        </Text>
        <Anchor
          href="#"
          size="sm"
          ml="auto"
          onClick={(event) => {
            event.preventDefault();
            void downloadTemplate();
          }}
        >
          Download template
        </Anchor>
      </Group>
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm">
            <UploadChoices {...choiceProps} choices={callChoices} />
          </Group>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Group w={220}>
              <UploadChoices {...choiceProps} choices={portChoices} focusFirst={false} />
            </Group>
            <SpreadsheetFileInput
              value={file}
              error={problems.file}
              disabled={busy !== ''}
              onChange={(next) => {
                setFile(next);
                setProblems(({ file: _, ...rest }) => rest);
                toast.answered(['file']);
              }}
            />
            <Box mt={33}>
              <UploadChoices {...choiceProps} choices={ticks} />
            </Box>
            <Button
              mt={25}
              leftSection={<IconTransform size={16} />}
              loading={busy === 'converting'}
              disabled={busy === 'printing'}
              onClick={() => void convert()}
            >
              Convert
            </Button>
            {busy === 'converting' && (
              <Progress
                mt={38}
                w={110}
                size="lg"
                value={percent}
                animated
                aria-label="Upload progress"
              />
            )}
            <Text size="sm" mt={33} c="dimmed" data-testid="call-sign">
              {draft.vesselid ? `Call sign: ${callSign || 'not entered'}` : ''}
            </Text>
          </Group>
        </Stack>
      </Paper>
      {results && outcome && (
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Text size="sm" fw={600} c={OUTCOME_COLOR[outcome.kind]} role="status">
              {outcome.message}
            </Text>
            {outcome.kind === 'checkDigits' && (
              <Button
                size="xs"
                color="orange"
                loading={busy === 'converting'}
                onClick={() => void convert(true)}
              >
                {COPRAR_MESSAGES.convertAnyway}
              </Button>
            )}
          </Group>
          <ResultTable results={results} color={OUTCOME_COLOR[outcome.kind]} />
        </Stack>
      )}
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="xs">
          <Title order={5}>Generate PDF</Title>
          <Group gap="sm" align="flex-start">
            <TextInput
              label="Old Coprar No"
              withAsterisk
              w={180}
              value={print.coprarno ?? ''}
              error={problems.coprarno}
              onChange={(event) => {
                const coprarno = event.currentTarget.value;
                setPrint((previous) => ({ ...previous, coprarno }));
              }}
            />
            <TextInput
              label="New Coprar No"
              w={180}
              value={print.newcoprarno ?? ''}
              onChange={(event) => {
                const newcoprarno = event.currentTarget.value;
                setPrint((previous) => ({ ...previous, newcoprarno }));
              }}
            />
            <SearchSelect
              label="File Type"
              withAsterisk
              w={120}
              data={FILE_TYPE_OPTIONS}
              value={print.filetype ?? null}
              error={problems.filetype}
              onChange={(filetype) =>
                setPrint((previous) => ({ ...previous, filetype: filetype ?? '' }))
              }
            />
            <Button
              mt={25}
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              loading={busy === 'printing'}
              disabled={busy === 'converting'}
              onClick={() => void generate()}
            >
              Generate
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

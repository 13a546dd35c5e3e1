import {
  Anchor,
  Box,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconDeviceFloppy,
  IconDownload,
  IconFileSpreadsheet,
  IconUpload,
} from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { PreviewTable } from './PreviewTable';
import { UploadChoices } from './UploadChoices';
import type { UploadDeclaration } from './uploadDeclaration';
import { useUploadSteps } from './useUploadSteps';

/** What the file input takes: a workbook or a CSV file. */
const ACCEPT = [
  '.xlsx',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

const TONES = { plain: 'dimmed', done: 'green.8', failed: 'red.8' } as const;

/**
 * An upload screen drawn from its declaration: the choices and the file, Upload File with its
 * progress, the preview the server answers, Save, and the kind's template.
 */
export function UploadPanel({ declaration }: { declaration: UploadDeclaration }) {
  const steps = useUploadSteps(declaration);
  const { status, staged, percent } = steps;
  const busy = status.step !== 'idle';
  const sending = status.step === 'uploading';

  // Enter in a choice uploads, as Enter applies a filter bar; not while a dropdown is open.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    void steps.upload();
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={3}>{declaration.title}</Title>
        <Text size="sm" c="dimmed">
          {declaration.purpose}
        </Text>
      </Group>
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm">
            <UploadChoices
              choices={declaration.choices}
              draft={steps.draft}
              problems={steps.problems}
              disabled={busy}
              onChange={steps.choose}
              onKeyDown={onKeyDown}
            />
            <Box style={{ flex: '2 1 260px' }} miw={220}>
              <FileInput
                label="File"
                withAsterisk
                placeholder="Choose an .xlsx or .csv file"
                accept={ACCEPT}
                clearable
                leftSection={<IconFileSpreadsheet size={16} />}
                value={steps.file}
                error={steps.problems.file}
                disabled={busy}
                onChange={steps.pick}
              />
            </Box>
          </Group>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Button
                leftSection={<IconUpload size={16} />}
                loading={sending}
                disabled={busy && !sending}
                onClick={() => void steps.upload()}
              >
                Upload File
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                color="green"
                loading={status.step === 'saving'}
                disabled={busy && status.step !== 'saving'}
                onClick={() => void steps.save()}
              >
                Save
              </Button>
              {declaration.list && (
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  disabled={busy}
                  onClick={steps.downloadList}
                >
                  {declaration.list.label}
                </Button>
              )}
              {(sending || percent > 0) && (
                <Group gap={6} wrap="nowrap" ml="xs">
                  <Progress
                    w={180}
                    size="lg"
                    value={percent}
                    animated={sending}
                    aria-label="Upload progress"
                  />
                  <Text size="sm" fw={600} w={42} ta="right" data-testid="upload-percent">
                    {percent}%
                  </Text>
                </Group>
              )}
              <Text size="sm" c={TONES[status.tone]} role="status" aria-live="polite">
                {status.text}
              </Text>
            </Group>
            <Anchor
              href="#"
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                void steps.downloadTemplate();
              }}
            >
              Download template
            </Anchor>
          </Group>
        </Stack>
      </Paper>
      {staged ? (
        <PreviewTable
          key={staged.preview.qry}
          declaration={declaration}
          preview={staged.preview}
          fileName={staged.fileName}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Choose{' '}
          {declaration.choices.some((choice) => choice.kind !== 'checkbox')
            ? 'where the rows belong and '
            : ''}
          a file, then Upload File to see each row checked before Save.
        </Text>
      )}
    </Stack>
  );
}

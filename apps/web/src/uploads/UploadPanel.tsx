import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconDeviceFloppy,
  IconDownload,
  IconFileSpreadsheet,
  IconUpload,
} from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { JobProgress } from '../jobs/JobProgress';
import { PreviewTable } from './PreviewTable';
import { SpreadsheetFileInput } from './SpreadsheetFileInput';
import { UploadChoices } from './UploadChoices';
import { UploadProgress } from './UploadProgress';
import type { UploadDeclaration } from './uploadDeclaration';
import { useUploadSteps } from './useUploadSteps';

const NO_ROWS = { list: [], qry: '', total: 0, ok: 0, skipped: 0 };

/**
 * An upload screen drawn from its declaration: the choices and the file, Upload File with its
 * progress, the preview the server answers, Save, and the kind's template.
 */
export function UploadPanel({ declaration }: { declaration: UploadDeclaration }) {
  const steps = useUploadSteps(declaration);
  const { status, staged, percent } = steps;
  const busy = status.step !== 'idle';
  const sending = status.step === 'uploading';
  const ticks = declaration.choices.filter((choice) => choice.kind === 'checkbox');
  const selects = declaration.choices.filter((choice) => choice.kind !== 'checkbox');

  // Enter in a choice uploads, as Enter applies a filter bar; not while a dropdown is open.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    void steps.upload();
  };

  const choiceProps = {
    draft: steps.draft,
    problems: steps.problems,
    disabled: busy,
    onChange: steps.choose,
    onKeyDown,
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={3}>{declaration.title}</Title>
        <Text size="sm" c="dimmed">
          {declaration.purpose}
        </Text>
        <Anchor
          href="#"
          size="sm"
          ml="auto"
          onClick={(event) => {
            event.preventDefault();
            void steps.downloadTemplate();
          }}
        >
          <Group gap={4} component="span">
            <IconFileSpreadsheet size={16} />
            Download template
          </Group>
        </Anchor>
      </Group>
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="sm">
          {selects.length > 0 && (
            <Group align="flex-start" gap="sm">
              <UploadChoices {...choiceProps} choices={selects} />
            </Group>
          )}
          <Group gap="sm" align="flex-start" wrap="wrap">
            <SpreadsheetFileInput
              value={steps.file}
              error={steps.problems.file}
              disabled={busy}
              onChange={steps.pick}
            />
            {ticks.length > 0 && (
              <Box mt={33}>
                <UploadChoices {...choiceProps} choices={ticks} />
              </Box>
            )}
            <Button
              mt={25}
              leftSection={<IconUpload size={16} />}
              loading={sending}
              disabled={busy && !sending}
              onClick={() => void steps.upload()}
            >
              Upload File
            </Button>
            <Button
              mt={25}
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
                mt={25}
                variant="default"
                leftSection={<IconDownload size={16} />}
                disabled={busy}
                onClick={steps.downloadList}
              >
                {declaration.list.label}
              </Button>
            )}
            <UploadProgress
              percent={percent}
              sending={sending}
              text={status.text}
              tone={status.tone}
            />
          </Group>
        </Stack>
      </Paper>
      {steps.job && <JobProgress status={steps.job} />}
      {staged ? (
        <PreviewTable
          key={staged.preview.qry}
          declaration={declaration}
          preview={staged.preview}
          fileName={staged.fileName}
        />
      ) : steps.saved ? (
        <PreviewTable
          key={`saved-${steps.saved.preview.qry}`}
          declaration={declaration}
          preview={steps.saved.preview}
          fileName={steps.saved.fileName}
          outcome
        />
      ) : declaration.emptyTable ? (
        <PreviewTable
          declaration={declaration}
          preview={NO_ROWS}
          fileName=""
          emptyText={declaration.emptyTable}
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

import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { JobStatus } from '@quaybook/contract';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { jobLine, jobPercent } from './jobProgress';

interface JobProgressProps {
  status: JobStatus;
  /** Fetches the job's file again once it is done, when the job made one. */
  download?: () => void;
}

/**
 * A job as its screen follows it: a bar of how far it is with the step it is on, the outcome
 * (and its file) once done, and the reason in red once failed.
 */
export function JobProgress({ status, download }: JobProgressProps) {
  const percent = jobPercent(status);
  const line = jobLine(status);
  const working = status.state === 'queued' || status.state === 'running';
  // Done with no result: the call would only have informed (nothing to do, nothing wrong).
  const informed = status.state === 'done' && status.result === null;
  const tone = status.state === 'done' && !informed ? 'green' : 'blue';
  if (status.state === 'failed')
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title="The job failed"
        data-testid="job-failed"
        maw={560}
      >
        {line}
      </Alert>
    );
  return (
    <Paper withBorder p="sm" radius="sm" maw={560}>
      <Stack gap={6}>
        <Progress
          size="lg"
          // Full and moving while the amount of work is not known yet.
          value={percent ?? 100}
          striped={working}
          animated={working}
          color={tone}
          aria-label="Job progress"
        />
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text
            size="sm"
            c={status.state !== 'done' ? 'dimmed' : `${tone}.8`}
            fw={status.state === 'done' ? 600 : 400}
            data-testid="job-step"
          >
            {line}
          </Text>
          {percent !== null && working && (
            <Text size="sm" fw={600}>
              {percent}%
            </Text>
          )}
          {download && status.state === 'done' && !informed && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={download}
            >
              Download again
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

import { Group, Progress, Text } from '@mantine/core';

const TONES = { plain: 'dimmed', done: 'green.8', failed: 'red.8' } as const;
export type UploadTone = keyof typeof TONES;

interface UploadProgressProps {
  /** The part of the file sent so far; the bar shows once sending starts. */
  percent: number;
  sending: boolean;
  /** The status line: the spec's 'Wait, uploading file...', the outcome or the refusal. */
  text: string;
  tone: UploadTone;
}

/** An upload form's progress bar with its percent, and its status line, beside its buttons. */
export function UploadProgress({ percent, sending, text, tone }: UploadProgressProps) {
  return (
    <>
      {(sending || percent > 0) && (
        <Group gap={6} wrap="nowrap" h={36} mt={25}>
          <Progress
            w={110}
            size="lg"
            value={percent}
            animated={sending}
            aria-label="Upload progress"
          />
          <Text size="sm" fw={600} w={40} ta="right" data-testid="upload-percent">
            {percent}%
          </Text>
        </Group>
      )}
      <Text
        size="sm"
        mt={33}
        style={{ flex: '1 1 160px' }}
        c={TONES[tone]}
        role="status"
        aria-live="polite"
      >
        {text}
      </Text>
    </>
  );
}

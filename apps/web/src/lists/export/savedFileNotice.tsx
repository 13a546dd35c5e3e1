import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** What a saved file's toast says when its action gives no words of its own. */
const FILE_SAVED = 'File saved';

// One such toast at a time: each stays until closed, and a pile of them would hold back, behind
// the provider's limit, the toasts that come after.
let shown: string | undefined;

/**
 * A toast that stays until it is closed, naming the file just saved, whose name downloads it
 * again: a download the browser put out of sight is not lost.
 */
export function noticeSavedFile(blob: Blob, filename: string, message = FILE_SAVED): void {
  if (shown) notifications.hide(shown);
  const url = URL.createObjectURL(blob);
  const id = notifications.show({
    color: 'green',
    autoClose: false,
    withCloseButton: true,
    title: message,
    message: (
      <Text size="sm" component="span">
        <Anchor href={url} download={filename} fw={500} style={{ wordBreak: 'break-all' }}>
          {filename}
        </Anchor>{' '}
        <Text span size="xs" c="dimmed">
          (click to download again)
        </Text>
      </Text>
    ),
    onClose: () => {
      URL.revokeObjectURL(url);
      if (shown === id) shown = undefined;
    },
  });
  shown = id;
}

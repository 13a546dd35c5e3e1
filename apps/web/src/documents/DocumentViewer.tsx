import { Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { saveFile } from '../lists/export/download';
import type { ViewedDocument } from './useDocumentViewer';

/**
 * A document shown embedded in a large modal, with Download and Open in new tab. The blob URL
 * lives as long as the modal shows this document and is revoked when it closes.
 */
export function DocumentViewer({
  viewed,
  onClose,
}: {
  viewed: ViewedDocument | null;
  onClose(): void;
}) {
  const file = viewed?.file ?? null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file.blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);

  const name = file?.filename ?? viewed?.filename ?? '';
  return (
    <Modal
      opened={viewed !== null}
      onClose={onClose}
      title={viewed?.title ?? name}
      size="90%"
      centered
      data-testid="document-viewer"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ body: { paddingBottom: 12 } }}
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Text size="sm" c="dimmed" data-testid="document-name">
          {name}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!file}
            onClick={() => file && saveFile(file)}
          >
            Download
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!url}
            component="a"
            href={url ?? undefined}
            target="_blank"
            rel="noopener"
          >
            Open in new tab
          </Button>
        </Group>
      </Group>
      {url ? (
        <iframe
          title={name}
          src={url}
          data-document={name}
          style={{ width: '100%', height: '72vh', border: '1px solid var(--mantine-color-gray-3)' }}
        />
      ) : (
        <Center h="72vh">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}

import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type DocumentEndpoint, fetchDocument } from '../../documents/documentEndpoint';
import { saveFile } from '../../lists/export/download';
import { notify } from '../../notify';
import { failureText } from './failureText';

/**
 * Downloads a document the server issued for the line, under the name the server gives it;
 * off, and saying so, while the record has none.
 */
export function DownloadButton({
  filename,
  label,
  fetch,
  name,
}: {
  filename: string | null;
  /** What the button says: 'PDF', 'E-invoice JSON'. */
  label: string;
  /** Names what it downloads, for assistive technology: 'PDF of report SR/26-27/00001'. */
  name: string;
  /** How the file is fetched: an issued document's call, or another file call. */
  fetch: DocumentEndpoint | (() => Promise<{ blob: Blob; filename: string }>);
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file =
        typeof fetch === 'function'
          ? await fetch()
          : filename
            ? await fetchDocument(fetch, filename)
            : null;
      if (file) saveFile(file);
    } catch (error) {
      notify.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} />}
      disabled={filename === null}
      loading={busy}
      aria-label={filename === null ? `No ${name} yet` : `Download ${name}`}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}

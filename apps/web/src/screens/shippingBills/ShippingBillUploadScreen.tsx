import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  api,
  CUSTOMS_MESSAGES,
  SHIPPING_BILL_MESSAGES,
  type ShippingBillUploadResult,
  type ShippingBillUploadRow,
  shippingBillUploadRow,
  UPLOAD_MESSAGES,
} from '@quaybook/contract';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '../../inspections';
import { cellText } from '../../lists/table/cellText';
import { ListTable, type TableColumn } from '../../lists/table/ListTable';
import { SpreadsheetFileInput } from '../../uploads/SpreadsheetFileInput';
import { UploadProgress, type UploadTone } from '../../uploads/UploadProgress';
import { uploadWithProgress } from '../../uploads/uploadWithProgress';

/**
 * The report's columns: the contract row's keys in order, the Status wrapping — orange for a
 * line saved with its container to correct, red for a line skipped.
 */
const COLUMNS: TableColumn<ShippingBillUploadRow>[] = (
  Object.keys(shippingBillUploadRow.shape) as (keyof ShippingBillUploadRow)[]
).map((key) => ({
  key,
  title: key,
  align: key === 'Sl No' || key === 'No Of Package' ? 'right' : undefined,
  sortable: false,
  render: (row) =>
    key === 'Status' ? (
      <Text
        span
        inherit
        c={row.Status === SHIPPING_BILL_MESSAGES.containerToCorrect ? 'orange.9' : 'red.8'}
        miw={220}
        style={{ display: 'block', whiteSpace: 'normal' }}
      >
        {row.Status}
      </Text>
    ) : (
      cellText(row[key])
    ),
}));

/**
 * Upload Shipping Bill (002 §2.4): one call reads, checks and saves the file's lines; the screen
 * then shows the counts and every line skipped, or saved with a container to correct.
 */
export default function ShippingBillUploadScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState(0);
  const [status, setStatus] = useState({ text: '', tone: 'plain' as UploadTone });
  const [result, setResult] = useState<{ data: ShippingBillUploadResult; name: string }>();

  const upload = async () => {
    if (busy) return;
    if (!file) {
      setProblem(UPLOAD_MESSAGES.noFile);
      setStatus({ text: UPLOAD_MESSAGES.selectFile, tone: 'failed' });
      return;
    }
    setBusy(true);
    setPercent(0);
    setResult(undefined);
    setStatus({ text: UPLOAD_MESSAGES.uploading, tone: 'plain' });
    try {
      const reply = await uploadWithProgress(
        api.shippingBill.upload,
        { files: [{ blob: file, name: file.name }] },
        setPercent,
      );
      setResult({ data: reply.data, name: file.name });
      setStatus({ text: reply.message, tone: 'done' });
    } catch (error) {
      setStatus({ text: failureMessage(error, CUSTOMS_MESSAGES.uploadFailed), tone: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const found = result?.data;
  return (
    <Stack gap="sm">
      <Title order={3}>Upload Shipping Bill</Title>
      <Paper withBorder p="sm" radius="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <SpreadsheetFileInput
            value={file}
            error={problem}
            disabled={busy}
            onChange={(picked) => {
              setFile(picked);
              setProblem(undefined);
            }}
          />
          <Button
            mt={25}
            leftSection={<IconUpload size={16} />}
            loading={busy}
            onClick={() => void upload()}
          >
            Upload
          </Button>
          <UploadProgress percent={percent} sending={busy} text={status.text} tone={status.tone} />
        </Group>
      </Paper>
      {found ? (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <Group gap="xs" aria-label="Counts" role="group">
              <Text size="sm" fw={600} maw={360} truncate="end" title={result.name}>
                {result.name}
              </Text>
              <Badge variant="light" color="gray" data-testid="count-total">
                Total {found.total}
              </Badge>
              <Badge variant="light" color="green" data-testid="count-saved">
                Saved {found.saved}
              </Badge>
              <Badge
                variant="light"
                color={found.skipped > 0 ? 'red' : 'gray'}
                data-testid="count-skipped"
              >
                Skipped {found.skipped}
              </Badge>
              <Badge
                variant="light"
                color={found.flagged > 0 ? 'orange' : 'gray'}
                data-testid="count-flagged"
              >
                Container to correct {found.flagged}
              </Badge>
            </Group>
            {found.list.length > 0 && (
              <ListTable<ShippingBillUploadRow>
                records={found.list}
                idOf={(row) => String(row['Sl No'])}
                columns={COLUMNS}
                pinLast
                emptyText="Every line was saved as filed"
              />
            )}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          Choose the shipping bill file (.xlsx or .csv), then Upload: every good line is saved at
          once, and the lines skipped or to correct are listed with the reason.
        </Text>
      )}
    </Stack>
  );
}

import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { api, REPORT_MESSAGES } from '@quaybook/contract';
import { IconFileTypePdf } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { call } from '../../api/client';
import { useDocumentViewer } from '../../documents';
import { notify } from '../../notify';
import { reportOutcome } from '../reports/reportOutcome';

/**
 * Survey Report (002 §2.4): the survey report of one container's latest inspection, shown
 * embedded; a container never inspected is an information message, not an error.
 */
export default function SurveyReportScreen() {
  const [container, setContainer] = useState('');
  const [busy, setBusy] = useState(false);
  const { openDocument, viewer } = useDocumentViewer();

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    const contno = container.trim();
    if (!contno) {
      notify.error(REPORT_MESSAGES.enterContainer);
      return;
    }
    setBusy(true);
    // The status is in item 1, the file name in item 2 and the message after it; the contract
    // client reads them where the call declares them.
    const filename = await reportOutcome(call(api.report.surveyReport, { query: { contno } }));
    setBusy(false);
    if (filename) void openDocument(api.report.pdf, filename, `Survey report ${contno}`);
  };

  return (
    <Stack gap="sm">
      <Title order={3}>Survey Report</Title>
      <Paper withBorder p="sm" radius="sm" w="fit-content">
        <form onSubmit={(event) => void generate(event)}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Container No"
              placeholder="MSKU1234565"
              w={220}
              autoFocus
              maxLength={11}
              value={container}
              onChange={(event) => setContainer(event.currentTarget.value.toUpperCase())}
            />
            <Button type="submit" leftSection={<IconFileTypePdf size={16} />} loading={busy}>
              Generate Report
            </Button>
          </Group>
        </form>
      </Paper>
      {viewer}
    </Stack>
  );
}

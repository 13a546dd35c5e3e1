import { Stack, Title } from '@mantine/core';
import { api } from '@quaybook/contract';
import { useState } from 'react';
import { useDocumentViewer } from '../../documents';
import { MisBillForm } from './MisBillForm';
import { emptyMisForm } from './misForm';

/** MIS Report (002 §2.2): a new MIS bill; a save resets the form and opens the bill's PDF. */
export default function MisReportScreen() {
  const { openDocument, viewer } = useDocumentViewer();
  // A new key mounts a fresh form, so a saved bill leaves nothing behind.
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="sm">
      <Title order={3}>MIS Report</Title>
      <MisBillForm
        key={formKey}
        initial={emptyMisForm()}
        onSaved={(filename, billno) => {
          setFormKey((key) => key + 1);
          void openDocument(api.misBill.pdf, filename, billno ? `MIS bill ${billno}` : undefined);
        }}
      />
      {viewer}
    </Stack>
  );
}

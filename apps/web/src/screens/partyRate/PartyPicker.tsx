import { Button, Group, Paper } from '@mantine/core';
import { PARTY_RATE_MESSAGES } from '@quaybook/contract';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import type { CellEditor } from '../../lists/descriptor';
import { FieldInput } from '../../lists/form/FieldInput';
import { notify } from '../../notify';
import type { Party } from './partyChoice';

const applicantEditor: CellEditor = {
  kind: 'reference',
  list: 'applicants',
};
const accountEditor: CellEditor = {
  kind: 'reference',
  list: 'accounts',
};

interface PartyPickerProps {
  party: Party | undefined;
  onSubmit(party: Party): void;
}

/** Applicant and account, then Submit: the party whose rates the table shows. */
export function PartyPicker({ party, onSubmit }: PartyPickerProps) {
  const [applicantid, setApplicant] = useState<number | null>(party?.applicantid ?? null);
  const [accountid, setAccount] = useState<number | null>(party?.accountid ?? null);
  const [missing, setMissing] = useState({ applicant: false, account: false });

  const submit = () => {
    if (!(applicantid && accountid)) {
      setMissing({ applicant: !applicantid, account: !accountid });
      notify.error(PARTY_RATE_MESSAGES.chooseParty);
      return;
    }
    onSubmit({ applicantid, accountid });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter in an open dropdown picks an option; only a closed select submits.
    if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Paper withBorder p="sm" radius="sm" maw={860}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <FieldInput
            editor={applicantEditor}
            label="Applicant"
            showLabel
            value={applicantid}
            error={missing.applicant ? 'Please select an applicant.' : undefined}
            autoFocus={!party}
            disabled={false}
            onChange={(value) => {
              setApplicant(value as number | null);
              setMissing((previous) => ({ ...previous, applicant: false }));
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <div style={{ flex: 1 }}>
          <FieldInput
            editor={accountEditor}
            label="Account"
            showLabel
            value={accountid}
            error={missing.account ? 'Please select an account.' : undefined}
            autoFocus={false}
            disabled={false}
            onChange={(value) => {
              setAccount(value as number | null);
              setMissing((previous) => ({ ...previous, account: false }));
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        {/* Aligned with the inputs below their labels. */}
        <Button mt={25} leftSection={<IconSearch size={16} />} onClick={submit}>
          Submit
        </Button>
      </Group>
    </Paper>
  );
}

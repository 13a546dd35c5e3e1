import { Stack, Text, Title } from '@mantine/core';
import { PartyPicker } from './PartyPicker';
import { usePartyChoice } from './partyChoice';
import { RateTable } from './RateTable';

/** Party Rate (spec 001 §2.12): choose applicant and account, Submit, then keep their rates. */
export default function PartyRateScreen() {
  const { party, choose } = usePartyChoice();
  // Keyed by the party: choosing another one (or going back) starts from its own values.
  const partyKey = party ? `${party.applicantid}-${party.accountid}` : 'none';
  return (
    <Stack gap="sm">
      <Title order={3}>Party Rate</Title>
      <PartyPicker key={partyKey} party={party} onSubmit={choose} />
      {party ? (
        <RateTable key={partyKey} party={party} />
      ) : (
        <Text size="sm" c="dimmed">
          Choose an applicant and an account, then Submit to see and keep their rates.
        </Text>
      )}
    </Stack>
  );
}

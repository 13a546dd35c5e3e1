import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { api } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { FieldInput } from '../../lists/form/FieldInput';
import {
  isForbidden,
  ListForbidden,
  ListLoadError,
  ListLoading,
} from '../../lists/screen/ListStatus';
import { queryKeys } from '../../queryKeys';
import { DeliverySettingsForm } from './DeliverySettingsForm';

const PARTY_PARAM = 'linkpartyid';

/** The chosen party's settings, loaded, and its form once they are in. */
function PartySettings({ linkpartyid }: { linkpartyid: number }) {
  const settings = useQuery({
    queryKey: queryKeys.ediDelivery(linkpartyid),
    queryFn: async () => (await call(api.ediDelivery.settings, { params: { linkpartyid } })).data,
    // The form keeps what is typed; a refetch on focus would only move its start under it.
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (settings.isPending) return <ListLoading text="Loading the delivery settings…" />;
  if (isForbidden(settings.error)) return <ListForbidden message={settings.error?.message ?? ''} />;
  if (settings.error)
    return (
      <ListLoadError
        title="The delivery settings could not be loaded"
        message={failureMessage(settings.error, 'Please try again.')}
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <DeliverySettingsForm key={linkpartyid} linkpartyid={linkpartyid} settings={settings.data} />
  );
}

/**
 * EDI Delivery (administrators): for a Link Party, how its CODECO, COARRI, OVA, DESTIM and
 * survey reports reach the line by themselves, over SFTP or e-mail, and when. The party chosen
 * is kept in the URL.
 */
export default function EdiDeliveryScreen() {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get(PARTY_PARAM));
  const linkpartyid = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  return (
    <Stack gap="sm" maw={900}>
      <Group gap="xs" align="baseline">
        <Title order={3}>EDI Delivery</Title>
        <Text size="sm" c="dimmed">
          What is sent to a line by itself, how and when; retried until the line’s side takes it.
        </Text>
      </Group>
      <Paper withBorder p="sm" radius="sm">
        <Box w={300}>
          <FieldInput
            input={{ kind: 'reference', list: 'linkParties' }}
            label="Link Party"
            showLabel
            value={linkpartyid}
            error={undefined}
            autoFocus={linkpartyid === null}
            disabled={false}
            onChange={(value) =>
              setParams((previous) => {
                const next = new URLSearchParams(previous);
                if (value === null) next.delete(PARTY_PARAM);
                else next.set(PARTY_PARAM, String(value));
                return next;
              })
            }
            onKeyDown={() => {}}
          />
        </Box>
      </Paper>
      {linkpartyid === null ? (
        <Text size="sm" c="dimmed">
          Choose a Link Party to see and change how its messages are delivered.
        </Text>
      ) : (
        <PartySettings linkpartyid={linkpartyid} />
      )}
    </Stack>
  );
}

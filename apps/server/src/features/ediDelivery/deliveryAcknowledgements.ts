import { readAcknowledgement } from '@quaybook/domain';
import type { Deps } from '../../deps';
import { destinationOf } from './deliveryDestination';
import { deliveryOfReference, markAcknowledged } from './deliveryRepository';
import { deliverySecrets } from './deliverySecrets';
import type { StoredSettings } from './deliverySettingsRepository';
import { withSftp } from './transport/sftpTransport';

/** An acknowledgement larger than this is not one. */
const MOST_BYTES = 1024 * 1024;
/** Files read at one look; the rest wait for the next. */
const MOST_FILES = 100;

/**
 * Reads the CONTRL and APERAK files a line put into its inbound folder: each that names one of
 * the party's deliveries (by interchange or message reference) marks it acknowledged or
 * rejected and is removed; any other file is left where it is.
 */
export async function readAcknowledgements(
  deps: Pick<Deps, 'db' | 'config'>,
  row: StoredSettings,
): Promise<number> {
  const folder = row.settings.inboundFolder;
  if (!folder) return 0;
  const destination = destinationOf(row.settings, await deliverySecrets(deps)(), row.hostKey);
  if (destination.channel !== 'sftp') return 0;
  return withSftp(destination.target, async (session) => {
    let read = 0;
    for (const name of (await session.list(folder)).slice(0, MOST_FILES)) {
      const bytes = await session.get(folder, name, MOST_BYTES);
      const acknowledgement = readAcknowledgement(bytes.toString('latin1'));
      if (!acknowledgement) continue;
      const delivery = await deliveryOfReference(deps.db, row.party.companyId, {
        interchange: acknowledgement.interchange,
        messages: acknowledgement.messages,
      });
      if (!delivery || delivery.linkPartyId !== row.party.id) continue;
      await markAcknowledged(deps.db, delivery.id, {
        accepted: acknowledgement.accepted,
        detail: `${acknowledgement.kind} ${name}: ${acknowledgement.detail}`,
      });
      await session.remove(folder, name);
      read += 1;
    }
    return read;
  });
}

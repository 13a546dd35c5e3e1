import type { SecretBox } from '../../secrets/secretBox';
import type { StoredSettings } from './deliverySettingsRepository';
import { DeliveryError } from './transport/deliveryError';
import type { Destination } from './transport/destination';

type Settings = Pick<
  StoredSettings['settings'],
  'channel' | 'host' | 'port' | 'username' | 'secretKind' | 'sealedSecret' | 'folder' | 'emails'
>;

/**
 * Where a party's settings send to, its secret opened with the server's box. A secret sealed
 * under another key (a backup restored elsewhere) fails as 'secret': it must be entered again.
 * `plain` is a secret the caller was just given, used in place of the sealed one.
 */
export function destinationOf(
  settings: Settings,
  box: SecretBox,
  hostKey: string | null,
  plain?: { kind: 'password' | 'privatekey'; value: string } | null,
): Destination {
  if (settings.channel === 'email') return { channel: 'email', emails: settings.emails };
  let secret = plain ?? null;
  if (!secret && settings.sealedSecret && settings.secretKind) {
    const value = box.open(settings.sealedSecret);
    if (value === null) throw new DeliveryError('secret', 'the saved secret cannot be opened');
    secret = { kind: settings.secretKind, value };
  }
  if (!secret) throw new DeliveryError('secret', 'no password or private key is saved');
  return {
    channel: 'sftp',
    folder: settings.folder ?? '.',
    target: {
      host: settings.host ?? '',
      port: settings.port,
      username: settings.username ?? '',
      secret:
        secret.kind === 'password'
          ? { kind: 'password', password: secret.value }
          : { kind: 'privatekey', privateKey: secret.value },
      hostKey,
    },
  };
}

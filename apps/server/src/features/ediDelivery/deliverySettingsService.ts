import {
  type DeliverySettings,
  type DeliverySettingsValues,
  type DeliveryTest,
  EDI_DELIVERY_MESSAGES,
  keepsSavedSecret,
  type SessionUser,
} from '@quaybook/contract';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { expectStoredVersion } from '../../shared/rowVersion';
import { inTransaction } from '../../shared/transaction';
import { destinationOf } from './deliveryDestination';
import { scheduleOf } from './deliverySchedule';
import { deliverySecrets } from './deliverySecrets';
import {
  companyName,
  type DeliveryParty,
  findDeliveryParty,
  findSettings,
  lockedSettingsVersion,
  recordRun,
  type StoredSettings,
  saveSettings,
} from './deliverySettingsRepository';
import { DeliveryError } from './transport/deliveryError';
import { failureText, testDestination } from './transport/destination';

type Caller = Pick<SessionUser, 'company_id' | 'user_id'>;

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** The settings as answered: which secret is saved, whether it can be read, never the secret. */
export function settingsOnWire(row: StoredSettings, readable: boolean): DeliverySettings {
  const { settings, party } = row;
  return {
    linkpartyid: party.id,
    shortname: party.shortName,
    channel: settings.channel,
    host: settings.host,
    port: settings.port,
    username: settings.username,
    secret: settings.sealedSecret ? settings.secretKind : null,
    secretunreadable: settings.sealedSecret && !readable ? 1 : 0,
    folder: settings.folder,
    inbound_folder: settings.inboundFolder,
    emails: settings.emails,
    messages: settings.messages,
    schedule: scheduleOf(settings),
    active: settings.active ? 1 : 0,
    lastrunat: iso(row.lastRunAt),
    version: settings.version,
    last_modified_by_name: row.modifiedByName,
    ModiDate: iso(settings.modifiedAt ?? settings.createdAt),
  };
}

/** What history keeps of the settings: everything but the secret, of which only its kind. */
function auditOf(wire: DeliverySettings, secretReplaced: boolean) {
  const { lastrunat, version, last_modified_by_name, ModiDate, secretunreadable, ...kept } = wire;
  return { ...kept, secret: secretReplaced ? `${wire.secret} (new)` : wire.secret };
}

/** The secret just given, if any: a private key replaces a password and the other way round. */
function givenSecret(input: DeliverySettingsValues) {
  if (input.privatekey) return { kind: 'privatekey' as const, value: input.privatekey };
  if (input.password) return { kind: 'password' as const, value: input.password };
  return null;
}

/** A Link Party's delivery settings: read, saved with the secret sealed, and tested. */
export function deliverySettingsService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db, config } = deps;
  const secrets = deliverySecrets(deps);

  async function partyOf(user: Caller, linkPartyId: number): Promise<DeliveryParty> {
    const party = await findDeliveryParty(db, user.company_id, linkPartyId);
    if (!party) throw notFound(EDI_DELIVERY_MESSAGES.linkPartyNotFound);
    return party;
  }

  async function answer(tx: Database, companyId: number, linkPartyId: number) {
    const row = await findSettings(tx, companyId, linkPartyId);
    if (!row) return null;
    const box = await secrets();
    const sealed = row.settings.sealedSecret;
    return settingsOnWire(row, !sealed || box.open(sealed) !== null);
  }

  return {
    async get(user: Caller, linkPartyId: number): Promise<DeliverySettings | null> {
      await partyOf(user, linkPartyId);
      return answer(db, user.company_id, linkPartyId);
    },

    async update(
      user: Caller,
      linkPartyId: number,
      input: DeliverySettingsValues,
    ): Promise<DeliverySettings> {
      const party = await partyOf(user, linkPartyId);
      const box = await secrets();
      const given = givenSecret(input);
      return inTransaction(db, async (tx) => {
        await expectStoredVersion(
          input.version,
          () => lockedSettingsVersion(tx, party.id),
          () => answer(tx, user.company_id, party.id),
        );
        const before = await findSettings(tx, user.company_id, party.id);
        if (
          input.channel === 'sftp' &&
          !given &&
          before?.settings.sealedSecret &&
          !keepsSavedSecret(before.settings, input)
        )
          throw badRequest(EDI_DELIVERY_MESSAGES.secretAgain, {
            password: EDI_DELIVERY_MESSAGES.secretAgain,
          });
        const secretKind = given?.kind ?? before?.settings.secretKind ?? null;
        const sealedSecret = given
          ? box.seal(given.value)
          : (before?.settings.sealedSecret ?? null);
        if (input.channel === 'sftp' && !sealedSecret)
          throw badRequest(EDI_DELIVERY_MESSAGES.secretNeeded, {
            password: EDI_DELIVERY_MESSAGES.secretNeeded,
          });
        const sftp = input.channel === 'sftp';
        const { schedule } = input;
        await saveSettings(
          tx,
          party,
          {
            channel: input.channel,
            host: sftp ? input.host : null,
            port: input.port,
            username: sftp ? input.username : null,
            secretKind: sftp ? secretKind : null,
            sealedSecret: sftp ? sealedSecret : null,
            folder: sftp ? input.folder : null,
            inboundFolder: sftp ? input.inbound_folder : null,
            emails: sftp ? [] : input.emails,
            messages: input.messages,
            scheduleKind: schedule.kind,
            scheduleCount:
              schedule.kind === 'after'
                ? schedule.minutes
                : schedule.kind === 'every'
                  ? schedule.hours
                  : null,
            scheduleAt: schedule.kind === 'daily' ? schedule.at : null,
            active: input.active === 1,
          },
          user.user_id,
        );
        // Saving again is how a new host key of the line's server is trusted.
        await recordRun(tx, party.id, { hostKey: null });
        const after = await answer(tx, user.company_id, party.id);
        if (!after) throw new Error('The delivery settings were not saved.');
        const beforeWire = before && settingsOnWire(before, true);
        await recordChange(tx, user, {
          entity: 'edi-delivery',
          entityId: party.id,
          action: before ? 'updated' : 'created',
          before: beforeWire ? auditOf(beforeWire, false) : undefined,
          after: auditOf(after, given !== null),
        });
        return after;
      });
    },

    /**
     * Tries the settings sent (the saved secret where none is given), or the saved ones. A
     * passing SFTP test of the saved server records its host key, as the first delivery would.
     */
    async test(
      user: Caller,
      linkPartyId: number,
      input: DeliverySettingsValues | undefined,
    ): Promise<{ result: DeliveryTest; message: string }> {
      const party = await partyOf(user, linkPartyId);
      const stored = await findSettings(db, user.company_id, party.id);
      if (!input && !stored) throw badRequest(EDI_DELIVERY_MESSAGES.notSetUp);
      const box = await secrets();
      const given = input ? givenSecret(input) : null;
      // The saved secret is never tried on another server or user than it was given for.
      if (input?.channel === 'sftp' && !given && !keepsSavedSecret(stored?.settings, input))
        return {
          result: { passed: 0, failure: 'secret' },
          message: stored?.settings.sealedSecret
            ? EDI_DELIVERY_MESSAGES.secretAgain
            : EDI_DELIVERY_MESSAGES.secretNeeded,
        };
      const sameServer =
        !input || (stored?.settings.host === input.host && stored?.settings.port === input.port);
      const hostKey = sameServer ? (stored?.hostKey ?? null) : null;
      const settings = input
        ? {
            channel: input.channel,
            host: input.host,
            port: input.port,
            username: input.username,
            secretKind: stored?.settings.secretKind ?? null,
            sealedSecret: stored?.settings.sealedSecret ?? null,
            folder: input.folder,
            emails: input.emails,
          }
        : (stored?.settings as NonNullable<typeof stored>['settings']);
      let destination: ReturnType<typeof destinationOf> | undefined;
      try {
        destination = destinationOf(settings, box, hostKey, given);
        const seen = await testDestination(
          destination,
          config.mail,
          await companyName(db, user.company_id),
        );
        if (seen.hostKey && stored && sameServer && !stored.hostKey)
          await recordRun(db, party.id, { hostKey: seen.hostKey });
        const message =
          destination.channel === 'sftp'
            ? EDI_DELIVERY_MESSAGES.testPassed(`${destination.target.host}:${destination.folder}`)
            : EDI_DELIVERY_MESSAGES.mailTestPassed(destination.emails);
        return { result: { passed: 1, failure: null }, message };
      } catch (error) {
        if (!destination && !(error instanceof DeliveryError)) throw error;
        const failure = error instanceof DeliveryError ? error.failure : 'other';
        const message =
          destination !== undefined
            ? failureText(error, destination)
            : failure === 'secret' && !settings.sealedSecret
              ? EDI_DELIVERY_MESSAGES.secretNeeded
              : EDI_DELIVERY_MESSAGES.secretUnreadable;
        return { result: { passed: 0, failure }, message };
      }
    },
  };
}

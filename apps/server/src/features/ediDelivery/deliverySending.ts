import { DELIVERY_MESSAGE_LABELS } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { faultPoint } from '../../shared/faultPoints';
import { inTransaction } from '../../shared/transaction';
import { destinationOf } from './deliveryDestination';
import {
  deliveryDocument,
  leaseDelivery,
  recordAttempt,
  type StoredDelivery,
} from './deliveryRepository';
import { nextAttemptAt } from './deliverySchedule';
import { deliverySecrets } from './deliverySecrets';
import { companyName, findSettings, recordRun } from './deliverySettingsRepository';
import { DeliveryError } from './transport/deliveryError';
import { type Destination, deliverFile, failureText } from './transport/destination';

/** What became of one attempt. */
export interface Attempted {
  delivery: StoredDelivery;
  sent: boolean;
}

/**
 * Sends deliveries: each leased by this process, sent through its party's channel as it is set
 * now, and then recorded, sent or failing, with its attempt. A delivery is marked sent only
 * after the remote side accepted its file, in the same transaction as the attempt; one cut off
 * between the two is sent again when its lease ends, as the same file under the same name.
 */
export function deliverySending(deps: Pick<Deps, 'db' | 'config'>) {
  const { db, config } = deps;
  const documents = documentService(deps);
  const secrets = deliverySecrets(deps);

  async function attempt(
    delivery: StoredDelivery,
    now: Date,
    userId: number | null,
  ): Promise<Attempted> {
    const settings = await findSettings(db, delivery.companyId, delivery.linkPartyId);
    const file = await deliveryDocument(db, delivery.documentId);
    let destination: Destination | undefined;
    try {
      if (!settings || !file)
        throw new DeliveryError('other', 'the delivery’s settings or file are gone');
      destination = destinationOf(settings.settings, await secrets(), settings.hostKey);
      const bytes = await documents.read(db, { company_id: delivery.companyId }, file.name, [
        file.kind,
      ]);
      if (!bytes)
        throw new DeliveryError('other', `the file ${file.downloadName} is missing from the store`);
      const company = await companyName(db, delivery.companyId);
      const what = DELIVERY_MESSAGE_LABELS[delivery.message];
      const seen = await deliverFile(
        destination,
        {
          name: file.downloadName,
          contentType: file.contentType,
          bytes,
          subject: `${delivery.message} ${delivery.controlReference ?? file.downloadName} from ${company}`,
          text: `Please find attached ${what} for ${settings.party.shortName}${
            delivery.controlReference ? `, interchange ${delivery.controlReference}` : ''
          } (${delivery.containerCount} container${delivery.containerCount === 1 ? '' : 's'}).\n\nRegards,\n${company}`,
        },
        config.mail,
      );
      await faultPoint('delivery-accepted');
      const at = new Date(Math.max(now.getTime(), Date.now()));
      const sent = await inTransaction(db, async (tx) => {
        if (seen.hostKey && !settings.hostKey)
          await recordRun(tx, delivery.linkPartyId, { hostKey: seen.hostKey });
        return recordAttempt(
          tx,
          delivery,
          {
            state: 'sent',
            sentAt: at,
            channel: settings.settings.channel,
            lastError: null,
            nextAttemptAt: null,
          },
          { at, sent: true, failure: null, detail: null, userId },
        );
      });
      return { delivery: sent, sent: true };
    } catch (error) {
      const failure = error instanceof DeliveryError ? error.failure : 'other';
      const detail = failureText(error, destination ?? null);
      const attempts = delivery.attempts + 1;
      const failed = await inTransaction(db, (tx) =>
        recordAttempt(
          tx,
          delivery,
          {
            // A file sent before and sent again by hand stays sent when the repeat fails.
            state: delivery.state === 'sent' ? 'sent' : 'failing',
            lastError: detail,
            firstFailedAt: delivery.firstFailedAt ?? now,
            nextAttemptAt: delivery.state === 'sent' ? null : nextAttemptAt(attempts, now),
          },
          { at: now, sent: false, failure, detail, userId },
        ),
      );
      return { delivery: failed, sent: false };
    }
  }

  return {
    /** Sends what is due now, one delivery after another; answers what was attempted. */
    async sendDue(
      now: Date,
      only?: { companyId: number; linkPartyId: number },
      most = 500,
    ): Promise<Attempted[]> {
      const done: Attempted[] = [];
      for (let count = 0; count < most; count += 1) {
        const delivery = await leaseDelivery(db, now, only);
        if (!delivery) break;
        done.push(await attempt(delivery, now, null));
      }
      return done;
    },

    /** Sends one delivery if it is due and no process holds it; undefined when not. */
    async sendOne(id: number, now: Date): Promise<Attempted | undefined> {
      const delivery = await leaseDelivery(db, now, { id });
      return delivery && attempt(delivery, now, null);
    },

    /** Sends one delivery again by hand, sent or not; undefined when another process holds it. */
    async sendAgain(id: number, now: Date, userId: number): Promise<Attempted | undefined> {
      const delivery = await leaseDelivery(db, now, { id, anyState: true });
      return delivery && attempt(delivery, now, userId);
    },
  };
}

import { DELIVERY_MESSAGE_LABELS } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { sendMail } from '../../mail/mailer';
import { inTransaction, onCommit } from '../../shared/transaction';
import { administratorEmails } from '../users/userRepository';
import { failingUntold, markAdminsTold, partyNames } from './deliveryRepository';
import { TELL_ADMINS_AFTER_MS } from './deliverySchedule';
import { companyName } from './deliverySettingsRepository';

/**
 * Tells each company's administrators, once, of its deliveries failing for a day: marked told in
 * a transaction, mailed after it commits. Retries go on; the Delivery Log shows the rest.
 */
export async function tellAdministrators(deps: Pick<Deps, 'db' | 'config'>, now: Date) {
  const since = new Date(now.getTime() - TELL_ADMINS_AFTER_MS);
  const failing = await failingUntold(deps.db, since);
  const byCompany = new Map<number, typeof failing>();
  for (const delivery of failing)
    byCompany.set(delivery.companyId, [...(byCompany.get(delivery.companyId) ?? []), delivery]);
  for (const [companyId, list] of byCompany) {
    await inTransaction(deps.db, async (tx) => {
      const told = await markAdminsTold(
        tx,
        list.map((delivery) => delivery.id),
        now,
      );
      if (told.length === 0) return;
      const to = await administratorEmails(tx, companyId);
      const nameOf = await partyNames(tx, companyId);
      const company = await companyName(tx, companyId);
      const lines = list.map(
        (delivery) =>
          `- ${nameOf.get(delivery.linkPartyId) ?? ''}: ${DELIVERY_MESSAGE_LABELS[delivery.message]} ${
            delivery.controlReference ?? ''
          } (${delivery.attempts} attempts): ${delivery.lastError ?? ''}`,
      );
      if (to.length === 0) return;
      onCommit(tx, async () => {
        await sendMail(deps.config.mail, {
          to: to.join(', '),
          subject: `EDI deliveries failing for a day at ${company}`,
          text: [
            'Dear administrator,',
            '',
            'These deliveries to shipping lines have failed for more than a day and are still retried every hour:',
            ...lines,
            '',
            'See the Delivery Log, mend the delivery settings, and send them again.',
          ].join('\n'),
          attachments: [],
        });
      });
    });
  }
}

import {
  type DeliveryLogFilters,
  type DeliveryRow,
  type DeliveryRun,
  EDI_DELIVERY_MESSAGES,
  type PageInfo,
  type SessionUser,
} from '@quaybook/contract';
import type { Deps } from '../../deps';
import { badRequest, conflict, information, notFound } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { inTransaction } from '../../shared/transaction';
import { deliveryLogPage, deliveryRows } from './deliveryLogRepository';
import { findDelivery } from './deliveryRepository';
import { findSettings } from './deliverySettingsRepository';
import type { DeliveryWorker } from './deliveryWorker';

type Caller = Pick<SessionUser, 'company_id' | 'user_id'>;

const DEFAULT_PAGE_SIZE = 50;

/** Send now, the Delivery Log, and sending a delivery again by hand. */
/** `worker` is the app's delivery worker, asked for when a call needs it. */
export function deliveryService(deps: Pick<Deps, 'db' | 'config'>, worker: () => DeliveryWorker) {
  const { db } = deps;

  return {
    /**
     * Makes the party's deliveries of everything due up to now, whatever its schedule, and sends
     * them with its deliveries waiting for a retry.
     */
    async run(user: Caller, linkPartyId: number): Promise<{ run: DeliveryRun; message: string }> {
      const row = await findSettings(db, user.company_id, linkPartyId);
      if (!row) throw notFound(EDI_DELIVERY_MESSAGES.notSetUp);
      if (!row.settings.active) throw badRequest(EDI_DELIVERY_MESSAGES.switchedOff);
      const now = new Date();
      const made = await worker().makeDue(row, now, now, user.user_id);
      const attempted = await worker().sending.sendDue(now, {
        companyId: user.company_id,
        linkPartyId,
      });
      if (attempted.length === 0) {
        if (made.problems.length > 0) throw badRequest(made.problems.join(' '));
        throw information(EDI_DELIVERY_MESSAGES.nothingDue);
      }
      const sent = attempted.filter((one) => one.sent).length;
      const failing = attempted.length - sent;
      const rows = await deliveryRows(
        db,
        user.company_id,
        attempted.map((one) => one.delivery.id),
      );
      const message = [EDI_DELIVERY_MESSAGES.ran(sent, failing), ...made.problems].join(' ');
      return { run: { sent, failing, deliveries: rows }, message };
    },

    async log(
      user: Caller,
      query: DeliveryLogFilters,
    ): Promise<{ rows: DeliveryRow[]; info: PageInfo }> {
      const page = { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
      const { rows, total } = await deliveryLogPage(db, user.company_id, query, page);
      return { rows, info: { total, ...page } };
    },

    /** Sends the delivery's file again now: the same file, the same control reference. */
    async resend(user: Caller, deliveryId: number): Promise<{ row: DeliveryRow; message: string }> {
      const own = await findDelivery(db, user.company_id, deliveryId);
      if (!own) throw notFound(EDI_DELIVERY_MESSAGES.deliveryNotFound);
      const attempted = await worker().sending.sendAgain(deliveryId, new Date(), user.user_id);
      if (!attempted) throw conflict(EDI_DELIVERY_MESSAGES.beingSent);
      const { delivery } = attempted;
      await inTransaction(db, (tx) =>
        recordChange(tx, user, {
          entity: 'edi-delivery',
          entityId: own.linkPartyId,
          action: 'resent',
          after: {
            delivery: delivery.id,
            message: delivery.message,
            reference: delivery.controlReference,
            sent: attempted.sent ? 1 : 0,
          },
        }),
      );
      const [row] = await deliveryRows(db, user.company_id, [deliveryId]);
      if (!row) throw notFound(EDI_DELIVERY_MESSAGES.deliveryNotFound);
      if (!attempted.sent)
        throw badRequest(EDI_DELIVERY_MESSAGES.resendFailed(delivery.lastError ?? ''));
      return { row, message: EDI_DELIVERY_MESSAGES.resent };
    },
  };
}

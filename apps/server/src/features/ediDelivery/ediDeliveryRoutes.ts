import { api, EDI_DELIVERY_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { deliveryService } from './deliveryService';
import { deliverySettingsService } from './deliverySettingsService';

const { ediDelivery: calls } = api;

/** A Link Party's delivery settings, Send now, and the Delivery Log. */
export function ediDeliveryRoutes(deps: Deps): Route[] {
  const settings = deliverySettingsService(deps);
  const worker = () => {
    if (!deps.deliveries) throw new Error('the app was built without a delivery worker');
    return deps.deliveries;
  };
  const service = deliveryService(deps, worker);
  return [
    defineRoute(calls.settings, async ({ input, user }) => {
      const found = await settings.get(user, input.params.linkpartyid);
      return ok(found, found ? '' : EDI_DELIVERY_MESSAGES.notSetUp);
    }),
    defineRoute(calls.update, async ({ input, user }) =>
      ok(
        await settings.update(user, input.params.linkpartyid, input.body),
        EDI_DELIVERY_MESSAGES.saved,
      ),
    ),
    defineRoute(calls.test, async ({ input, user }) => {
      const { result, message } = await settings.test(user, input.params.linkpartyid, input.body);
      return ok(result, message);
    }),
    defineRoute(calls.run, async ({ input, user }) => {
      const { run, message } = await service.run(user, input.params.linkpartyid);
      return ok(run, message);
    }),
    defineRoute(
      calls.log,
      async ({ input, user }) => {
        const { rows, info } = await service.log(user, input.query);
        return ok(rows, '', info);
      },
      { reads: 'replica' },
    ),
    defineRoute(calls.resend, async ({ input, user }) => {
      const { row, message } = await service.resend(user, input.params.deliveryid);
      return ok(row, message);
    }),
  ];
}

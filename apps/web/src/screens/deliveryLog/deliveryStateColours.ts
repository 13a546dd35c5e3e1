import type { DeliveryState } from '@quaybook/contract';

/** A delivery's state as its badge shows it, in the log and in what Send now made. */
export const DELIVERY_STATE_COLOURS: Readonly<Record<DeliveryState, string>> = {
  waiting: 'gray',
  sent: 'green',
  failing: 'red',
};

import type { SendEntry } from '../../offline/syncQueue';
import { saveEntry } from './saveEntry';

/** Sends an entry kept on the tablet as its screen would have, under the entry's own key. */
export const sendQueuedEntry: SendEntry = async (queued) => ({
  reportid: (await saveEntry(queued.entry, queued.id)).data.reportid,
});

import { saveAdvanceEntry } from '../screens/advanceList/saveAdvanceEntry';
import { saveEntry } from '../screens/inspectionEntry/saveEntry';
import type { SendEntry } from './syncQueue';

/** Sends a kept row as its screen would have, each call named by the row's own key. */
export const sendQueued: SendEntry = async (queued) =>
  queued.kind === 'advance'
    ? { reportid: await saveAdvanceEntry(queued.advance, queued.id) }
    : { reportid: (await saveEntry(queued.entry, queued.id)).data.reportid };

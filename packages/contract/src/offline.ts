/** What the tablet says of entries it keeps while there is no network. */
export const OFFLINE_MESSAGES = {
  queued: 'No network: the entry is kept on this tablet and will be sent when the network returns.',
  online: 'Online',
  offline: 'Offline',
  waiting: (count: number) => `${count} waiting`,
  refused: (count: number) => `${count} refused`,
  sending: 'Sending…',
  othersWaiting: (count: number) =>
    `${count} ${count === 1 ? 'entry' : 'entries'} of another user wait on this tablet; they are sent when that user signs in.`,
  discardAsk: 'This entry was never recorded; once discarded it is gone.',
} as const;

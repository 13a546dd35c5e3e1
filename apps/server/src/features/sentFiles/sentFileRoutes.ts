import { api, SENT_FILE_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { sentFileService } from './sentFileService';

const { sentFiles: calls } = api;

/** The Sent files list and the mail log of the caller's company. */
export function sentFileRoutes({ db }: Deps): Route[] {
  const service = sentFileService(db);
  return [
    defineRoute(
      calls.list,
      async ({ input, user }) => {
        const { rows, info } = await service.files(user, input.query);
        return ok(rows, rows.length ? '' : SENT_FILE_MESSAGES.nothingFound, info);
      },
      { reads: 'replica' },
    ),
    defineRoute(
      calls.mails,
      async ({ input, user }) => {
        const { rows, info } = await service.mails(user, input.query);
        return ok(rows, rows.length ? '' : SENT_FILE_MESSAGES.noMails, info);
      },
      { reads: 'replica' },
    ),
  ];
}

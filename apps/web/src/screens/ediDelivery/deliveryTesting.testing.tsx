import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  type DeliveryRow,
  type DeliverySettings,
  type ReferenceName,
  referenceLists,
} from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryKeys } from '../../queryKeys';

/** The company's link parties as the reference list caches them. */
export const LINK_PARTIES = [
  { autoid: 7, short_name: 'MAERSK' },
  { autoid: 8, short_name: 'MSC' },
];

/**
 * A screen at its route and URL, inside the providers the shell gives it, with the link parties
 * cached and any other query data given.
 */
export function renderScreen(
  route: string,
  url: string,
  element: ReactElement,
  cached: readonly [key: readonly unknown[], data: unknown][] = [],
) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  const list = referenceLists.linkParties;
  const name: ReferenceName = 'linkParties';
  client.setQueryData(
    queryKeys.reference(name),
    LINK_PARTIES.map((party) => ({ [list.id]: party.autoid, [list.label]: party.short_name })),
  );
  for (const [key, data] of cached) client.setQueryData(key, data);
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [url] });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { client, router };
}

/** A party's saved SFTP settings, as the server answers them. */
export const settingsFixture = (overrides: Partial<DeliverySettings> = {}): DeliverySettings => ({
  linkpartyid: 7,
  shortname: 'MAERSK',
  channel: 'sftp',
  host: 'sftp.maersk.test',
  port: 22,
  username: 'quaybook',
  secret: 'password',
  secretunreadable: 0,
  folder: '/in/edi',
  inbound_folder: null,
  emails: [],
  messages: ['CODECO', 'COARRI'],
  schedule: { kind: 'after', minutes: 30 },
  active: 1,
  lastrunat: null,
  version: 3,
  last_modified_by_name: 'RAJ',
  ModiDate: '2026-11-27T08:30:00.000Z',
  ...overrides,
});

/** One delivery of the log, as the server answers it. */
export const deliveryFixture = (overrides: Partial<DeliveryRow> = {}): DeliveryRow => ({
  id: 5,
  linkpartyid: 7,
  shortname: 'MAERSK',
  message: 'CODECO',
  reference: '000123',
  containers: 23,
  // The first twenty of the 23, as the server names them.
  containernos: Array.from(
    { length: 20 },
    (_, n) => `MSCU${String(1_000_000 + n).padStart(7, '0')}`,
  ),
  channel: 'sftp',
  destination: '/in/edi',
  filename: 'f3a9.edi',
  downloadname: 'CODECO_MAERSK_000123.edi',
  state: 'failing',
  attempts: 2,
  lasterror: 'sftp.maersk.test:22 did not answer in time.',
  nextattemptat: '2026-11-28T10:15:00.000Z',
  sentat: null,
  acknowledgement: null,
  acknowledgementdetail: null,
  createdat: '2026-11-28T09:59:00.000Z',
  ...overrides,
});

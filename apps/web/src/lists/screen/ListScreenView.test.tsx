// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { entities, type ReferenceName, referenceLists } from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { queryKeys } from '../../queryKeys';
import { listScreen } from '../listScreen';
import { ListScreenView } from './ListScreenView';

// A server-paged list behind a filter, as a clerk uses it: nothing is asked for until the filter
// is applied, then the server is asked for one page at a time, and the link keeps all of it.

const asked = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  // The voyage list call: 25 voyages of the vessel asked for, the page asked for of them.
  call: async (_endpoint: unknown, { query }: { query: Record<string, unknown> }) => {
    asked.push(query);
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 25);
    const voyages = Array.from({ length: 25 }, (_, index) => ({
      Voyageid: index + 1,
      Name: `V${String(index + 1).padStart(3, '0')}`,
      Description: `Voyage of vessel ${query.vesselid}`,
    }));
    return {
      data: voyages.slice((page - 1) * pageSize, page * pageSize),
      message: '',
      extra: { total: voyages.length, page, pageSize },
    };
  },
}));

const VESSEL_REQUIRED = 'Please select a vessel.';
const voyagesOfVessel = listScreen(entities.voyage, {
  route: 'voyage',
  title: 'Voyage List',
  paging: 'server',
  filters: {
    filters: [{ kind: 'vessel', param: 'vesselid', required: VESSEL_REQUIRED }],
    submit: 'Show',
    prompt: 'Choose a vessel, then Show.',
  },
  columns: [
    { key: 'Name', title: 'Voyage Name' },
    { key: 'Description', title: 'Description' },
  ],
});

/** The list opened at a URL, with the vessels it offers already loaded; its router, to read the URL. */
function renderList(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const name of Object.keys(referenceLists) as ReferenceName[])
    client.setQueryData(queryKeys.reference(name), []);
  const vessels = referenceLists.vessels;
  client.setQueryData(queryKeys.reference('vessels'), [
    { [vessels.id]: 7, [vessels.label]: 'MV KOLKATA STAR' },
  ]);
  const router = createMemoryRouter(
    [{ path: '/voyage', element: <ListScreenView screen={voyagesOfVessel} /> }],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const voyageNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeEach(() => {
  asked.length = 0;
});
afterEach(cleanup);

it('asks for nothing until its filter is applied, then pages on the server, and the link keeps the page', async () => {
  const user = userEvent.setup();
  const router = renderList('/voyage');
  expect(screen.getByText('Choose a vessel, then Show.')).toBeTruthy();
  expect(asked).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect((await screen.findAllByText(VESSEL_REQUIRED)).length).toBeGreaterThan(0);
  expect(asked).toEqual([]);

  await user.click(screen.getByRole('combobox', { name: /Vessel/ }));
  await user.click(screen.getByRole('option', { name: 'MV KOLKATA STAR', hidden: true }));
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText('V001')).toBeTruthy();
  expect(voyageNames()).toHaveLength(10);
  expect(screen.getByText('1–10 of 25')).toBeTruthy();
  expect(asked).toContainEqual(expect.objectContaining({ vesselid: 7, page: 1, pageSize: 10 }));

  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('V011')).toBeTruthy();
  expect(voyageNames()[0]).toBe('V011');
  expect(asked).toContainEqual(expect.objectContaining({ vesselid: 7, page: 2, pageSize: 10 }));
  const { pathname, search } = router.state.location;
  expect(new URLSearchParams(search).get('page')).toBe('2');
  expect(new URLSearchParams(search).get('vesselid')).toBe('7');

  // Opened again from the same link, as a reload or a shared link would: the same vessel and page.
  cleanup();
  asked.length = 0;
  renderList(`${pathname}${search}`);
  expect(await screen.findByText('V011')).toBeTruthy();
  expect(screen.getByText('11–20 of 25')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('combobox', { name: /Vessel/ })).toHaveProperty(
    'value',
    'MV KOLKATA STAR',
  );
  expect(asked).toContainEqual(expect.objectContaining({ vesselid: 7, page: 2, pageSize: 10 }));
  expect(asked).not.toContainEqual(expect.objectContaining({ page: 1, pageSize: 10 }));
});

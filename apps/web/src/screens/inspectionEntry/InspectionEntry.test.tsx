// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { INSPECTION_MESSAGES, type ReferenceName, referenceLists } from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../queryKeys';
import type { EntryScreen } from './entryScreens';
import { inspectionEntry, transactionEntry } from './entryScreens';
import { InspectionEntry } from './InspectionEntry';

// The entry row as a surveyor works it, from the keyboard: where the cursor starts, the order
// Tab takes through the fields, and what a save with the row half filled says.

function renderEntry(screenOf: EntryScreen) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const name of Object.keys(referenceLists) as ReferenceName[])
    client.setQueryData(queryKeys.reference(name), []);
  const router = createMemoryRouter([
    { path: '/', element: <InspectionEntry screen={screenOf} /> },
  ]);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The entry field holding the focus, by its key. */
const focusedField = () =>
  document.activeElement?.closest('[data-entry-field]')?.getAttribute('data-entry-field');

/** The fields Tab visits from the container number, in order, until it leaves the row. */
async function tabOrder(count: number) {
  const user = userEvent.setup();
  const visited = [focusedField()];
  for (let step = 1; step < count; step += 1) {
    await user.tab();
    visited.push(focusedField());
  }
  return visited;
}

afterEach(cleanup);

describe('the entry row', () => {
  it('starts on the container number and tabs through the container, the call, then the inspection', async () => {
    renderEntry(transactionEntry);
    expect(await screen.findByRole('heading', { name: 'Transaction Entry' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(focusedField()).toBe('containerNumber');
    expect(await tabOrder(16)).toEqual([
      'containerNumber',
      'iso_code',
      'isotarewt',
      'isogrosswt',
      'manufacture',
      'seal',
      'party',
      'vesselld',
      'voyage',
      'movementId',
      'c_agentid',
      'locationId',
      'tolocation',
      'inspdate',
      'insptime',
      'hazstat',
    ]);
  });

  it('leaves the call to Inspection Entry’s header and starts the row on the container', async () => {
    renderEntry(inspectionEntry);
    expect(await screen.findByRole('heading', { name: 'Inspection Entry' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.setup().click(screen.getByRole('textbox', { name: /Container No/ }));
    // The row goes from the container's own fields straight to the place: the call is above.
    expect(await tabOrder(8)).toEqual([
      'containerNumber',
      'iso_code',
      'isotarewt',
      'isogrosswt',
      'manufacture',
      'seal',
      'locationId',
      'tolocation',
    ]);
  });

  it('says what the row lacks on Ctrl+Enter, beside each field, and goes to the first', async () => {
    renderEntry(transactionEntry);
    expect(await screen.findByRole('heading', { name: 'Transaction Entry' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const user = userEvent.setup();
    await user.keyboard('{Control>}{Enter}{/Control}');
    // Every field needed before a condition is named beside it, and the cursor goes to the first.
    for (const message of [
      INSPECTION_MESSAGES.selectVessel,
      INSPECTION_MESSAGES.selectVoyage,
      'Container number is required.',
    ])
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    await waitFor(() => expect(focusedField()).toBe('containerNumber'));
  });
});

// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { referenceLists } from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { queryKeys } from '../../queryKeys';
import { FilterBar } from './FilterBar';
import type { FilterBarSpec } from './filterSpec';

const spec: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'party', sends: { applicant: 'applicant', account: 'account' } },
    { kind: 'fromDate', param: 'fromdate' },
  ],
  submit: 'Show',
  prompt: 'Every mail sent with a report.',
};

/** The bar of a screen opened with nothing applied, its party list already loaded. */
function renderBar() {
  const list = referenceLists.linkParties;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(queryKeys.reference('linkParties'), [
    { [list.id]: 1, [list.label]: 'MAERSK' },
    { [list.id]: 2, [list.label]: 'SEALAND' },
  ]);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <FilterBar spec={spec} values={{ party: '', fromdate: '' }} onApply={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('combobox', { name: /Party/ });
}

// Mantine marks the input data-expanded while its list is open.
afterEach(cleanup);

it('focuses its first select on load with the list closed, and opens it on typing', async () => {
  const party = renderBar();
  expect(party).toBe(document.activeElement);
  // The page's own focus event, which the DOM under test does not send for autofocus.
  fireEvent.focusIn(party);
  expect(party.hasAttribute('data-expanded')).toBe(false);
  await userEvent.setup().keyboard('sea');
  expect(party.hasAttribute('data-expanded')).toBe(true);
  expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
    'SEALAND',
  ]);
});

it('stars a filter an action needs, shows that action’s problem under it, and drops it once changed', async () => {
  const typed: FilterBarSpec = {
    filters: [{ kind: 'reportType', param: 'reporttype', starred: true }],
    submit: 'Show',
    prompt: '',
  };
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <FilterBar
          spec={typed}
          values={{ reporttype: '' }}
          onApply={() => {}}
          problems={{ reporttype: 'Please select a Report Type' }}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const reportType = screen.getByRole('combobox', { name: /Report Type/ });
  expect(reportType.hasAttribute('required')).toBe(true);
  expect(screen.getByText('Please select a Report Type')).toBeTruthy();
  await userEvent.setup().click(reportType);
  await userEvent.setup().click(screen.getByRole('option', { name: 'Survey', hidden: true }));
  expect(screen.queryByText('Please select a Report Type')).toBeNull();
});

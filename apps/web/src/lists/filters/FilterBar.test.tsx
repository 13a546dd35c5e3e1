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

const timeSpec: FilterBarSpec = {
  filters: [
    { kind: 'time', param: 'fromtime' },
    { kind: 'fromDate', param: 'fromdate' },
  ],
  submit: 'Generate',
  prompt: '',
};

/** A bar whose applied values the test hands back as the URL would, as late as it likes. */
function renderLateBar() {
  const applied: Record<string, string>[] = [];
  const bar = (values: Record<string, string>) => (
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <FilterBar spec={timeSpec} values={values} onApply={(v) => applied.push(v)} />
      </QueryClientProvider>
    </MantineProvider>
  );
  const { rerender } = render(bar({ fromtime: '', fromdate: '' }));
  const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return {
    applied,
    time: () => input('At Time'),
    date: () => input('From Date'),
    land: (values: Record<string, string>) => rerender(bar(values)),
  };
}

it('keeps what the user typed when the URL catches up late with what the bar applied', async () => {
  const user = userEvent.setup();
  const bar = renderLateBar();
  await user.type(bar.time(), '0830');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  expect(bar.applied).toEqual([{ fromtime: '0830', fromdate: '' }]);
  // The user clears the time and types a date before the router shows the values applied.
  await user.clear(bar.time());
  await user.type(bar.date(), '01/11/2026');
  bar.land(bar.applied[0] as Record<string, string>);
  expect(bar.time().value).toBe('');
  expect(bar.date().value).toBe('01/11/2026');
});

it('shows other applied values when they come from elsewhere (back, a link)', async () => {
  const user = userEvent.setup();
  const bar = renderLateBar();
  await user.type(bar.time(), '0830');
  bar.land({ fromtime: '1200', fromdate: '2026-11-02' });
  expect(bar.time().value).toBe('1200');
  expect(bar.date().value).toBe('02/11/2026');
});

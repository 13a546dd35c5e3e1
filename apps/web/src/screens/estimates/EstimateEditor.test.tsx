// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ESTIMATE_MESSAGES, type EstimateDetail, estimateDetail } from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryKeys } from '../../queryKeys';
import EstimateScreen from './EstimateScreen';
import { estimateFixture, lineFixture } from './estimateFixture';
import { answer, stubServer } from './serverStub.testing';

const wire = (estimate: EstimateDetail) => z.encode(estimateDetail, estimate);

function renderEstimate(estimate: EstimateDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(queryKeys.estimate(estimate.estimateid), estimate);
  const router = createMemoryRouter(
    [{ path: '/estimate/:estimateid', element: <EstimateScreen /> }],
    { initialEntries: [`/estimate/${estimate.estimateid}`] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const input = (name: string) => screen.getByRole('textbox', { name });
const sentBody = (at = 0) => JSON.parse(String(calls.mock.calls[at]?.[1].body));
const totals = () => within(screen.getByLabelText('Totals'));

const calls = stubServer();

describe('the draft estimate', () => {
  it('blocks Send with the reason while a line is unpriced, and marks that line', () => {
    renderEstimate(estimateFixture());
    expect(screen.getByRole('button', { name: 'Send to line' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe(ESTIMATE_MESSAGES.unpriced([2]));
    const line2 = screen.getByRole('textbox', { name: 'Hours of line 2' }).closest('tr');
    expect(line2?.textContent).toContain('No tariff row: price by hand');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('saves the contract’s body, typed hours pricing the line by hand, and shows the server’s totals', async () => {
    const user = userEvent.setup();
    renderEstimate(estimateFixture());
    await user.type(input('Hours of line 2'), '2.5');
    await user.type(input('Material of line 2'), '300');
    await user.type(input('Note of line 1'), 'bent inward');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Responsibility of line 2' }),
      'U',
    );
    const saved = estimateFixture({
      version: 4,
      unpriced: [],
      labour: 100_000,
      material: 150_000,
      taxable: 250_000,
      cgst: 22_500,
      sgst: 22_500,
      tax: 45_000,
      total: 295_000,
      owner: 157_500,
      user: 92_500,
      lines: [
        lineFixture({ note: 'bent inward' }),
        lineFixture({
          lineno: 2,
          pricedby: 'hand',
          tariffid: null,
          hours: 2.5,
          labour: 62_500,
          material: 30_000,
          amount: 92_500,
          responsibility: 'U',
        }),
      ],
    });
    calls.mockReturnValueOnce(answer(200, ESTIMATE_MESSAGES.saved, wire(saved)));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(calls.mock.calls[0]?.[0]).toBe('/api/update_estimate');
    expect(calls.mock.calls[0]?.[1].method).toBe('POST');
    expect(sentBody()).toEqual({
      estimateid: 42,
      version: 3,
      note: null,
      lines: [
        { lineno: 1, hours: null, material: null, responsibility: 'O', note: 'bent inward' },
        { lineno: 2, hours: '2.5', material: '300', responsibility: 'U', note: null },
      ],
    });
    // The recomputed estimate replaces the one shown: its totals, and Send now open.
    await waitFor(() => expect(totals().getByText('₹ 2,950.00')).toBeTruthy());
    expect(totals().getByText('₹ 925.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to line' })).toHaveProperty('disabled', false);
  });

  it('prices a hand-priced line from the tariff again by sending its hours and material null', async () => {
    const user = userEvent.setup();
    renderEstimate(
      estimateFixture({
        unpriced: [],
        lines: [lineFixture({ pricedby: 'hand', hours: 3, material: 50_000 })],
      }),
    );
    calls.mockReturnValueOnce(answer(200, ESTIMATE_MESSAGES.saved, wire(estimateFixture())));
    await user.click(screen.getByRole('button', { name: 'Price line 1 from tariff' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(sentBody().lines).toEqual([
      { lineno: 1, hours: null, material: null, responsibility: 'O', note: null },
    ]);
  });

  it('shows the edit-conflict dialog when someone saved the estimate meanwhile', async () => {
    const user = userEvent.setup();
    renderEstimate(estimateFixture());
    const stored = estimateFixture({ version: 4, note: 'Door first' });
    calls.mockReturnValueOnce(
      answer(409, 'This record was changed by RAJ after you opened it.', { current: wire(stored) }),
    );
    await user.type(input('Hours of line 2'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    expect(dialog.textContent).toContain('This record was changed by RAJ after you opened it.');
    expect(within(dialog).getByRole('row', { name: /Estimate note/ }).textContent).toContain(
      'Door first',
    );
  });

  it('shows a sent estimate read only, with its documents and each line’s decision', () => {
    renderEstimate(
      estimateFixture({
        status: 'partly_approved',
        unpriced: [],
        pdf: 'EOR-2026-0042.pdf',
        destim: 'EOR-2026-0042.edi',
        approvedamount: 100_000,
        lines: [
          lineFixture({ approved: 1, approvedamount: 100_000, approvalnote: 'lower' }),
          lineFixture({ lineno: 2, approved: 0, approvalnote: 'not ours' }),
        ],
      }),
    );
    expect(screen.queryByRole('textbox', { name: 'Hours of line 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DESTIM' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete repair' })).toBeTruthy();
    const [, first, second] = within(
      screen.getByRole('table', { name: 'Estimate lines' }),
    ).getAllByRole('row');
    expect(first?.textContent).toMatch(/Approved1,000\.00lower/);
    expect(second?.textContent).toMatch(/Rejectednot ours/);
  });
});

describe('the sent estimate', () => {
  const sent = (overrides: Partial<EstimateDetail> = {}) =>
    estimateFixture({ status: 'sent', unpriced: [], pdf: 'EOR-2026-0042.pdf', ...overrides });

  it('sends the approval link again at its version after the confirmation names the e-mail', async () => {
    const user = userEvent.setup();
    renderEstimate(sent());
    await user.click(screen.getByRole('button', { name: 'Send link again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send link again' });
    expect(dialog.textContent).toContain(ESTIMATE_MESSAGES.resendConfirm('eor@maersk.test'));
    expect(calls).not.toHaveBeenCalled();
    calls.mockReturnValueOnce(answer(200, ESTIMATE_MESSAGES.linkResent, wire(sent())));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(calls.mock.calls[0]?.[0]).toBe('/api/resend_estimate_link?estimateid=42');
    expect(sentBody()).toEqual({ version: 3 });
    expect(await screen.findByText(ESTIMATE_MESSAGES.linkResent)).toBeTruthy();
  });

  it('offers no link again once decided, and explains why not without a report e-mail', async () => {
    renderEstimate(sent({ status: 'approved' }));
    expect(screen.queryByRole('button', { name: 'Send link again' })).toBeNull();
    cleanup();
    const user = userEvent.setup();
    renderEstimate(sent({ reportemail: null }));
    const button = screen.getByRole('button', { name: 'Send link again' });
    expect(button).toHaveProperty('disabled', true);
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByText(ESTIMATE_MESSAGES.noReportEmail('Maersk Line'))).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import {
  ESTIMATE_MESSAGES,
  type EstimateForApproval,
  estimateForApproval,
} from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lineFixture } from '../estimates/estimateFixture';
import { answer, stubServer } from '../estimates/serverStub.testing';
import ApprovalScreen from './ApprovalScreen';

const TOKEN = 'Zx9_approval-link-token-0042';

const pick = (lineno: number, amount: number) => {
  const {
    damagelineid,
    side,
    position,
    componentid,
    damageid,
    repairid,
    pricedby,
    tariffid,
    note,
    repairdate,
    repairphotos,
    ...line
  } = lineFixture({ lineno, amount });
  return line;
};

const SENT: EstimateForApproval = {
  companyname: 'Quay Surveyors Pvt Ltd',
  estimateno: 'EOR/2026/0042',
  estimatedate: '2026-11-27',
  status: 'sent',
  contnumber: 'MSKU1234565',
  isocode: '22G1',
  partyname: 'Maersk Line',
  recipient: 'eqr@line.example',
  expires: '2026-12-11',
  decided: 0,
  labourrate: 25_000,
  gstrate: 18,
  taxable: 315_000,
  tax: 56_700,
  total: 371_700,
  lines: [pick(1, 157_500), pick(2, 157_500)],
};

const wire = (estimate: EstimateForApproval) => z.encode(estimateForApproval, estimate);

function renderPage() {
  const client = new QueryClient();
  const router = createMemoryRouter([{ path: '/approve/:token', element: <ApprovalScreen /> }], {
    initialEntries: [`/approve/${TOKEN}`],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const submit = () => screen.getByRole('button', { name: 'Submit decisions' });

const calls = stubServer();

describe('the approval page', () => {
  it('submits only once every line is decided, with a lower amount in rupees, then shows the decisions', async () => {
    calls.mockReturnValueOnce(answer(200, '', wire(SENT)));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Repair estimate EOR/2026/0042' });
    expect(calls.mock.calls[0]?.[0]).toBe(`/api/estimate_for_approval?token=${TOKEN}`);
    expect(calls.mock.calls[0]?.[1].headers).not.toHaveProperty('authorization');
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.getByText(ESTIMATE_MESSAGES.decideEvery)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Approve line 1' }));
    await user.type(
      within(screen.getByRole('region', { name: 'Line 1' })).getByRole('textbox', {
        name: /lower amount/,
      }),
      '1000.50',
    );
    expect(submit()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Reject line 2' }));
    // A rejected line has no amount to lower.
    expect(
      within(screen.getByRole('region', { name: 'Line 2' })).queryByRole('textbox', {
        name: /lower amount/,
      }),
    ).toBeNull();
    await user.type(
      within(screen.getByRole('region', { name: 'Line 2' })).getByRole('textbox', {
        name: 'Note (optional)',
      }),
      'Not our damage',
    );
    expect(submit()).toHaveProperty('disabled', false);

    const decided: EstimateForApproval = {
      ...SENT,
      status: 'partly_approved',
      decided: 1,
      lines: [
        { ...pick(1, 157_500), approved: 1, approvedamount: 100_050 },
        { ...pick(2, 157_500), approved: 0, approvalnote: 'Not our damage' },
      ],
    };
    calls.mockReturnValueOnce(answer(200, ESTIMATE_MESSAGES.decided, wire(decided)));
    await user.click(submit());

    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    expect(calls.mock.calls[1]?.[0]).toBe('/api/approve_estimate');
    expect(JSON.parse(String(calls.mock.calls[1]?.[1].body))).toEqual({
      token: TOKEN,
      lines: [
        { lineno: 1, approved: 1, amount: '1000.50' },
        { lineno: 2, approved: 0, note: 'Not our damage' },
      ],
    });
    expect(await screen.findByText(ESTIMATE_MESSAGES.decided)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit decisions' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Line 1' }).textContent).toContain(
      '₹ 1,000.50 approved',
    );
    expect(screen.getByRole('region', { name: 'Line 2' }).textContent).toContain('Rejected');
  });

  it('approves every line at once', async () => {
    calls.mockReturnValueOnce(answer(200, '', wire(SENT)));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve all' }));
    expect(submit()).toHaveProperty('disabled', false);
    for (const lineno of [1, 2])
      expect(
        screen.getByRole('button', { name: `Approve line ${lineno}` }).getAttribute('aria-pressed'),
      ).toBe('true');
  });

  it('shows the server’s message for a link that cannot be used', async () => {
    calls.mockReturnValueOnce(answer(400, ESTIMATE_MESSAGES.linkExpired, {}));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(ESTIMATE_MESSAGES.linkExpired);
    expect(screen.queryByRole('button', { name: 'Submit decisions' })).toBeNull();
  });
});

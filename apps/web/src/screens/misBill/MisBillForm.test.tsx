// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MIS_BILL_MESSAGES } from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../queryKeys';
import { TOKEN_KEY } from '../../session/tokenStore';
import { MisBillForm } from './MisBillForm';
import { emptyMisForm } from './misForm';

// The MIS bill's product grid as a clerk types it: the keyboard alone, the taxes worked out as
// each line is typed, by the company's state against the applicant's.

const KOLKATA = { applicantid: 7, applicantname: 'BENGAL AGENCIES', gst_no: '19AAACB1234C1Z5' };
const MUMBAI = { applicantid: 8, applicantname: 'BOMBAY LINES', gst_no: '27AAACB9876D1Z2' };

/** A signed-in user of company 1, whose GSTIN is West Bengal's (19). */
function signIn() {
  const payload = { user_id: 1, company_id: 1, state_id: 19, exp: 4_102_444_800 };
  const encoded = btoa(JSON.stringify(payload)).replace(/=+$/, '');
  localStorage.setItem(TOKEN_KEY, `header.${encoded}.signature`);
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(queryKeys.reference('applicants'), [KOLKATA, MUMBAI]);
  client.setQueryData(queryKeys.reference('companies'), [
    { companyid: 1, companyname: 'QUAY SURVEYORS', company_gst: '19AAACQ1111Q1Z1' },
  ]);
  client.setQueryData(queryKeys.reference('accounts'), []);
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MisBillForm initial={emptyMisForm(new Date(2026, 10, 20))} onSaved={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const summary = (label: string) =>
  within(screen.getByRole('table', { name: 'Amount summary' })).getByRole('row', {
    name: new RegExp(`^${label}`),
  }).textContent;
const field = (name: string) => screen.getByRole('textbox', { name });
const choice = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

beforeEach(signIn);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the MIS bill grid', () => {
  it('takes a line from the keyboard alone, prices it, and goes on to the next line on Enter', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(choice('Applicant'));
    await user.keyboard('bengal{Enter}');
    await user.click(choice('Product of row 1'));
    await user.keyboard('surv');
    await user.tab();
    expect(choice('Product of row 1')).toHaveProperty('value', 'Survey Fees');
    expect(field('Qty of row 1')).toBe(document.activeElement);
    await user.keyboard('2');
    await user.tab();
    await user.tab();
    expect(field('Rate of row 1')).toBe(document.activeElement);
    await user.keyboard('500.21{Enter}');
    // A committed line adds the next, where Enter has taken the cursor.
    expect(screen.getAllByTestId('mis-row')).toHaveLength(2);
    expect(choice('Product of row 2')).toBe(document.activeElement);
    // 2 × ₹500.21 in the company's own state: 9% CGST and 9% SGST.
    expect(summary('Taxable Amount')).toContain('1,000.42');
    expect(summary('CGST')).toContain('90.04');
    expect(summary('SGST')).toContain('90.04');
    expect(summary('IGST')).toContain('0.00');
    expect(summary('Total')).toContain('1,180.50');
  });

  it('taxes an applicant of another state with IGST', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(choice('Applicant'));
    await user.keyboard('bombay{Enter}');
    await user.click(choice('Product of row 1'));
    await user.keyboard('surv');
    await user.tab();
    await user.keyboard('2');
    await user.click(field('Rate of row 1'));
    await user.keyboard('500.21');
    expect(summary('CGST')).toContain('0.00');
    expect(summary('IGST')).toContain('180.08');
    expect(summary('Total')).toContain('1,180.50');
  });
});

describe('the MIS bill’s save', () => {
  it('asks for the applicant, and for the report date once the report is ticked, calling nothing', async () => {
    const calls = vi.fn();
    vi.stubGlobal('fetch', calls);
    const user = userEvent.setup();
    renderForm();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText(MIS_BILL_MESSAGES.selectApplicant)).toBeTruthy();
    await user.click(choice('Applicant'));
    await user.keyboard('bengal{Enter}');
    // The report's date is asked only for a bill that names its report.
    await user.click(screen.getByRole('checkbox', { name: 'Report in BILL' }));
    await user.click(save);
    expect(await screen.findByText(MIS_BILL_MESSAGES.selectReportDate)).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });
});

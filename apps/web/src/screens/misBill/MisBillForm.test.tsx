// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MIS_BILL_MESSAGES } from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../queryKeys';
import { TOKEN_KEY } from '../../session/tokenStore';
import { MisBillForm } from './MisBillForm';
import { emptyMisForm, withRowChanged } from './misForm';

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

const onSaved = vi.fn();

function renderForm(form = emptyMisForm(new Date(2026, 10, 20)), billno?: string) {
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
        <MisBillForm initial={form} billno={billno} onSaved={onSaved} />
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
  onSaved.mockReset();
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

/** The stored bill as the update's refusal carries it, in rupees as on the wire. */
const STORED_MASTER = {
  autoid: 1,
  billno: 'MIS/26-27/00001',
  applicantID: 7,
  accountID: null,
  state_id: 19,
  billdate: '2026-11-20',
  custrefno: 'PO-7782',
  isReport: 0,
  reportno: null,
  reportdate: null,
  isRound: 0,
  rndval: '0.00',
  payableamt: '1180.50',
  nonGstBill: 0,
  particulars: null,
  taxslab: 1,
  isExpBill: 0,
  taxable: '1000.42',
  cgst: '90.04',
  sgst: '90.04',
  igst: '0.00',
  total: '1180.50',
  filename: null,
  version: 4,
};
const STORED_LINE = {
  billitem: 'Survey Fees',
  qty: 2,
  unit: 'Cntr',
  rate: '500.21',
  amount: '1000.42',
  cgst: '90.04',
  sgst: '90.04',
  igst: '0.00',
};

describe('an update of a MIS bill changed meanwhile', () => {
  it('sends the version it opened, shows the change on 409, and reloads it under the rate typed', async () => {
    const answers = [
      [
        409,
        [
          0,
          'This record was changed by RAJ after you opened it.',
          { current: [[STORED_MASTER], [STORED_LINE]] },
        ],
      ],
      [200, [1, 'MIS bill updated successfully', 'mis_00001.pdf']],
    ] as const;
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String((init.body as FormData).get('mismaster'))));
      const [status, envelope] = answers[sent.length - 1] ?? answers[1];
      return Promise.resolve(
        new Response(JSON.stringify(envelope), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    const opened = emptyMisForm(new Date(2026, 10, 20));
    const rows = withRowChanged(opened.rows, 0, {
      billitem: 'Survey Fees',
      qty: '2',
      rate: '500.21',
    });
    renderForm(
      { ...opened, applicantID: 7, custrefno: 'PO-7781', rows, version: 3 },
      'MIS/26-27/00001',
    );
    const user = userEvent.setup();
    await user.clear(field('Rate of row 1'));
    await user.type(field('Rate of row 1'), '600');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const conflict = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    expect(sent[0]).toMatchObject([
      { billno: 'MIS/26-27/00001', version: 3, custrefno: 'PO-7781' },
    ]);
    expect(
      within(within(conflict).getByRole('table', { name: 'Fields changed meanwhile' })).getByRole(
        'row',
        { name: /Customer Ref No/ },
      ).textContent,
    ).toBe('Customer Ref NoPO-7781PO-7782');
    await user.click(within(conflict).getByRole('button', { name: 'Reload, keeping my changes' }));
    expect(field('Customer Ref No')).toHaveProperty('value', 'PO-7782');
    expect(field('Rate of row 1')).toHaveProperty('value', '600');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('mis_00001.pdf', 'MIS/26-27/00001'));
    expect(sent[1]).toMatchObject([{ version: 4, custrefno: 'PO-7782' }]);
  });
});

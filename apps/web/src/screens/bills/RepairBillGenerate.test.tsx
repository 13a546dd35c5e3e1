// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { api, REPAIR_BILL_MESSAGES } from '@quaybook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../session/tokenStore';
import { RepairBillGenerate } from './RepairBillGenerate';

// A clerk bills a party's repaired estimates: ticks them, sees what the line pays, generates.

const estimate = (id: number, lineamt: number, owneramt: number, thirdpartyamt: number) => ({
  estimateid: id,
  estimateno: `EOR/26-27/0000${id}`,
  estimatedate: '2026-11-18',
  repairedat: '2026-11-20',
  containerno: `MSCU000000${id}`,
  applicant: 7,
  account: 3,
  status: 'repaired',
  sac: '998719',
  lineamt,
  owneramt,
  thirdpartyamt,
  billno: null,
});

/** The server as this panel meets it: the party's estimates, then the bill it generates. */
function serve() {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    const called = new URL(url, 'http://localhost');
    asked.push(called);
    const envelope = called.pathname.endsWith(api.repairBill.generate.path)
      ? [1, REPAIR_BILL_MESSAGES.generated, 'rb_00001.pdf', { billno: 'RB/26-27/00001' }]
      : [1, '', [estimate(1, 2475.25, 325, 0), estimate(2, 1455.55, 0, 650)]];
    return Promise.resolve(
      new Response(JSON.stringify(envelope), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return asked;
}

function renderPanel(party = { applicant: 7, account: 3 }) {
  localStorage.setItem(TOKEN_KEY, 'header.eyJ1c2VyX2lkIjoxLCJjb21wYW55X2lkIjoxfQ.signature');
  const openDocument = vi.fn(async () => true);
  const onGenerated = vi.fn(async () => {});
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <RepairBillGenerate party={party} openDocument={openDocument} onGenerated={onGenerated} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { openDocument, onGenerated };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RepairBillGenerate', () => {
  it('lists the party’s repaired estimates with the owner and third party apart, and sums what the line pays of those ticked', async () => {
    const asked = serve();
    renderPanel();
    expect(await screen.findByText('EOR/26-27/00001')).toBeTruthy();
    expect(asked[0]?.pathname).toBe(`/api${api.repairBill.unbilledEstimates.path}`);
    expect(asked[0]?.searchParams.get('applicant')).toBe('7');
    expect(asked[0]?.searchParams.get('account')).toBe('3');
    expect(screen.getByText('325.00')).toBeTruthy();
    expect(screen.getByText('650.00')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select EOR/26-27/00001' }));
    expect(screen.getByText(/1 checked · line pays ₹ 2,475.25/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select every estimate' }));
    expect(screen.getByText(/2 checked · line pays ₹ 3,930.80/)).toBeTruthy();
  });

  it('refuses to generate with nothing ticked, then bills the ticked estimates and opens the PDF', async () => {
    const asked = serve();
    const { openDocument, onGenerated } = renderPanel();
    await screen.findByText('EOR/26-27/00002');
    const user = userEvent.setup();
    const generate = screen.getByRole('button', { name: 'Generate repair bill' });
    await user.click(generate);
    expect(await screen.findByText(REPAIR_BILL_MESSAGES.selectEstimate)).toBeTruthy();
    expect(asked).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Select EOR/26-27/00002' }));
    await user.click(generate);
    expect(await screen.findByText(REPAIR_BILL_MESSAGES.generated)).toBeTruthy();
    const sent = asked.find((url) => url.pathname.endsWith(api.repairBill.generate.path));
    expect(sent?.searchParams.get('estimateid')).toBe('2');
    expect(sent?.searchParams.get('chkround')).toBe('1');
    expect(onGenerated).toHaveBeenCalled();
    expect(openDocument).toHaveBeenCalledWith(
      api.repairBill.pdf,
      'rb_00001.pdf',
      'Repair bill RB/26-27/00001',
    );
    expect(await screen.findByTestId('generated-repair-bill')).toBeTruthy();
  });
});

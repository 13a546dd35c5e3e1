// @vitest-environment happy-dom
import { EDI_DELIVERY_MESSAGES } from '@quaybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deliveryFixture, renderScreen } from '../ediDelivery/deliveryTesting.testing';
import { answer, stubServer } from '../estimates/serverStub.testing';
import DeliveryLogScreen from './DeliveryLogScreen';

const calls = stubServer();

/** A page of the log as the server answers it: rows in item 2, the page in item 3. */
const page = (rows: unknown[], total: number, at = 1, pageSize = 10) =>
  new Response(JSON.stringify([1, '', rows, { total, page: at, pageSize }]), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The query of the nth call, as the server reads it. */
const askedAt = (at: number) => {
  const url = new URL(String(calls.mock.calls[at]?.[0]), 'http://quaybook.test');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

const renderLog = (url = '/deliverylog') =>
  renderScreen('/deliverylog', url, <DeliveryLogScreen />);

describe('the Delivery Log', () => {
  it('asks for the filters in the URL, each choice named as the call takes it', async () => {
    calls.mockReturnValueOnce(page([deliveryFixture()], 1));
    renderLog('/deliverylog?linkpartyid=7&message=2&state=3&fromdate=2026-11-01&todate=2026-11-28');
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(askedAt(0)).toEqual({
      path: '/api/edi_delivery_log',
      query: {
        linkpartyid: '7',
        message: 'COARRI',
        state: 'failing',
        fromdate: '2026-11-01',
        todate: '2026-11-28',
        page: '1',
        pageSize: '10',
      },
    });
    const row = (await screen.findAllByRole('row'))[1];
    expect(row?.textContent).toContain('MAERSK');
    expect(row?.textContent).toContain('Failing, retried');
    expect(row?.textContent).toContain('did not answer in time');
    // The containers counted, the first named, the rest told.
    expect(row?.textContent).toMatch(/23MSCU1000000, MSCU1000001,.*MSCU1000019, and 3 more/);
  });

  it('applies a message chosen in the bar, and asks for the next page from the server', async () => {
    const user = userEvent.setup();
    calls.mockImplementation(() => page([deliveryFixture()], 25));
    const { router } = renderLog();
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(askedAt(0).query).toEqual({ page: '1', pageSize: '10' });

    await user.type(screen.getByRole('combobox', { name: 'Message' }), 'destim{Enter}');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    expect(askedAt(1).query).toEqual({ message: 'DESTIM', page: '1', pageSize: '10' });
    expect(router.state.location.search).toBe('?message=4');

    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(3));
    expect(askedAt(2).query).toEqual({ message: 'DESTIM', page: '3', pageSize: '10' });
  });

  it('sends a delivery again and shows the row as the server answers it', async () => {
    const user = userEvent.setup();
    calls.mockReturnValueOnce(page([deliveryFixture()], 1));
    renderLog();
    const button = await screen.findByRole('button', {
      name: 'Send CODECO_MAERSK_000123.edi again',
    });
    const again = deliveryFixture({
      state: 'sent',
      attempts: 3,
      lasterror: null,
      nextattemptat: null,
      sentat: '2026-11-28T10:20:00.000Z',
      acknowledgement: 'rejected',
      acknowledgementdetail: 'APERAK: unknown container',
    });
    calls.mockReturnValueOnce(answer(200, EDI_DELIVERY_MESSAGES.resent, again));
    await user.click(button);
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    expect(calls.mock.calls[1]?.[0]).toBe('/api/resend_edi_delivery/5');
    expect(calls.mock.calls[1]?.[1].method).toBe('POST');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    await waitFor(() => expect(row.textContent).toContain('Sent'));
    expect(row.textContent).not.toContain('did not answer in time');
    expect(row.textContent).toContain('Rejected');
    expect(row.textContent).toContain('APERAK: unknown container');
  });
});

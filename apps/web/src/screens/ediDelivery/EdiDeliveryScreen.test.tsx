// @vitest-environment happy-dom
import { EDI_DELIVERY_MESSAGES } from '@quaybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../queryKeys';
import { answer, stubServer } from '../estimates/serverStub.testing';
import { deliveryFixture, renderScreen, settingsFixture } from './deliveryTesting.testing';
import EdiDeliveryScreen from './EdiDeliveryScreen';

const calls = stubServer();

/** The screen with party 7 chosen and its settings as the server holds them. */
function renderSettings(settings = settingsFixture() as ReturnType<typeof settingsFixture> | null) {
  return renderScreen('/edidelivery', '/edidelivery?linkpartyid=7', <EdiDeliveryScreen />, [
    [queryKeys.ediDelivery(7), settings],
  ]);
}

// The secret's own input, not the choice of its kind beside it.
const SECRET = 'input:not([type=radio]), textarea';
const secretInput = (name = 'Password') => screen.getByLabelText(name, { selector: SECRET });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const sent = (at = 0) => calls.mock.calls[at] ?? ['', {} as RequestInit];
const sentBody = (at = 0) => JSON.parse(String(sent(at)[1].body));

describe('the EDI Delivery form', () => {
  it('asks for the server, the secret and the folders over SFTP, and only the addresses by e-mail', async () => {
    const user = userEvent.setup();
    renderSettings();
    for (const name of ['Host', 'Port', 'User', 'Folder', 'Inbound folder'])
      expect(textbox(name)).toBeTruthy();
    expect(secretInput()).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail addresses' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    expect(screen.queryByRole('textbox', { name: 'Host' })).toBeNull();
    expect(screen.queryByLabelText('Password', { selector: SECRET })).toBeNull();
    await user.type(textbox('E-mail addresses'), 'edi@maersk.test; not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(EDI_DELIVERY_MESSAGES.emailUnfit('not-an-address')),
    ).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();

    await user.clear(textbox('E-mail addresses'));
    await user.type(textbox('E-mail addresses'), 'edi@maersk.test, ops@maersk.test');
    calls.mockReturnValueOnce(
      answer(200, EDI_DELIVERY_MESSAGES.saved, settingsFixture({ channel: 'email', version: 4 })),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(sent()[0]).toBe('/api/update_edi_delivery/7');
    expect(sent()[1].method).toBe('PUT');
    // The SFTP fields stay out of an e-mail delivery's settings.
    expect(sentBody()).toEqual({
      channel: 'email',
      emails: 'edi@maersk.test, ops@maersk.test',
      messages: ['CODECO', 'COARRI'],
      schedule: { kind: 'after', minutes: 30 },
      active: 1,
      version: 3,
    });
  });

  it('sends the schedule chosen, its number read, and checks it as the contract does', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(textbox('Hours')).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'Every' }));
    expect(textbox('Minutes')).toHaveProperty('disabled', true);
    await user.clear(textbox('Hours'));
    await user.type(textbox('Hours'), '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EDI_DELIVERY_MESSAGES.hours)).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Daily at' }));
    await user.clear(textbox('Daily at'));
    await user.type(textbox('Daily at'), '09:30');
    calls.mockReturnValueOnce(answer(200, EDI_DELIVERY_MESSAGES.saved, settingsFixture()));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(sentBody().schedule).toEqual({ kind: 'daily', at: '0930' });
  });

  it('keeps the saved password when the field is left blank: no secret is sent', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(secretInput().getAttribute('placeholder')).toBe('saved — leave blank to keep');
    await user.clear(textbox('Folder'));
    await user.type(textbox('Folder'), '/in/codeco');
    calls.mockReturnValueOnce(
      answer(200, EDI_DELIVERY_MESSAGES.saved, settingsFixture({ folder: '/in/codeco' })),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    const body = sentBody();
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('privatekey');
    expect(body).toMatchObject({ host: 'sftp.maersk.test', port: 22, folder: '/in/codeco' });
    // The form starts again from what was saved, the password still kept.
    await waitFor(() => expect(textbox('Folder')).toHaveProperty('value', '/in/codeco'));
    expect(secretInput().getAttribute('placeholder')).toBe('saved — leave blank to keep');
  });

  it('asks for the password again when the host changes: the saved one never goes to another server', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.clear(textbox('Host'));
    await user.type(textbox('Host'), 'sftp.elsewhere.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EDI_DELIVERY_MESSAGES.secretAgain)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(calls).not.toHaveBeenCalled();
  });

  it('asks a new party for a secret, and sends a private key typed in place of the password', async () => {
    const user = userEvent.setup();
    renderSettings(null);
    expect(screen.getByText(EDI_DELIVERY_MESSAGES.notSetUp)).toBeTruthy();
    await user.type(textbox('Host'), 'sftp.msc.test');
    await user.type(textbox('User'), 'edi');
    await user.type(textbox('Folder'), '/in');
    await user.click(screen.getByRole('checkbox', { name: 'OVA workbook' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EDI_DELIVERY_MESSAGES.secretNeeded)).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Private key' }));
    const key = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n-----END OPENSSH PRIVATE KEY-----';
    await user.click(textbox('Private key'));
    await user.paste(key);
    calls.mockReturnValueOnce(
      answer(200, EDI_DELIVERY_MESSAGES.saved, settingsFixture({ secret: 'privatekey' })),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ privatekey: key, messages: ['OVA'] });
    // A first save has no version to be stale against.
    expect(sentBody()).not.toHaveProperty('version');
  });

  it('shows a failed connection test in red with the step that failed', async () => {
    const user = userEvent.setup();
    renderSettings();
    const failure = EDI_DELIVERY_MESSAGES.failures.authentication('quaybook');
    calls.mockReturnValueOnce(answer(200, failure, { passed: 0, failure: 'authentication' }));
    await user.type(secretInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const result = await screen.findByRole('alert', { name: 'Connection test failed' });
    expect(result.textContent).toContain(failure);
    expect(result.textContent).toContain('Failed at signing in.');
    expect(sent()[0]).toBe('/api/test_edi_delivery/7');
    expect(sentBody()).toMatchObject({ password: 'wrong', host: 'sftp.maersk.test' });
    // The SFTP test says nothing about the e-mail channel once chosen.
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    expect(screen.queryByRole('alert', { name: 'Connection test failed' })).toBeNull();
  });

  it('warns that an unreadable saved secret must be entered again', async () => {
    renderSettings(settingsFixture({ secretunreadable: 1 }));
    expect(screen.getByRole('combobox', { name: 'Link Party' })).toHaveProperty('value', 'MAERSK');
    expect(screen.getByText(EDI_DELIVERY_MESSAGES.secretUnreadable)).toBeTruthy();
    // Nothing says a secret is kept: the one saved cannot be used.
    expect(secretInput().getAttribute('placeholder')).toBeNull();
  });

  it('shows what Send now delivered', async () => {
    const user = userEvent.setup();
    renderSettings();
    const made = [deliveryFixture({ state: 'sent', sentat: '2026-11-28T10:00:00.000Z' })];
    calls.mockReturnValueOnce(
      answer(200, EDI_DELIVERY_MESSAGES.ran(1, 0), { sent: 1, failing: 0, deliveries: made }),
    );
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const result = await screen.findByRole('alert', { name: 'Send now' });
    expect(result.textContent).toContain(EDI_DELIVERY_MESSAGES.ran(1, 0));
    const rows = within(within(result).getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toMatch(/CODECO000123\s*23Sent\/in\/edi/);
    expect(sent()[0]).toBe('/api/run_edi_delivery/7');
    expect(sent()[1].method).toBe('POST');
  });

  it('shows the edit-conflict dialog when the settings were saved meanwhile', async () => {
    const user = userEvent.setup();
    renderSettings();
    const stored = settingsFixture({ version: 4, host: 'sftp2.maersk.test' });
    calls.mockReturnValueOnce(
      answer(409, 'This record was changed by ANIL after you opened it.', { current: stored }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    expect(within(dialog).getByRole('row', { name: /Host/ }).textContent).toContain(
      'sftp2.maersk.test',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reload, keeping my changes' }));
    expect(textbox('Host')).toHaveProperty('value', 'sftp2.maersk.test');
    calls.mockReturnValueOnce(answer(200, EDI_DELIVERY_MESSAGES.saved, stored));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    expect(sentBody(1).version).toBe(4);
  });
});

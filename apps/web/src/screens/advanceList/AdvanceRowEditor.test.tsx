// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  ADVANCE_LIST_MESSAGES,
  INSPECTION_MESSAGES,
  type ReferenceName,
  referenceLists,
} from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../queryKeys';
import { AdvanceRowEditor } from './AdvanceRowEditor';
import { listed } from './listedRow.testing';

// The open row of the Advanced Container List as a surveyor works it from the keyboard: the
// cursor starts on Sound or Damage, Enter saves the row with the list's call, Esc cancels, and
// a row that cannot be saved says why without calling the server.

const ROW = listed();

/** The inspection as the create call answers it, in rupees as on the wire. */
const RECORDED = {
  reportid: 41,
  typeid: 1,
  containerId: 21,
  contnumber: ROW.contnumber,
  number_warning: null,
  contsize: 20,
  conttype: 'GP',
  TypeText: 'GP',
  iso_code: '22G1',
  isotarewt: 2200,
  isogrosswt: 30480,
  manufacture: null,
  applicant: 70,
  applicantname: 'BENGAL AGENCIES',
  account: 71,
  accountname: 'BENGAL AGENCIES',
  vesselld: 5,
  VesselName: 'MV KOTA BHARANI',
  voyage: 6,
  VoyageName: '112E',
  movementId: 9,
  MovementName: 'Import Discharge',
  inspectionplace: 4,
  LocationName: 'HALDIA',
  tolocation: null,
  TLName: null,
  cfsID: null,
  cfsName: null,
  seal: null,
  inspdate: '2026-11-28',
  insptime: '0930',
  conditionid: 1,
  condition: 'Sound',
  loadport: null,
  pol: null,
  destnport: null,
  pod: null,
  transport: null,
  fpd: null,
  transporter: null,
  transporterNM: null,
  tranmode: null,
  bookingrelno: null,
  hazstat: 'N',
  cargowt: null,
  note: null,
  c_agentid: null,
  c_agentname: null,
  joborderno: null,
  slot: null,
  shifts: null,
  unno: null,
  temp: null,
  stowloc: null,
  rptno: null,
  rptdate: null,
  billno: null,
  billdate: null,
  isbilled: 0,
  Rate: null,
  isDownloaded: 0,
  isCodecoDownloaded: 0,
  is_ovi_download: 0,
  filename: null,
  ovafilename: null,
  SBno: null,
  SBdate: null,
  hasFiles: 0,
  companyId: 1,
  created_by: 1,
  CreateDate: '2026-11-28T09:30:00Z',
  cre_user: 'admin',
  ModifiedBy: null,
  ModiDateTime: null,
  modi_user: null,
  version: 1,
};

const calls = vi.fn<(url: string, init: RequestInit) => Response>();

function answer(status: number, envelope: unknown) {
  calls.mockImplementation(
    () =>
      new Response(JSON.stringify(envelope), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const name of Object.keys(referenceLists) as ReferenceName[])
    client.setQueryData(queryKeys.reference(name), []);
  client.setQueryData(queryKeys.reference('isoCodes'), [
    { isocode: '22G1', size: 20, typecode: 'GP', typetext: 'GENERAL PURPOSE' },
  ]);
  const props = { onSaved: vi.fn(), onKept: vi.fn(), onIsoCorrected: vi.fn(), onCancel: vi.fn() };
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <AdvanceRowEditor row={ROW} {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return props;
}

/** The editor's field box holding the focus, by its key. */
const focusedField = () =>
  document.activeElement?.closest('[data-draft-field]')?.getAttribute('data-draft-field');

/** The form fields a call sent, each JSON field read back. */
function sentFields(at = 0) {
  const [url, init] = calls.mock.calls[at] ?? [];
  const form = init?.body as FormData;
  return { url, transaction: JSON.parse(String(form.get('transaction'))) };
}

beforeEach(() => {
  calls.mockReset();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => Promise.resolve(calls(url, init)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the open row of the advance list', () => {
  it('starts on Sound or Damage, takes Sound from the keyboard and saves the row on Enter', async () => {
    answer(200, [1, 'Inspection added', RECORDED]);
    const { onSaved } = renderEditor();
    await waitFor(() => expect(focusedField()).toBe('condition'));
    const user = userEvent.setup();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Sound' })).toHaveProperty('checked', true);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41, false));
    // A new inspection of the row's container, with the list's party, call, movement and place.
    const sent = sentFields();
    expect(sent.url).toBe('/api/create_transaction');
    expect(sent.transaction).toMatchObject({
      applicant: ROW.applicantID,
      account: ROW.accountID,
      vesselld: ROW.vesselID,
      voyage: ROW.VoyId,
      movementId: ROW.movementID,
      locationId: ROW.locID,
      conditionid: Condition.sound,
    });
    expect(await screen.findByText(INSPECTION_MESSAGES.created)).toBeTruthy();
  });

  it('refuses Enter before Sound or Damage is chosen, says so under it, and calls nothing', async () => {
    const { onSaved } = renderEditor();
    await waitFor(() => expect(focusedField()).toBe('condition'));
    await userEvent.setup().keyboard('{Enter}');
    expect(screen.getAllByText(ADVANCE_LIST_MESSAGES.selectCondition).length).toBeGreaterThan(0);
    expect(focusedField()).toBe('condition');
    expect(calls).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says the server’s refusal and keeps the row open to correct', async () => {
    answer(400, [0, 'Inspection already recorded for this container.', {}]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onSaved } = renderEditor();
    await waitFor(() => expect(focusedField()).toBe('condition'));
    const user = userEvent.setup();
    await user.keyboard(' {Enter}');
    expect(await screen.findByText('Inspection already recorded for this container.')).toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('cancels on Esc without saving', async () => {
    const { onCancel } = renderEditor();
    await waitFor(() => expect(focusedField()).toBe('condition'));
    await userEvent.setup().keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(calls).not.toHaveBeenCalled();
  });
});

import type { GeneralExcelRow } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { composeMail, statusText } from './composeMail';

const row = (overrides: Partial<GeneralExcelRow> = {}): GeneralExcelRow => ({
  reportid: 1,
  contnumber: 'MSCU1234565',
  CType: null,
  Name: null,
  InspDate: '2026-11-20',
  movementname: 'Import',
  Seal: null,
  toplc: null,
  applicantname: 'Seahorse Shipping',
  accountname: 'Maersk Line',
  vessname: 'MSC Ruby',
  voyagename: '0462W',
  isocode: '22G1',
  cfsname: null,
  ...overrides,
});

describe('the mail offered for the rows shown', () => {
  it('names the party, the call they share and the vessel status with its time', () => {
    const mail = composeMail([row(), row({ reportid: 2 })], 2, '1430');
    expect(mail.subject).toBe(
      'General Excel Report – Seahorse Shipping / Maersk Line – MSC Ruby 0462W – Vessel Complete at 14:30',
    );
    expect(mail.body).toBe(
      'Dear Sir/Madam,\n\nPlease find attached the list of containers of vessel MSC Ruby voyage 0462W, vessel Complete at 14:30.\n\nRegards',
    );
  });

  it('leaves out a call the rows do not share, and a status not chosen', () => {
    const mail = composeMail(
      [row(), row({ vessname: 'Kota Nabil', voyagename: '12E' })],
      null,
      null,
    );
    expect(mail.subject).toBe('General Excel Report – Seahorse Shipping / Maersk Line');
    expect(mail.body).toContain('Please find attached the list of containers.');
    expect(statusText(1, null)).toBe('Balanced');
  });
});

import {
  gstinCheckCharacter,
  gstinMessage,
  PAN_MESSAGE,
  PIN_MESSAGE,
  TAN_MESSAGE,
} from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { checkBody } from './endpoint';
import { api } from './index';

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

describe('tax id fields', () => {
  it('names every malformed id beside the other problems of the same body', () => {
    const checked = checkBody(api.account.create, {
      accountname: 'Ocean Line',
      account_pan: 'ABC',
      account_gst: '19AAHCH1234K1Z',
      account_tan: 'CAL12345B',
      email: 'not an address',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual({
      account_pan: PAN_MESSAGE,
      account_gst: gstinMessage('format'),
      account_tan: TAN_MESSAGE,
      email: 'Email must be an e-mail address like accounts@example.in.',
    });
  });

  it('takes blank ids and well-formed ones in any case, upper-cased', () => {
    const checked = checkBody(api.applicant.create, {
      applicantname: 'Bengal Agencies',
      pan_no: ' aahch1234k ',
      gst_no: gstin('19AAHCH1234K1Z').toLowerCase(),
    });
    expect(checked.ok).toBe(true);
    expect(
      checkBody(api.company.create, { companyname: 'Q', company_stateid: 19, company_tan: '' }).ok,
    ).toBe(true);
  });

  it('refuses a GSTIN whose check character does not match', () => {
    const good = gstin('19AAHCH1234K1Z');
    const checked = checkBody(api.applicant.create, {
      applicantname: 'Bengal Agencies',
      gst_no: `${good.slice(0, 14)}${good[14] === 'A' ? 'B' : 'A'}`,
    });
    expect(checked.ok ? {} : checked.problems).toEqual({ gst_no: gstinMessage('checksum') });
  });
});

describe('PIN fields', () => {
  it('refuses a PIN with a letter O for a zero on the applicant, the account and the company', () => {
    const applicant = checkBody(api.applicant.create, { applicantname: 'Bengal', pin: '40O0O1' });
    const account = checkBody(api.account.create, { accountname: 'Ocean', account_pin: '40O0O1' });
    const company = checkBody(api.company.create, { company_pin: '40O0O1' });
    expect(applicant.ok ? undefined : applicant.problems.pin).toBe(PIN_MESSAGE);
    expect(account.ok ? undefined : account.problems.account_pin).toBe(PIN_MESSAGE);
    expect(company.ok ? undefined : company.problems.company_pin).toBe(PIN_MESSAGE);
  });

  it('reads a PIN typed with spaces as its six digits', () => {
    const checked = checkBody(api.account.create, { accountname: 'Ocean', account_pin: '400 001' });
    expect(checked.ok).toBe(true);
    expect(
      api.account.create.body?.parse({ accountname: 'Ocean', account_pin: '400 001' }),
    ).toMatchObject({ account_pin: '400001' });
  });
});

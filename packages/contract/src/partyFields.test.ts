import { gstinCheckCharacter, gstinMessage, PAN_MESSAGE, TAN_MESSAGE } from '@quaybook/domain';
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

import { gstinCheckCharacter } from '@quaybook/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { referenceLookup } from '../lists/form/referenceLookup';
import { applicantList } from './applicant';

const client = new QueryClient();
client.setQueryData(
  ['reference', 'states'],
  [
    { stateId: 19, stateName: 'West Bengal', gstCode: '19' },
    { stateId: 27, stateName: 'Maharashtra', gstCode: '27' },
  ],
);
client.setQueryData(['reference', 'countries'], [{ CountryID: 356, CountryName: 'India' }]);
const lookup = referenceLookup(client);
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const check = (values: Record<string, unknown>) => applicantList.check?.(values, lookup) ?? {};

describe('the applicant list', () => {
  it('sends the chosen state and country by name as well', () => {
    expect(applicantList.derive?.onChange('state_id', { state_id: 19 }, lookup)).toEqual({
      state: 'West Bengal',
    });
    expect(applicantList.derive?.onChange('countryid', { countryid: 356 }, lookup)).toEqual({
      country: 'India',
    });
    expect(applicantList.derive?.onChange('state_id', { state_id: null }, lookup)).toEqual({
      state: null,
    });
  });

  it('accepts blank tax ids and a GSTIN that fits its PAN and state', () => {
    expect(check({ pan_no: '', gst_no: '' })).toEqual({});
    expect(
      check({ pan_no: 'aaapl1234c', gst_no: gstin('19AAAPL1234C1Z').toLowerCase(), state_id: 19 }),
    ).toEqual({});
  });

  it('names what is wrong with a PAN or GSTIN', () => {
    expect(check({ pan_no: 'AAAPL1234' }).pan_no).toMatch(/^PAN must be/);
    expect(check({ gst_no: '19AAAPL1234C1Z' }).gst_no).toMatch(/^GSTIN must be 15 characters/);
    const good = gstin('19AAAPL1234C1Z');
    const typo = `${good.slice(0, 14)}${good[14] === 'A' ? 'B' : 'A'}`;
    expect(check({ gst_no: typo }).gst_no).toMatch(/likely a typo/);
    expect(check({ gst_no: good, state_id: 27 }).gst_no).toBe(
      'GSTIN state code does not match the selected state.',
    );
  });
});

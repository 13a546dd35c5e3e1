import { GSTIN_PAN_MESSAGE, gstinCheckCharacter, PAN_MESSAGE, TAN_MESSAGE } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import type { ReferenceLookup } from '../lists/form/referenceLookup';
import { taxIdCheck } from './taxIdCheck';

const check = taxIdCheck({
  pan: 'company_pan',
  gstin: 'company_gst',
  tan: 'company_tan',
  state: 'company_stateid',
});
const westBengal = ((name: string, id: unknown) =>
  name === 'states' && id === 19
    ? { stateId: 19, stateName: 'West Bengal', gstCode: '19' }
    : undefined) as ReferenceLookup;
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

describe('taxIdCheck', () => {
  it('accepts blank ids and ids that fit each other and the state, typed in lower case', () => {
    expect(check({ company_stateid: 19 }, westBengal)).toEqual({});
    expect(
      check(
        {
          company_stateid: 19,
          company_pan: 'aahch1234k',
          company_gst: gstin('19AAHCH1234K1Z').toLowerCase(),
          company_tan: 'calh12345b',
        },
        westBengal,
      ),
    ).toEqual({});
  });

  it('names the field of each id that is wrong, with the server’s message', () => {
    expect(
      check(
        {
          company_stateid: 19,
          company_pan: 'ABCDE1234',
          company_gst: gstin('19AAHCH1234K1Z'),
          company_tan: 'CAL12345B',
        },
        westBengal,
      ),
    ).toEqual({ company_pan: PAN_MESSAGE, company_tan: TAN_MESSAGE });
    expect(
      check(
        { company_stateid: 19, company_pan: 'AAPCP4321M', company_gst: gstin('19AAHCH1234K1Z') },
        westBengal,
      ),
    ).toEqual({ company_gst: GSTIN_PAN_MESSAGE });
  });
});

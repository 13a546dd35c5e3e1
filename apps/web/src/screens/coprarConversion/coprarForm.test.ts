import { COPRAR_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { convertProblems, initialDraft } from './coprarForm';

const chosen = {
  party: '4',
  vcn: '9',
  vesselid: '7',
  voyageid: '31',
  loc: '618',
  transhipment: '128',
};

describe('Convert’s checks before calling', () => {
  it('opens on the default transhipment port, Colombo', () => {
    expect(initialDraft).toEqual({ transhipment: '128' });
  });

  it('says every blank choice, the first in the spec’s order: party, VCN, vessel, port, location, file', () => {
    const problems = convertProblems({ transhipment: '' }, false, null);
    expect(Object.values(problems)).toEqual([
      COPRAR_MESSAGES.selectParty,
      COPRAR_MESSAGES.selectVcn,
      COPRAR_MESSAGES.selectVessel,
      COPRAR_MESSAGES.selectTranshipmentPort,
      COPRAR_MESSAGES.selectLocation,
      COPRAR_MESSAGES.selectVoyage,
      COPRAR_MESSAGES.selectFile,
    ]);
  });

  it('asks for the call sign only once everything else is there', () => {
    expect(convertProblems(chosen, true, ' ')).toEqual({ vesselid: COPRAR_MESSAGES.noCallSign });
    expect(convertProblems(chosen, false, null)).toEqual({ file: COPRAR_MESSAGES.selectFile });
    expect(convertProblems(chosen, true, '9V1234')).toEqual({});
  });
});

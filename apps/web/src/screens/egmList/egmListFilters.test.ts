import { CUSTOMS_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { checkFilters, INVALID_CONTAINER } from '../../lists/filters/filterRules';
import { egmListFilters } from './egmListFilters';

const messageOf = (draft: Record<string, string>) => checkFilters(egmListFilters, draft).message;

describe('EGM Uploaded List’s filters', () => {
  it('show a party’s call in full, or containers', () => {
    expect(messageOf({ party: '3', vesselID: '4', VoyId: '5' })).toBeUndefined();
    expect(messageOf({ contnumber: 'MSKU1234565' })).toBeUndefined();
    expect(messageOf({ contnumber: 'MSKU1234565', locID: '618' })).toBeUndefined();
  });

  it('refuse anything less with the spec’s message, and a malformed container', () => {
    const tooLittle: Record<string, string>[] = [
      {},
      { party: '3', vesselID: '4' },
      { vcnID: '7', vesselID: '4', VoyId: '5' },
    ];
    for (const draft of tooLittle) expect(messageOf(draft)).toBe(CUSTOMS_MESSAGES.fillRequired);
    expect(messageOf({ contnumber: 'MSKU12' })).toBe(INVALID_CONTAINER);
  });
});

import { ESTIMATE_STATUS_NAMES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { estimateFilters, estimateQuery } from './EstimatesScreen';

describe('the Estimates filters', () => {
  it('offers every status by its name and asks the list for the status itself', () => {
    const status = estimateFilters.filters.find((filter) => filter.param === 'status');
    const options = status && 'options' in status ? status.options : [];
    expect(options.map((option) => option.label)).toEqual(Object.values(ESTIMATE_STATUS_NAMES));
    const partly = options.find((option) => option.label === 'Partly approved');
    expect(estimateQuery({ status: partly?.value, linkpartyid: 8, page: 1 })).toEqual({
      status: 'partly_approved',
      linkpartyid: 8,
      page: 1,
    });
  });

  it('asks without a status when none is chosen', () => {
    expect(estimateQuery({ contnumber: 'MSKU1234565', page: 2, pageSize: 10 })).toEqual({
      contnumber: 'MSKU1234565',
      page: 2,
      pageSize: 10,
    });
  });
});

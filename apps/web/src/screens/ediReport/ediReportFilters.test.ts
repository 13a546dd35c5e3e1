import { EDI_REPORT_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { checkFilters } from '../../lists/filters/filterRules';
import { filterQuery, valuesOf } from '../../lists/filters/filterValues';
import { codecoCoarriFilters, ediExcelFilters } from './ediReportFilters';

const party = () => ({ applicantId: 7, accountId: 9 });

describe('the EDI report screens’ filters', () => {
  it('ask for the party first, then the report type, with the contract’s messages', () => {
    expect(checkFilters(ediExcelFilters, {}).message).toBe(EDI_REPORT_MESSAGES.selectParty);
    expect(checkFilters(ediExcelFilters, { party: '3' }).message).toBe(
      EDI_REPORT_MESSAGES.selectReportType,
    );
    expect(checkFilters(codecoCoarriFilters, {}).message).toBe(EDI_REPORT_MESSAGES.selectParty);
    // The container list narrows the filters when given; the server says when they are too wide.
    expect(checkFilters(codecoCoarriFilters, { party: '3' }).message).toBeUndefined();
  });

  it('send the party as applicant and account, the report type as its code, dates as ISO', () => {
    const draft = { party: '3', rpttype: '2', fromdate: '01/11/2026', todate: '20/11/2026' };
    expect(checkFilters(ediExcelFilters, draft).message).toBeUndefined();
    expect(
      filterQuery(ediExcelFilters.filters, valuesOf(ediExcelFilters.filters, draft), party),
    ).toEqual({
      applicant: 7,
      account: 9,
      rpttype: 2,
      fromdate: '2026-11-01',
      todate: '2026-11-20',
    });
    const listed = { party: '3', contnumber: 'TGHU1643396\nCSQU3054383' };
    expect(
      filterQuery(
        codecoCoarriFilters.filters,
        valuesOf(codecoCoarriFilters.filters, listed),
        party,
      ),
    ).toEqual({ applicant: 7, account: 9, contnumber: 'TGHU1643396,CSQU3054383' });
  });
});

import { describe, expect, it } from 'vitest';
import type { FilterSpec } from './filterSpec';
import {
  draftOf,
  filledByVcn,
  filterQuery,
  readFilters,
  valuesOf,
  writeFilters,
} from './filterValues';

const filters: FilterSpec[] = [
  { kind: 'party', param: 'party', sends: { applicant: 'applicant', account: 'account' } },
  { kind: 'vessel', param: 'vessel' },
  { kind: 'fromDate', param: 'fromdate' },
  { kind: 'toDate', param: 'todate' },
  { kind: 'containers', param: 'contnumber' },
  { kind: 'checkbox', param: 'isovanotsent', label: 'OVA Not sent' },
];

const parties = new Map([[4, { applicantId: 11, accountId: 22 }]]);

describe('filter values in the URL', () => {
  it('reads what a filter can hold and treats anything else as none', () => {
    const params = new URLSearchParams(
      'party=4&vessel=abc&fromdate=2025-02-29&todate=2025-03-31&contnumber=MSKU1234565,TGHU7654321&isovanotsent=1&page=3',
    );
    expect(readFilters(filters, params)).toEqual({
      party: '4',
      vessel: '',
      fromdate: '',
      todate: '2025-03-31',
      contnumber: 'MSKU1234565,TGHU7654321',
      isovanotsent: '1',
    });
    expect(readFilters(filters, new URLSearchParams('contnumber=MSKU1234565,ABC')).contnumber).toBe(
      '',
    );
  });

  it('writes the applied values, leaves blanks out, keeps the rest and goes back to page 1', () => {
    const next = writeFilters(
      filters,
      { party: '4', vessel: '', fromdate: '2025-01-31', isovanotsent: '' },
      new URLSearchParams('vessel=9&page=3&sort=Name.asc'),
    );
    expect(next.toString()).toBe('sort=Name.asc&party=4&fromdate=2025-01-31');
  });

  it('shows applied dates as dd/mm/yyyy and container numbers a line each, and back', () => {
    const values = {
      party: '4',
      vessel: '9',
      fromdate: '2025-01-31',
      todate: '',
      contnumber: 'MSKU1234565,TGHU7654321',
      isovanotsent: '1',
    };
    const draft = draftOf(filters, values);
    expect(draft).toEqual({
      ...values,
      fromdate: '31/01/2025',
      contnumber: 'MSKU1234565\nTGHU7654321',
    });
    expect(
      valuesOf(filters, { ...draft, todate: '1/2/2025', contnumber: 'msku1234565, tghu7654321' }),
    ).toEqual({
      ...values,
      todate: '2025-02-01',
    });
  });
});

describe('filterQuery', () => {
  const party = (id: number) => parties.get(id);

  it('asks with each filter under its param and the party as its applicant and account', () => {
    expect(
      filterQuery(
        filters,
        {
          party: '4',
          vessel: '9',
          fromdate: '2025-01-31',
          todate: '',
          contnumber: 'MSKU1234565',
          isovanotsent: '',
        },
        party,
      ),
    ).toEqual({
      applicant: 11,
      account: 22,
      vessel: 9,
      fromdate: '2025-01-31',
      contnumber: 'MSKU1234565',
      isovanotsent: 0,
    });
  });

  it('waits while the chosen party is not known yet', () => {
    expect(filterQuery(filters, { party: '5' }, party)).toBeUndefined();
  });

  it('sends a party declared without halves as the link party id itself', () => {
    const byLinkParty: FilterSpec[] = [{ kind: 'party', param: 'linkpartyid' }];
    expect(filterQuery(byLinkParty, { linkpartyid: '5' }, party)).toEqual({ linkpartyid: 5 });
    expect(filterQuery(byLinkParty, { linkpartyid: '' }, party)).toEqual({});
  });
});

describe('filledByVcn', () => {
  const chosen = { vesselID: 7, import_voyage: 31, export_voyage: null };

  it('fills the vessel and voyage filters the VCN filter names from the chosen VCN', () => {
    const filter: FilterSpec = {
      kind: 'vcn',
      param: 'vcn',
      fills: { vessel: 'vessel', importVoyage: 'impvoy', exportVoyage: 'voyage' },
    };
    expect(filledByVcn(filter, chosen)).toEqual({ vessel: '7', impvoy: '31', voyage: '' });
    expect(filledByVcn(filter, undefined)).toEqual({});
  });

  it('fills the location filter with the call’s dock when the VCN filter names one', () => {
    const filter: FilterSpec = { kind: 'vcn', param: 'vcn', fills: { location: 'loc' } };
    expect(filledByVcn(filter, { ...chosen, MlocID: 618 })).toEqual({ loc: '618' });
    expect(filledByVcn(filter, { ...chosen, MlocID: null })).toEqual({ loc: '' });
  });

  it('fills nothing for a VCN filter that names no others', () => {
    expect(filledByVcn({ kind: 'vcn', param: 'vcn' }, chosen)).toEqual({});
    expect(filledByVcn({ kind: 'vessel', param: 'vessel' }, chosen)).toEqual({});
  });
});

describe('report type and dock filters', () => {
  const billFilters: FilterSpec[] = [
    { kind: 'reportType', param: 'reporttype' },
    { kind: 'dock', param: 'masterloc' },
  ];

  it('keeps only a report type of the three, and sends both as numbers', () => {
    const read = readFilters(billFilters, new URLSearchParams('reporttype=4&masterloc=618'));
    expect(read).toEqual({ reporttype: '', masterloc: '618' });
    const values = readFilters(billFilters, new URLSearchParams('reporttype=2&masterloc=210'));
    expect(filterQuery(billFilters, values, () => undefined)).toEqual({
      reporttype: 2,
      masterloc: 210,
    });
  });

  it('sends a fixed choice as its code and a time as typed, and reads only valid ones back', () => {
    const report: FilterSpec[] = [
      {
        kind: 'options',
        param: 'rpttype',
        label: 'Report Type',
        options: [
          { value: 1, label: 'EXCEL' },
          { value: 2, label: 'EDI' },
        ],
      },
      { kind: 'time', param: 'attime' },
    ];
    expect(readFilters(report, new URLSearchParams('rpttype=3&attime=2460'))).toEqual({
      rpttype: '',
      attime: '',
    });
    expect(readFilters(report, new URLSearchParams('rpttype=2&attime=0930'))).toEqual({
      rpttype: '2',
      attime: '0930',
    });
    expect(filterQuery(report, { rpttype: '2', attime: '0930' }, () => undefined)).toEqual({
      rpttype: 2,
      attime: '0930',
    });
  });
});

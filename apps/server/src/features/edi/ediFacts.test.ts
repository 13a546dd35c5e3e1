import { describe, expect, it } from 'vitest';
import { reportedMove, workbookRow } from './ediFacts';
import type { GatheredInspection } from './ediInspectionRepository';

const gathered: GatheredInspection = {
  id: 1,
  ediSent: false,
  codecoSent: false,
  ediFileName: null,
  inspectionDate: '2026-11-20',
  inspectionTime: '1035',
  condition: 1,
  seal: 'sl/44',
  bookingNo: 'bkg 1',
  cargoWeight: 24850,
  transportMode: 'T',
  container: 'TGHU1643396',
  size: 20,
  isoCode: '22G1',
  tareWeight: 2200,
  vesselName: 'MSC RUBY',
  callSign: '9V1234',
  voyageName: '042E',
  movementName: 'Export Stuffed In',
  ediEvent: 'gate-in',
  moveFor: 'E',
  ediFull: true,
  locationName: 'Netaji Subhas Dock Yard',
  locationShortName: 'NSD',
  locationCode: 'NULL',
  callDockCode: 'INHAL1',
  pol: 'inccu',
  pod: 'SGSIN',
  fpd: 'Colombo',
  damages: [
    {
      position: 3,
      fromSection: '5',
      fromPart: 'Bottom',
      toSection: null,
      damage: 'DT',
      component: 'PAA',
      length: '30.00',
      breadth: '20.50',
      note: 'dent',
    },
    {
      position: 1,
      fromSection: null,
      fromPart: null,
      toSection: null,
      damage: null,
      component: 'PAA',
      length: null,
      breadth: null,
      note: null,
    },
  ],
};

describe('reportedMove', () => {
  it('tells a full export gate-in by its cargo weight, tare, seal, ports and coded damages', () => {
    // The writer maps every value into UNOA; the facts keep the text as recorded.
    expect(reportedMove(gathered, null)).toMatchObject({
      container: 'TGHU1643396',
      isoCode: '22G1',
      status: 'export',
      full: true,
      booking: 'bkg 1',
      portOfLoading: 'INCCU',
      portOfDischarge: 'SGSIN',
      // A port given by name is not a UN/LOCODE and is not sent.
      finalDestination: null,
      grossKg: 24850,
      tareKg: 2200,
      seal: { number: 'sl/44', issuer: 'SH' },
      damages: [{ type: 'DT', location: 'RB5N', remark: 'RB5N PAA DT 30X20.5CM dent' }],
      at: '202611201035',
      // The place's code names no port: the vessel call's dock does.
      depot: { locode: 'INHAL', code: 'NSD' },
      haulage: { mode: 'rail' },
      reportedAs: { message: 'CODECO', document: 34 },
      function: 9,
      replaces: null,
      vessel: { voyage: '042E', callSign: '9V1234', vesselName: 'MSC RUBY' },
    });
  });

  it('tells an empty box by its tare alone, and a resend as the replacement of its message', () => {
    const move = reportedMove(
      { ...gathered, ediFull: false, locationCode: 'INPRT1' },
      '000000017001',
    );
    expect(move).toMatchObject({
      full: false,
      grossKg: null,
      tareKg: 2200,
      function: 5,
      replaces: '000000017001',
    });
    expect(move?.depot.locode).toBe('INPRT');
  });

  it('leaves out a movement with no EDI event, and refuses an unknown port or ISO code', () => {
    expect(reportedMove({ ...gathered, ediEvent: null }, null)).toBeNull();
    expect(() => reportedMove({ ...gathered, callDockCode: null }, null)).toThrow(
      'The port of location Netaji Subhas Dock Yard is unknown',
    );
    expect(() => reportedMove({ ...gathered, isoCode: null }, null)).toThrow(
      'Container TGHU1643396 has no ISO size-type code',
    );
  });
});

describe('workbookRow', () => {
  it('writes every inspection, reported or not, with its message and damages', () => {
    expect(workbookRow(gathered)).toMatchObject({
      message: 'CODECO 34',
      fullEmpty: 'F',
      port: 'INHAL',
      grossKg: 24850,
      condition: 'Damage',
      damages: 'RB5N PAA DT 30X20.5CM dent',
    });
    expect(workbookRow({ ...gathered, ediEvent: null, ediFull: false })).toMatchObject({
      message: null,
      fullEmpty: 'E',
      grossKg: null,
    });
  });
});

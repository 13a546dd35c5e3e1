import { REPORT_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { checkPrint } from './printChecks';

const today = '2026-11-23';
const ask = { checked: [4, 9], reportDate: '23/11/2026', reportType: 1 };

describe('checkPrint', () => {
  it('sends the ticked inspections with the report date as ISO and the type', () => {
    expect(checkPrint(ask, today)).toEqual({
      ok: true,
      print: { reportid: [4, 9], rptdate: '2026-11-23', rpttype: 1 },
    });
  });

  it.each([
    ['no inspection is ticked', { checked: [] }, REPORT_MESSAGES.selectInspection],
    ['the report date is blank', { reportDate: ' ' }, REPORT_MESSAGES.insertReportDate],
    ['the report date is not a date', { reportDate: '31/02/2026' }, 'Invalid Date'],
    [
      'the report date is after today',
      { reportDate: '24/11/2026' },
      REPORT_MESSAGES.reportDateAfterToday,
    ],
    ['no report type is chosen', { reportType: null }, REPORT_MESSAGES.selectReportType],
  ])('refuses when %s', (_, change, message) => {
    expect(checkPrint({ ...ask, ...change }, today)).toEqual({ ok: false, message });
  });

  it('asks for an inspection before anything else', () => {
    expect(checkPrint({ checked: [], reportDate: '', reportType: null }, today)).toEqual({
      ok: false,
      message: REPORT_MESSAGES.selectInspection,
    });
  });
});

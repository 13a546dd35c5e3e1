import { describe, expect, it } from 'vitest';
import { GENERAL_EXCEL_MESSAGES, generalExcelInput, generalExcelQuery } from './generalExcel';

// 002 §5's words for General Excel, as the spec spells them ('movemennt' included).
describe('the General Excel declarations', () => {
  it('say the spec’s messages', () => {
    expect(GENERAL_EXCEL_MESSAGES).toMatchObject({
      selectParty: 'Please select a Party',
      selectMovement: 'Please select a movemennt',
      selectVessel: 'Please select a vessel',
      selectVoyage: 'Please select a voyage',
      selectInspection: 'Please select an Inspection',
      enterCompleteTime: 'Please enter vessel complete time',
    });
  });

  it('read SHOW’s query as the screen sends it, and ask for the time of a Complete vessel', () => {
    const base = { applicant: '4', account: '9', movement: '3' };
    expect(generalExcelQuery.parse({ ...base, vesselstatus: '1', vessel: '' })).toMatchObject({
      applicant: 4,
      account: 9,
      movement: 3,
      vessel: null,
      vesselstatus: 1,
      attime: null,
    });
    const complete = generalExcelQuery.safeParse({ ...base, vesselstatus: '2' });
    expect(complete.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['attime'], GENERAL_EXCEL_MESSAGES.enterCompleteTime],
    ]);
    expect(generalExcelQuery.parse({ ...base, vesselstatus: '2', attime: '0545' }).attime).toBe(
      '0545',
    );
    expect(generalExcelQuery.safeParse({ ...base, vesselstatus: '3' }).success).toBe(false);
  });

  it('keep Generate Report’s field names', () => {
    const parsed = generalExcelInput.parse({
      checkedIds: [7, 8],
      applicantid: 4,
      accountid: 9,
      filename: '',
      vesselstatus: null,
      mailsub: ' Containers ',
      msgbody: null,
      contcnt: '2',
    });
    expect(parsed).toEqual({
      checkedIds: [7, 8],
      applicantid: 4,
      accountid: 9,
      filename: null,
      vesselstatus: null,
      attime: null,
      mailsub: 'Containers',
      msgbody: '',
      contcnt: 2,
    });
  });
});

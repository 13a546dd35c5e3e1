import { INSPECTION_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { bulkQuestion, bulkUpdateBody, NO_CHOICES } from './bulkUpdate';

const parties = new Map([[4, { applicantId: 11, accountId: 22 }]]);
const party = (id: number) => parties.get(id);

describe('bulkUpdateBody', () => {
  it('asks for a checked inspection before anything else', () => {
    expect(bulkUpdateBody({ ...NO_CHOICES, location: 3 }, [], party)).toEqual({
      refusal: INSPECTION_MESSAGES.selectInspection,
    });
  });

  it('asks for a change when nothing is chosen', () => {
    expect(bulkUpdateBody(NO_CHOICES, [5, 6], party)).toEqual({
      refusal: INSPECTION_MESSAGES.selectChange,
    });
  });

  it('sends the checked ids and only what was chosen', () => {
    expect(bulkUpdateBody({ ...NO_CHOICES, location: 3 }, [5, 6, 7], party)).toEqual({
      body: { checkedIds: [5, 6, 7], locationid: 3 },
    });
    expect(
      bulkUpdateBody(
        { ...NO_CHOICES, vessel: 8, voyage: 9, movement: 2, toLocation: 14, resendOva: true },
        [5],
        party,
      ),
    ).toEqual({
      body: { checkedIds: [5], vesselid: 8, voyageid: 9, movementid: 2, tolocation: 14, chkova: 1 },
    });
  });

  it('sends a party as its applicant and account, and a typed date as ISO', () => {
    expect(bulkUpdateBody({ ...NO_CHOICES, party: 4, updateDate: '3/2/2026' }, [5], party)).toEqual(
      {
        body: {
          checkedIds: [5],
          partyid: 4,
          applicantid: 11,
          accountid: 22,
          updatedate: '2026-02-03',
          validdate: 1,
        },
      },
    );
  });

  it('counts a resend tick alone as a change', () => {
    expect(
      bulkUpdateBody({ ...NO_CHOICES, resendCodeco: true, resendEdi: true }, [5], party),
    ).toEqual({ body: { checkedIds: [5], chkcodeco: 1, chkedi: 1 } });
  });

  it('refuses a date that is not one, and a party not yet known', () => {
    expect(bulkUpdateBody({ ...NO_CHOICES, updateDate: '31/02/2026' }, [5], party)).toEqual({
      refusal: INSPECTION_MESSAGES.invalidFromDate,
    });
    expect(bulkUpdateBody({ ...NO_CHOICES, party: 99 }, [5], party)).toEqual({
      refusal: INSPECTION_MESSAGES.selectParty,
    });
  });
});

describe('the question before a bulk update', () => {
  it('names what changes and how many inspections', () => {
    expect(bulkQuestion({ ...NO_CHOICES, party: 3, vessel: 7 }, 42)).toBe(
      'Change party, vessel of 42 inspections?',
    );
    expect(bulkQuestion({ ...NO_CHOICES, location: 2, resendOva: true }, 1)).toBe(
      'Change location and resend OVA of 1 inspection?',
    );
    expect(bulkQuestion({ ...NO_CHOICES, resendCodeco: true }, 5)).toBe(
      'Resend Codeco/COARRI of 5 inspections?',
    );
  });
});

import { UPLOAD_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { advanceUpload } from './kinds/advance';
import { ovaUpload } from './kinds/ova';
import { missingChoices, uploadQuery } from './uploadForm';

const party = (autoid: number) => (autoid === 7 ? { applicantId: 11, accountId: 12 } : undefined);

describe('the upload form', () => {
  it('marks each required choice left blank with the contract message', () => {
    expect(missingChoices(advanceUpload.choices, { party: '7', locationid: '3' })).toEqual({
      vessselid: UPLOAD_MESSAGES.selectVessel,
      voyageid: UPLOAD_MESSAGES.selectVoyage,
      uploadtype: UPLOAD_MESSAGES.selectUploadType,
    });
  });

  it('sends a party as its applicant and account, and every id as a number', () => {
    const draft = { party: '7', locationid: '3', vessselid: '4', voyageid: '5', uploadtype: '2' };
    expect(uploadQuery(advanceUpload.choices, draft, party)).toEqual({
      applicantid: 11,
      accountid: 12,
      locationid: 3,
      vessselid: 4,
      voyageid: 5,
      uploadtype: 2,
    });
  });

  it('waits for a chosen party the cache does not know yet', () => {
    expect(uploadQuery(advanceUpload.choices, { party: '8' }, party)).toBeUndefined();
  });

  it('sends the OVA tick as 1 or 0 and asks for nothing else', () => {
    expect(missingChoices(ovaUpload.choices, {})).toEqual({});
    expect(uploadQuery(ovaUpload.choices, { ovaflag: '1' }, party)).toEqual({ ovaflag: 1 });
    expect(uploadQuery(ovaUpload.choices, {}, party)).toEqual({ ovaflag: 0 });
  });
});

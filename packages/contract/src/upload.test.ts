import { describe, expect, it } from 'vitest';
import { advancePreviewRow, advanceUploadQuery, UPLOAD_MESSAGES } from './upload';

describe('the upload declarations say what the spec says', () => {
  it.each([
    ['uploaded', 'File uploaded successfully'],
    ['noFile', 'Please select a file to upload'],
    ['uploading', 'Wait, uploading file...'],
    ['saving', 'Saving data...'],
  ] as const)('%s: %s', (key, text) => {
    expect(UPLOAD_MESSAGES[key]).toBe(text);
  });

  it('shows the preview in the columns of 001 §2.4', () => {
    expect(Object.keys(advancePreviewRow.shape)).toEqual([
      'Sl. No',
      'Container',
      'Size',
      'Type',
      'Tare',
      'Gross',
      'Movement',
      'CFS',
      'Status',
    ]);
  });

  it('takes the vessel as vessselid, spelt as the spec spells it', () => {
    const query = {
      applicantid: '1',
      accountid: '2',
      locationid: '3',
      voyageid: '5',
      uploadtype: '2',
    };
    expect(advanceUploadQuery.parse({ ...query, vessselid: '4' })).toMatchObject({
      vessselid: 4,
      uploadtype: 2,
    });
    expect(
      advanceUploadQuery.safeParse({ ...query, vesselid: '4' }).error?.issues[0]?.message,
    ).toBe(UPLOAD_MESSAGES.selectVessel);
  });
});

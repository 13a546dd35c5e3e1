import { describe, expect, it } from 'vitest';
import { api } from './index';
import { advancePreviewRow, advanceUploadQuery, stagedQry, UPLOAD_MESSAGES } from './upload';

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

describe('the batch a save sends back', () => {
  const reply = { data: { list: [], qry: 'from-item-2' }, extra: 'from-item-3' };

  it('is item 3 of Upload Entry’s answer, where the spec’s client reads the query text', () => {
    expect(stagedQry(api.transactionUpload.transactionImport, reply)).toBe('from-item-3');
  });

  it('is the preview’s own qry on the uploads that answer it there', () => {
    expect(stagedQry(api.upload.advanceImport, reply)).toBe('from-item-2');
    expect(stagedQry(api.ovaUpload.ovaImport, reply)).toBe('from-item-2');
  });
});

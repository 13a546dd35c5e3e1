import { describe, expect, it } from 'vitest';
import { api } from './index';
import {
  advancePreviewRow,
  advanceUploadQuery,
  previewOf,
  previewStatus,
  SAVED_STATUS,
  UPLOAD_MESSAGES,
  willBeSaved,
} from './upload';

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

describe('the preview an upload answers', () => {
  const counts = { total: 3, ok: 2, skipped: 1 };
  const rows = [{ 'SL no': 1, Status: 'OK' }];

  it('is read from items 2, 3 and 4 of Upload Entry’s answer: rows, query text, counts', () => {
    const reply = { data: rows, extra: 'from-item-3', item4: counts };
    expect(previewOf(api.transactionUpload.transactionImport, reply)).toEqual({
      list: rows,
      qry: 'from-item-3',
      ...counts,
    });
  });

  it('is item 2 itself on the uploads that answer it there', () => {
    const preview = { list: rows, qry: 'from-item-2', ...counts };
    expect(previewOf(api.upload.advanceImport, { data: preview, extra: undefined })).toEqual(
      preview,
    );
    expect(previewOf(api.ovaUpload.ovaImport, { data: preview, extra: undefined }).qry).toBe(
      'from-item-2',
    );
  });
});

describe('previewStatus', () => {
  const typo =
    'Check digit of CBHU1234567 should be 1: likely a typo. Check the number on the door.';

  it("reads 'OK' for a row saved as it stands, and 'OK: ' with its warnings for one to look at", () => {
    expect(previewStatus([], [])).toBe('OK');
    expect(previewStatus([], [typo])).toBe(`OK: ${typo}`);
  });

  it('gives every reason a row is skipped, then its warnings', () => {
    expect(previewStatus(['Tare is missing.', 'Gross is missing.'], [typo])).toBe(
      `Tare is missing. Gross is missing. ${typo}`,
    );
  });

  it('tells a row that will be saved from one that will be skipped', () => {
    expect(willBeSaved(previewStatus([], []))).toBe(true);
    expect(willBeSaved(previewStatus([], [typo]))).toBe(true);
    expect(willBeSaved(previewStatus(['Tare is missing.'], [typo]))).toBe(false);
    expect(willBeSaved(SAVED_STATUS)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CallError, envelopeReply, requestOf } from './client';
import { Status } from './envelope';
import { api } from './index';

const options = { baseUrl: '/api', token: () => 'T0KEN' };

describe('a request built for a sender other than fetch', () => {
  it('fills the query and carries the file in the field the upload declares', () => {
    const file = new Blob(['Container\n'], { type: 'text/csv' });
    const request = requestOf(options, api.pomsUpload.pomsImport, {
      query: { applicantid: 1, accountid: 2, vesselid: 3, voyageid: 4, movementid: 5 },
      files: [{ blob: file, name: 'poms.csv' }],
    });
    expect(request.method).toBe('POST');
    expect(request.url).toBe(
      '/api/upload_pomsupdate?applicantid=1&accountid=2&vesselid=3&voyageid=4&movementid=5',
    );
    expect(request.headers.authorization).toBe('Bearer T0KEN');
    expect(request.signed).toBe(true);
    expect(request.body).toBeInstanceOf(FormData);
    expect(((request.body as FormData).get('file') as File).name).toBe('poms.csv');
  });
});

describe('an envelope read from an answer', () => {
  it('gives the data of a success', () => {
    expect(envelopeReply([1, 'File uploaded successfully', { qry: 'x' }], 200)).toEqual({
      data: { qry: 'x' },
      message: 'File uploaded successfully',
      extra: undefined,
    });
  });

  it("throws a refusal with the server's message and fields", () => {
    const refused = () =>
      envelopeReply([0, 'The file has no rows to upload.', { file: 'empty' }], 400);
    expect(refused).toThrow(CallError);
    expect(refused).toThrow('The file has no rows to upload.');
  });

  it('reads a call with its status in item 1: data in item 2, the message after it', () => {
    const survey = api.report.surveyReport;
    expect(
      envelopeReply([1, 1, 'survey.pdf', 'Report Generate Successfully'], 200, survey),
    ).toEqual({ data: 'survey.pdf', message: 'Report Generate Successfully', extra: undefined });
    const information = new CallError('No inspection.', 200, {}, Status.information);
    expect(() => envelopeReply([2, 2, 'No inspection.', {}], 200, survey)).toThrow(information);
    let refusal: unknown;
    try {
      envelopeReply([0, 0, 'Bad number.', { contno: 'Bad.' }], 400, survey);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      message: 'Bad number.',
      status: 400,
      fields: { contno: 'Bad.' },
      envelopeStatus: Status.failure,
    });
  });

  it('gives item 3 as the extra of a call that declares it', () => {
    const upload = api.transactionUpload.transactionImport;
    const preview = { list: [], qry: 'batch-1', total: 0, ok: 0, skipped: 0 };
    expect(
      envelopeReply([1, 'File uploaded successfully', preview, 'batch-1'], 200, upload),
    ).toEqual({ data: preview, message: 'File uploaded successfully', extra: 'batch-1' });
  });

  it('says so when the answer is not an envelope', () => {
    expect(() => envelopeReply(undefined, 502)).toThrow('Unexpected answer from the server (502).');
  });
});

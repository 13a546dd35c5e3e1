import { describe, expect, it } from 'vitest';
import { CallError, envelopeReply, requestOf } from './client';
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

  it('says so when the answer is not an envelope', () => {
    expect(() => envelopeReply(undefined, 502)).toThrow('Unexpected answer from the server (502).');
  });
});

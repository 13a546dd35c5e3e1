import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CallError, envelopeReply, requestOf } from './client';
import { conflictCurrent } from './editConflict';
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

  it('names a save with its Idempotency-Key, and refuses to name a call that does not take one', () => {
    const save = requestOf(options, api.inspection.add, { body: { transaction: {} } } as never, {
      idempotencyKey: 'entry-7',
    });
    expect(save.headers['Idempotency-Key']).toBe('entry-7');
    expect(() => requestOf(options, api.voyage.list, {}, { idempotencyKey: 'entry-7' })).toThrow(
      'GET /voyage_list does not take an Idempotency-Key',
    );
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

  it('reads the stored bill of a stale MIS bill update into paise, as its edit form reads it', () => {
    const master = {
      autoid: 4,
      billno: 'MIS/2026-27/0004',
      applicantID: 7,
      accountID: null,
      state_id: 19,
      billdate: '2026-11-20',
      custrefno: 'PO-118',
      isReport: 0,
      reportno: null,
      reportdate: null,
      isRound: 0,
      rndval: 0,
      payableamt: 118_050,
      nonGstBill: 0,
      particulars: null,
      taxslab: 18,
      isExpBill: 0,
      taxable: 100_042,
      cgst: 9_004,
      sgst: 9_004,
      igst: 0,
      total: 118_050,
      filename: null,
      version: 4,
    };
    const line = {
      billitem: 'Survey Fees',
      qty: 2,
      unit: 'Cntr',
      rate: 50_021,
      amount: 100_042,
      cgst: 9_004,
      sgst: 9_004,
      igst: 0,
    };
    const update = api.misBill.update;
    const current = z.encode(update.current as z.ZodType, [[master], [line]]);
    expect((current as [[{ payableamt: unknown }], [{ rate: unknown }]])[1][0].rate).toBe(500.21);
    const message = 'This record was changed by clerk at 28/11/2026 10:05 after you opened it.';
    try {
      envelopeReply([0, message, { current }], 409, update);
      expect.unreachable();
    } catch (error) {
      expect(conflictCurrent((error as CallError).status, (error as CallError).data)).toEqual([
        [master],
        [line],
      ]);
    }
  });

  it('reads a call whose status is in item 1 too: its data, then its message', () => {
    const save = api.bookingNumber.create;
    expect(
      envelopeReply([1, 1, { autoid: 7 }, 'Booking no added successfully'], 200, save),
    ).toEqual({ data: { autoid: 7 }, message: 'Booking no added successfully', extra: undefined });
    const refused = () =>
      envelopeReply(
        [0, 0, 'Booking No is required.', { bookingno: 'Booking No is required.' }],
        400,
        save,
      );
    expect(refused).toThrow('Booking No is required.');
    try {
      refused();
    } catch (error) {
      expect((error as CallError).fields).toEqual({ bookingno: 'Booking No is required.' });
    }
  });

  it('reads a call whose message is in item 2 too: its data in item 3, item 3 of others in item 4', () => {
    const save = api.partyBl.save;
    const rows = [{ 'Sl No': 1, Status: 'Saved' }];
    const summary = { qry: 'b', saved: 1, skipped: 0, containersAdded: 0 };
    expect(envelopeReply([1, '1 row saved.', '1 row saved.', rows, summary], 200, save)).toEqual({
      data: rows,
      message: '1 row saved.',
      extra: summary,
    });
    try {
      envelopeReply([0, 'Bad rows.', 'Bad rows.', { data: 'Bad rows.' }], 400, save);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CallError);
      expect((error as CallError).message).toBe('Bad rows.');
      expect((error as CallError).fields).toEqual({ data: 'Bad rows.' });
    }
  });

  it('reads a call with its status in item 1: data in item 2, the message after it', () => {
    const survey = api.report.surveyReport;
    expect(
      envelopeReply([1, 1, 'survey.pdf', 'Report Generate Successfully'], 200, survey),
    ).toEqual({ data: 'survey.pdf', message: 'Report Generate Successfully', extra: undefined });
    const information = new CallError('No inspection.', 200, {}, Status.information, {});
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

  it('gives item 3 as the extra of a call that declares it, and item 4 after it', () => {
    const upload = api.transactionUpload.transactionImport;
    const counts = { total: 0, ok: 0, skipped: 0 };
    expect(
      envelopeReply([1, 'File uploaded successfully', [], 'batch-1', counts], 200, upload),
    ).toEqual({ data: [], message: 'File uploaded successfully', extra: 'batch-1', item4: counts });
  });

  it('says so when the answer is not an envelope', () => {
    expect(() => envelopeReply(undefined, 502)).toThrow('Unexpected answer from the server (502).');
  });
});

import { api, CallError, Status, UPLOAD_MESSAGES, UPLOAD_TIMEOUT_MS } from '@quaybook/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_TIMED_OUT, uploadWithProgress } from './uploadWithProgress';

vi.mock('../session/tokenStore', () => ({ readToken: () => 'T0KEN' }));

/** An XMLHttpRequest that records what it was sent and answers as a test tells it. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  body: unknown;
  status = 0;
  responseText = '';
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const request = {
  query: { ovaflag: 1 },
  files: [{ blob: new Blob(['Container\n']), name: 'ova.csv' }],
};
const preview = { list: [], qry: 'b1', total: 0, ok: 0, skipped: 0 };

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
afterEach(() => vi.unstubAllGlobals());

describe('an upload sent with its progress', () => {
  it('sends the declared call with the token, the file and the spec’s time-out', async () => {
    const sent = uploadWithProgress(api.ovaUpload.ovaImport, request, () => {});
    const xhr = FakeRequest.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/upload_ova_transaction_entry?ovaflag=1']);
    expect(xhr.headers.authorization).toBe('Bearer T0KEN');
    expect(xhr.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(((xhr.body as FormData).get('file') as File).name).toBe('ova.csv');
    xhr.answer(200, [1, UPLOAD_MESSAGES.uploaded, preview]);
    await expect(sent).resolves.toMatchObject({ data: preview });
  });

  it('tells the share of the file sent, in whole percent, and 100 once answered', async () => {
    const seen: number[] = [];
    const sent = uploadWithProgress(api.ovaUpload.ovaImport, request, (p) => seen.push(p));
    const xhr = FakeRequest.last;
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.answer(200, [1, '', preview]);
    await sent;
    expect(seen).toEqual([33, 100]);
  });

  it('throws the server’s refusal of a bad file', async () => {
    const sent = uploadWithProgress(api.ovaUpload.ovaImport, request, () => {});
    FakeRequest.last.answer(400, [0, UPLOAD_MESSAGES.notSpreadsheet, {}]);
    await expect(sent).rejects.toThrow(
      new CallError(UPLOAD_MESSAGES.notSpreadsheet, 400, {}, Status.failure, {}),
    );
  });

  it('says so when the time-out passes', async () => {
    const sent = uploadWithProgress(api.ovaUpload.ovaImport, request, () => {});
    FakeRequest.last.ontimeout?.();
    await expect(sent).rejects.toThrow(UPLOAD_TIMED_OUT);
  });
});

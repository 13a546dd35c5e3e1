import { describe, expect, it } from 'vitest';
import { CUSTOMS_REPORT_CALL_NAMES, CUSTOMS_REPORT_CALLS } from './customsReports';
import type { Endpoint } from './endpoint';
import { api } from './index';
import { JOB_CALLS, jobKindOf } from './jobs';
import { UPLOAD_KIND_NAMES, UPLOAD_KINDS, type UploadKindDeclaration } from './uploadKinds';
import { UPLOAD_LAYOUTS, uploadTemplate } from './uploadTemplate';

const queryFields = (call: Endpoint) =>
  Object.keys((call.query as { shape?: object } | undefined)?.shape ?? {});

describe('each upload kind, declared once', () => {
  it.each(UPLOAD_KIND_NAMES)('%s: its save runs as the job it names', (name) => {
    const { job, save } = UPLOAD_KINDS[name];
    expect(JOB_CALLS[job]).toBe(save);
    expect(jobKindOf(save)).toBe(job);
  });

  it.each(UPLOAD_KIND_NAMES)('%s: has a template of its layout', (name) => {
    const { title, columns } = UPLOAD_KINDS[name];
    expect(UPLOAD_LAYOUTS[name]).toEqual({ title, columns });
    expect(uploadTemplate.endpoints.template.params.parse({ kind: name })).toEqual({ kind: name });
  });

  it.each(UPLOAD_KIND_NAMES)('%s: its calls are in the API, in its group', (name) => {
    const { group, upload, save, download }: UploadKindDeclaration = UPLOAD_KINDS[name];
    const calls: Endpoint[] = Object.values((api as Record<string, object>)[group] ?? {});
    expect(calls).toEqual(
      expect.arrayContaining(download ? [upload, save, download] : [upload, save]),
    );
  });

  it.each(
    UPLOAD_KIND_NAMES,
  )('%s: its choices are fields of its upload’s query, and its download’s', (name) => {
    const { choices, upload, download } = UPLOAD_KINDS[name];
    const fields = choices.map((choice) => choice.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(queryFields(upload)).toEqual(expect.arrayContaining(fields));
    if (download) expect(queryFields(download)).toEqual(queryFields(upload));
  });
});

describe('each customs report call, declared once', () => {
  it.each(CUSTOMS_REPORT_CALL_NAMES)('%s: is in the API and runs as the job it names', (name) => {
    const { job, endpoint } = CUSTOMS_REPORT_CALLS[name];
    expect(api.customsReports[name]).toBe(endpoint);
    expect(JOB_CALLS[job]).toBe(endpoint);
  });
});

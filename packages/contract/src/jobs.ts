import { z } from 'zod';
import { billRegister } from './billRegister';
import { CUSTOMS_REPORT_JOB_CALLS } from './customsReports';
import { type Endpoint, endpoint } from './endpoint';
import { UPLOAD_JOB_CALLS } from './uploadKinds';

// Work that can take longer than a request should wait runs as a job: started with the input its
// own call takes, followed by its status, and ending with the data that call would have answered.

/**
 * The calls that also run as jobs, by kind: the job takes the call's input (its body, or its
 * query for a GET) and, once done, answers the call's data and message. Every upload kind's save
 * (by the job its declaration names, `UPLOAD_KINDS`), the sale bill register's spreadsheet and
 * every customs report (`CUSTOMS_REPORT_CALLS`).
 */
export const JOB_CALLS = {
  ...UPLOAD_JOB_CALLS,
  saleRegisterExcel: billRegister.endpoints.excel,
  ...CUSTOMS_REPORT_JOB_CALLS,
} as const satisfies Record<string, Endpoint>;
export type JobKind = keyof typeof JOB_CALLS;
export const JOB_KINDS = Object.keys(JOB_CALLS) as JobKind[];

/** The kind that runs this call as a job, if any: how a screen finds the job for its call. */
export function jobKindOf(call: Endpoint): JobKind | undefined {
  return JOB_KINDS.find((kind) => JOB_CALLS[kind] === call);
}

/** The schema of a kind's input: its call's body, or its query. */
export function jobInputSchema(kind: JobKind): z.ZodType {
  const call: Endpoint = JOB_CALLS[kind];
  return (call.body ?? call.query ?? z.object({})) as z.ZodType;
}

type InputSchemaOf<E> = E extends { body: infer B extends z.ZodType }
  ? B
  : E extends { query: infer Q extends z.ZodType }
    ? Q
    : never;
/** A kind's input as its call is sent. */
export type JobInputOf<K extends JobKind> = z.input<InputSchemaOf<(typeof JOB_CALLS)[K]>>;
/** A kind's result: the data its call answers. */
export type JobResultOf<K extends JobKind> = z.output<(typeof JOB_CALLS)[K]['data']>;

export const JOB_MESSAGES = {
  started: 'Started: follow its progress here.',
  unknownKind: (kind: string) => `There is no job of the kind '${kind}'.`,
  notFound: 'There is no such job.',
  badId: 'A job id is a whole number.',
  queued: 'Waiting to start…',
  /** A job the server stopped under (a restart or a crash): its work was not committed. */
  interrupted:
    'The server stopped before this job finished, and nothing of it was saved: start it again.',
  /** A fault that is not the input's: the words the call itself would have answered. */
  serverFault:
    'Something went wrong on the server. Please try again; if it keeps happening, tell your administrator.',
} as const;

/** What a job is doing, as its progress bar says it. */
export const JOB_STEPS = {
  savingRows: 'Saving rows',
  readingBills: 'Reading the bills',
  writingSpreadsheet: 'Writing the spreadsheet',
  readingLoads: 'Reading the loaded containers',
  comparing: 'Comparing containers with their records',
  writingReport: 'Writing the report',
  keepingFile: 'Keeping the file',
} as const;

/** Where a job is: waiting for a worker, running, or ended one way or the other. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobStarted = z.object({ id: z.number().int() });

/** A job as its screen follows it. */
export const jobStatus = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KINDS as [JobKind, ...JobKind[]]),
  state: z.enum(JOB_STATES),
  /** Units of work finished out of `total` (rows, invoices, containers); total unknown at first. */
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** What it is doing now ('Saving rows'); once done, the message its call would have answered. */
  step: z.string().nullable(),
  /**
   * Once done, the data its call would have answered; null when the call would have answered
   * only information ('No bills in this period.', in `step`).
   */
  result: z.unknown(),
  /** Once failed, the message its call would have answered: never a stack. */
  error: z.string().nullable(),
});
export type JobStatus = z.infer<typeof jobStatus>;

const jobKindParam = z.object({
  kind: z.enum(JOB_KINDS as [JobKind, ...JobKind[]], {
    error: (issue) => JOB_MESSAGES.unknownKind(String(issue.input)),
  }),
});

export const jobs = {
  messages: JOB_MESSAGES,
  endpoints: {
    /**
     * Starts a job of this kind with the input its call takes (checked as the call checks it);
     * answers the job's id at once.
     */
    start: endpoint({
      method: 'POST',
      path: '/jobs/{kind}',
      params: jobKindParam,
      body: z.record(z.string(), z.unknown()),
      data: jobStarted,
    }),
    /** Where a job of the caller's company is; another company's job is not found. */
    status: endpoint({
      method: 'GET',
      path: '/job/{id}',
      params: z.object({
        id: z.coerce
          .number({ error: JOB_MESSAGES.badId })
          .int(JOB_MESSAGES.badId)
          .positive(JOB_MESSAGES.badId),
      }),
      data: jobStatus,
    }),
  },
} as const;

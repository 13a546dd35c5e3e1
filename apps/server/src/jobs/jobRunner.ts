import type { JobKind, JobStatus, SessionUser } from '@quaybook/contract';
import type { Ok } from '../http/route';
import type { JobLog } from './runJob';

/** Tells the screen how far a job is: `done` of `total` units (null while unknown), and the step. */
export type JobProgress = (done: number, total: number | null, step: string) => void;

export interface JobContext {
  /** The user who started the job, as their session would have it now. */
  user: SessionUser;
  progress: JobProgress;
}

/**
 * The work of a kind: its call's validated input in, its call's answer (data and message) out. A
 * refusal is thrown as its call throws it (`badRequest`, `information`).
 */
export type JobHandler = (input: unknown, context: JobContext) => Promise<Ok<unknown>>;

export interface StartJob {
  companyId: number;
  userId: number;
  kind: JobKind;
  /** The kind's input, already checked against its call's schema. */
  input: unknown;
}

/**
 * The work the server gives itself, with no user and no `jobs` row: each name is declared here
 * and defined by the feature that does it.
 */
export const TASKS = ['edi-delivery-look', 'edi-delivery-send'] as const;
export type TaskName = (typeof TASKS)[number];
export type TaskData = Record<string, string | number>;
export type TaskHandler = (data: TaskData) => Promise<void>;

export interface TaskOptions {
  /** Not run before this. */
  at?: Date;
  /** While a task of the name with this key waits, queueing another of them does nothing. */
  key?: string;
}

/**
 * Runs long work away from the request that asked for it. Two implementations share this
 * interface: pg-boss on PostgreSQL (several server processes share one queue) and an in-process
 * first-come-first-served queue for PGlite. Either way the `jobs` row is what a screen reads.
 */
export interface JobRunner {
  readonly name: 'pg-boss' | 'in-process';
  define(kind: JobKind, handler: JobHandler): void;
  /** Records the job as queued and hands it to a worker; answers its id at once. */
  start(job: StartJob): Promise<number>;
  /** The job of this company with this id, or undefined (another company's job too). */
  status(companyId: number, id: number): Promise<JobStatus | undefined>;
  /** Declares what a task does; before `begin`. */
  defineTask(name: TaskName, handler: TaskHandler): void;
  /**
   * Queues a task for one process, whichever takes it first, to run once. A task that fails is
   * logged, not run again: its handler's own records say what is still to do.
   */
  queueTask(name: TaskName, data: TaskData, options?: TaskOptions): Promise<void>;
  /** Settles what a stopped server left, then takes work. */
  begin(log: JobLog): Promise<void>;
  /** Stops taking work and lets the job under way end. */
  stop(): Promise<void>;
}

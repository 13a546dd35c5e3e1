import { z } from 'zod';

/**
 * Status codes of the envelope: 1 success, 0 failure, 2 invalid container — or, on the report and
 * bill calls (spec 001 §4, 002 §4), 2 an information message: nothing was done, nothing was wrong.
 */
export const Status = { failure: 0, success: 1, invalidContainer: 2, information: 2 } as const;
export type Status = (typeof Status)[keyof typeof Status];

/** `[status, message, data, extra?]`: the shape of every answer except sign-in. */
export type Envelope<D, X = unknown> = [status: Status, message: string, data: D, extra?: X];

/** Where a call's answer puts its parts, as its endpoint declares (`statusInItem1`, `messageInItem2`). */
export interface AnswerLayout {
  statusInItem1?: boolean;
  messageInItem2?: boolean;
}

/**
 * An answer's items in its call's layout: `[status, message, data, extra?]`, or with the status
 * in items 0 and 1 (`[1, 1, data, message]`, `[0, 0, message, problems]`), or with the message in
 * items 1 and 2 (`[status, message, message, data, extra?]`). A refusal's `data` is its problems.
 * @example answerItems({ messageInItem2: true }, Status.failure, 'Saved nothing.', {}) // [0, 'Saved nothing.', 'Saved nothing.', {}]
 */
export function answerItems(
  layout: AnswerLayout,
  status: Status,
  message: string,
  data: unknown,
  extra?: unknown,
  item4?: unknown,
): unknown[] {
  const fourth = extra === undefined ? [] : [extra];
  if (item4 !== undefined) fourth.push(item4);
  if (layout.statusInItem1)
    return status === Status.success
      ? [status, status, data, message]
      : [status, status, message, data];
  if (layout.messageInItem2) return [status, message, message, data, ...fourth];
  return [status, message, data, ...fourth];
}

/** What an answer's items hold, read in its call's layout (the inverse of `answerItems`). */
export function answerParts(layout: AnswerLayout, items: readonly unknown[]) {
  const status = items[0];
  if (layout.statusInItem1)
    return status === Status.success
      ? { status, message: items[3], data: items[2], extra: undefined }
      : { status, message: items[2], data: items[3], extra: undefined };
  if (layout.messageInItem2) return { status, message: items[1], data: items[3], extra: items[4] };
  return { status, message: items[1], data: items[2], extra: items[3], item4: items[4] };
}

/** Per-field problems carried as the data of a failure envelope. */
export const fieldProblems = z.record(z.string(), z.string());
export type FieldProblems = z.infer<typeof fieldProblems>;

/**
 * The answers of an envelope call as a schema, for checking a reply: success with the call's
 * data (and its item 3, when declared), or a failure. A call that reads its status from item 1
 * (`statusInItem1`) carries the status there too, and its message after the data; one that reads
 * its message from item 2 (`messageInItem2`) carries the message there too, and its data after it.
 */
export function envelopeOf(call: {
  data: z.ZodType;
  extra?: z.ZodType | undefined;
  item4?: z.ZodType | undefined;
  statusInItem1?: boolean;
  messageInItem2?: boolean;
}) {
  const extra = call.extra ?? z.unknown();
  if (call.messageInItem2)
    return z.union([
      call.extra
        ? z.tuple([z.literal(Status.success), z.string(), z.string(), call.data, extra])
        : z.tuple([z.literal(Status.success), z.string(), z.string(), call.data]),
      z.tuple([
        z.union([z.literal(Status.failure), z.literal(Status.information)]),
        z.string(),
        z.string(),
        fieldProblems,
      ]),
    ]);
  if (call.statusInItem1)
    return z.union([
      z.tuple([z.literal(Status.success), z.literal(Status.success), call.data, z.string()]),
      z.tuple([z.literal(Status.failure), z.literal(Status.failure), z.string(), fieldProblems]),
      z.tuple(
        [z.literal(Status.information), z.literal(Status.information), z.string()],
        z.unknown(),
      ),
    ]);
  return z.union([
    call.item4
      ? z.tuple([z.literal(Status.success), z.string(), call.data, extra, call.item4])
      : call.extra
        ? z.tuple([z.literal(Status.success), z.string(), call.data, extra])
        : z.tuple([z.literal(Status.success), z.string(), call.data], z.unknown()),
    z.tuple([z.literal(Status.failure), z.string(), z.unknown()], z.unknown()),
    z.tuple([z.literal(Status.invalidContainer), z.string(), z.unknown()], z.unknown()),
  ]);
}

/** The sign-in answer; a failure carries only `detail`. */
export const tokenReply = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  detail: z.string(),
});
export type TokenReply = z.infer<typeof tokenReply>;

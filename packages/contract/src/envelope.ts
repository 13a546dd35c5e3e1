import { z } from 'zod';

/**
 * Status codes of the envelope: 1 success, 0 failure, 2 invalid container — or, on the report and
 * bill calls (spec 001 §4, 002 §4), 2 an information message: nothing was done, nothing was wrong.
 */
export const Status = { failure: 0, success: 1, invalidContainer: 2, information: 2 } as const;
export type Status = (typeof Status)[keyof typeof Status];

/** `[status, message, data, extra?]`: the shape of every answer except sign-in. */
export type Envelope<D, X = unknown> = [status: Status, message: string, data: D, extra?: X];

/** Per-field problems carried as the data of a failure envelope. */
export const fieldProblems = z.record(z.string(), z.string());
export type FieldProblems = z.infer<typeof fieldProblems>;

/**
 * The answers of an envelope call as a schema, for checking a reply: success with the call's
 * data (and its item 3, when declared), or a failure. A call that reads its status from item 1
 * (`statusInItem1`) carries the status there too, and its message after the data.
 */
export function envelopeOf(call: {
  data: z.ZodType;
  extra?: z.ZodType | undefined;
  statusInItem1?: boolean;
}) {
  const extra = call.extra ?? z.unknown();
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
    call.extra
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

/**
 * An edit that started from an older version of a record than the one stored: someone saved it
 * in between. The server refuses it with HTTP 409 and `[0, message, { current }]`, where
 * `current` is the record as it now stands (the row the edit call answers), and writes nothing.
 */
export const EDIT_CONFLICT_MESSAGES = {
  changedSince: (user: string, time: string) =>
    `This record was changed by ${user}${atTime(time)} after you opened it.`,
  /** Who changed it, when the record does not name a user (a change made by the server itself). */
  someone: 'another user',
  /** A row of a bulk update or a save-all grid changed since it was read: skipped, not written. */
  rowChangedSince: (name: string, user: string, time: string) =>
    `${name} was changed by ${user}${atTime(time)} after you opened it; it was left as it is.`,
};

/** ' at 27/11/2026 14:05', or nothing where a change the server made itself left no time. */
function atTime(time: string) {
  return time ? ` at ${time}` : '';
}

/** Whether an edit call takes the version it started from. */
export function takesVersion(call: { body?: unknown }): boolean {
  const shape = (call.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'version' in shape;
}

/** The refusal's data: the record as it now stands. */
export interface EditConflict<Row = unknown> {
  current: Row;
}

/** The record a 409 refusal carries, when the refusal is an edit conflict. */
export function conflictCurrent<Row>(status: number, data: unknown): Row | undefined {
  if (status !== 409 || typeof data !== 'object' || data === null || !('current' in data))
    return undefined;
  return (data as EditConflict<Row>).current;
}

/**
 * Test-only pause points, for tests that must stop the server at an exact step of an action
 * (`test/faults/`): kill it there, or cut its database connection. Inert unless the process was
 * started with QUAYBOOK_TEST_PAUSE_AT naming the point, and armed only once the server is
 * listening, so start-up's own transactions never stop. Production never sets the variable.
 */
type FaultPoint =
  /** Every write of the transaction is done and nothing is committed yet. */
  | 'before-commit'
  /** A line's server has accepted a delivery's file, not yet recorded as sent. */
  | 'delivery-accepted';

const pauseAt = process.env.QUAYBOOK_TEST_PAUSE_AT;
let armed = false;

/** Called once the server listens: from now on the named point pauses. */
export function armFaultPoints(): void {
  armed = pauseAt !== undefined;
}

/**
 * At the armed point, says so on stdout and waits for SIGUSR2; at any other point, or unarmed,
 * goes straight on. Every request that reaches the point waits there, and one SIGUSR2 lets
 * them all go on.
 */
export async function faultPoint(point: FaultPoint): Promise<void> {
  if (!armed || pauseAt !== point) return;
  await new Promise<void>((resolve) => {
    process.once('SIGUSR2', () => resolve());
    process.stdout.write(`fault point ${point}: paused\n`);
  });
}

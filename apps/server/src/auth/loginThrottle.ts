/**
 * Sign-in is throttled per user name AND address: guessing one user's password from one address
 * is slowed, then refused, while that user signing in from anywhere else is not. Two ceilings,
 * high enough that only an attack reaches them, stop what one pair cannot see: one user's
 * password guessed from many addresses, and many user names tried from one address.
 */
export const THROTTLE = {
  /** Failures older than this no longer count. */
  windowMinutes: 15,
  /** Failures of one user name from one address before each next try must wait. */
  slowAfter: 3,
  /** The wait after the `slowAfter`-th failure, doubling with each one after it… */
  firstWaitSeconds: 2,
  /** …up to this. */
  longestWaitSeconds: 60,
  /** Failures of one user name from one address that refuse that pair for the window. */
  perUserAndAddress: 10,
  /** Failures of one user name from every address that refuse it from everywhere (logged). */
  perUser: 100,
  /** Failures from one address, whatever the user names, that refuse it for every name (logged). */
  perAddress: 100,
};

/** What the attempts of the last window say about one user name and address. */
export interface RecentFailures {
  /** Failures of this name from this address since its last success from there. */
  pair: number;
  /** Seconds since the last of those failures (null when there is none). */
  sinceLastPairFailure: number | null;
  /** Failures of this name from every address since its last success from any. */
  user: number;
  /** The addresses those came from. */
  userAddresses: number;
  /** Failures from this address, whatever the name. */
  address: number;
}

/** Why an attempt is refused before its password is checked, and how long to wait. */
type Refusal =
  | { reason: 'slowed'; waitSeconds: number }
  | { reason: 'pair' | 'user' | 'address'; waitSeconds: number };

/** The wait the pair's failures ask before its next try, in seconds. */
function pairWaitSeconds(failures: number): number {
  if (failures < THROTTLE.slowAfter) return 0;
  const doubled = THROTTLE.firstWaitSeconds * 2 ** (failures - THROTTLE.slowAfter);
  return Math.min(doubled, THROTTLE.longestWaitSeconds);
}

/** Whether an attempt may go on to its password, from the failures before it. */
export function refusalOf(recent: RecentFailures): Refusal | undefined {
  const window = THROTTLE.windowMinutes * 60;
  if (recent.user >= THROTTLE.perUser) return { reason: 'user', waitSeconds: window };
  if (recent.address >= THROTTLE.perAddress) return { reason: 'address', waitSeconds: window };
  if (recent.pair >= THROTTLE.perUserAndAddress) return { reason: 'pair', waitSeconds: window };
  const wait =
    pairWaitSeconds(recent.pair) - (recent.sinceLastPairFailure ?? Number.POSITIVE_INFINITY);
  return wait > 0 ? { reason: 'slowed', waitSeconds: Math.ceil(wait) } : undefined;
}

/** What a refused attempt is told: how long to wait, in the unit a person reads best. */
export function throttledMessage(refusal: Refusal): string {
  const wait =
    refusal.waitSeconds < 120
      ? `${refusal.waitSeconds} seconds`
      : `${Math.ceil(refusal.waitSeconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

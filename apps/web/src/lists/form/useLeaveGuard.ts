import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Whether the user is being asked to leave, and the two answers. */
interface LeaveQuestion {
  asking: boolean;
  stay(): void;
  leave(): void;
}

/**
 * While `dirty` (typed data not saved), going to another page (Back, a menu entry) waits for the
 * user to confirm, and closing or reloading the tab asks the browser's own question. A change of
 * the same page's address (its filters, its page of rows) goes through.
 */
export function useLeaveGuard(dirty: boolean): LeaveQuestion {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}

import { useState } from 'react';

/**
 * Keeps what a user types in step with a value held in the URL, following the URL only when
 * someone else changed it (back, a link), never when it merely catches up with what was typed.
 *
 * The router applies a new URL later, in a transition; on a busy machine the user has typed on by
 * then, and replacing the box with the URL that lands would undo their keys. So each value the
 * component sends is remembered until the URL shows it. `follow` runs during render, when the URL
 * changed to a value not sent from here; it may set the component's own state.
 *
 * Returns the function to call with each value sent to the URL, in the order sent.
 */
export function useOwnEchoes(outside: string, follow: () => void): (sent: string) => void {
  const [seen, setSeen] = useState(outside);
  const [pending, setPending] = useState<readonly string[]>([]);
  if (outside !== seen) {
    setSeen(outside);
    const echoed = pending.indexOf(outside);
    if (echoed >= 0) setPending(pending.slice(echoed + 1));
    else {
      setPending([]);
      follow();
    }
  }
  return (sent) => {
    // A value the URL already holds never lands again; one sent after others still might.
    if (sent !== outside || pending.length > 0) setPending((list) => [...list, sent]);
  };
}

// Whether a mouse button or finger is down, and what waits for it to come up.
let pressed = false;
let waiting: (() => void)[] = [];

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  const release = () => {
    pressed = false;
    const due = waiting;
    waiting = [];
    // After the click this press makes, which the browser sends just after the release.
    if (due.length > 0)
      setTimeout(() => {
        for (const run of due) run();
      }, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * Runs `run` now, or, while a pointer is pressed, once it is released and its click is done. A
 * press on a button takes the focus from an input first: a message the input shows on leaving it
 * would move the button from under the pointer and lose the click (Save in a form).
 */
export function afterPointer(run: () => void): void {
  if (pressed) waiting.push(run);
  else run();
}

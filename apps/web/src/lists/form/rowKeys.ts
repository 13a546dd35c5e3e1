import type { KeyboardEvent } from 'react';

/** Enter saves and Escape cancels an open row, except while a dropdown in it is open. */
export function rowKeyHandler(editor: { submit(): void; cancel(): void }) {
  return (event: KeyboardEvent) => {
    // An open dropdown uses Enter and Escape to pick or close; the row must not act on them.
    if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      editor.submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      editor.cancel();
    }
  };
}

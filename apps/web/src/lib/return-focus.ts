import { useState } from 'react';

/**
 * The element that had focus when a dialog opened (its opener), and a Radix
 * `onCloseAutoFocus` handler that gives focus back to it when the dialog closes. Radix
 * returns focus to a `Trigger` only; our dialogs are mostly opened from state (an Edit button
 * of a row, 'Add Pillar'), and without this focus fell to the page body on Esc or Save
 * (issue 21). An opener that is gone (a menu item, a row that was deleted) is left to Radix.
 */
export function useReturnFocusToOpener(onCloseAutoFocus?: (event: Event) => void) {
  // Read on the dialog content's first render, before Radix moves focus into it.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    if (!opener || opener === document.body || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}

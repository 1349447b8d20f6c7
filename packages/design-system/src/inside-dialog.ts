import { createContext, useContext } from 'react';

/**
 * True inside a DialogFrame/FormDialog. A modal dialog makes everything outside it inert (aria-hidden,
 * no pointer events), so a list a select portals to the page's end could be neither seen nor
 * clicked: selects inside a dialog render their list in place instead.
 */
export const InsideDialogContext = createContext(false);

export function useInsideDialog(): boolean {
  return useContext(InsideDialogContext);
}

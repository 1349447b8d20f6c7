import { createContext, useContext } from 'react';

/**
 * True inside a FormField `group` (a fieldset whose legend already names the widget and whose
 * error text already says what is wrong). A widget made of several controls (DatePicker) then
 * neither opens a second group with the same name nor repeats the error: screen readers announced
 * 'Tanggal, group, Tanggal, group' and the message twice (issue #12).
 */
export const FieldGroupContext = createContext(false);

export function useInsideFieldGroup(): boolean {
  return useContext(FieldGroupContext);
}

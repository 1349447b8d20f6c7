/**
 * The portal's one button hierarchy (issue #12): every button says what kind of action it is, and
 * the kind alone decides its look, so pages in different remotes cannot drift apart.
 *   primary    the main action of a page or dialog (one per view): solid, brand colour
 *   secondary  other actions, cancel, row actions that change nothing for good: outlined
 *   danger     actions that remove or reject: solid red (a confirmation asks first)
 *   quiet      low-weight actions inside dense content (menus, inline links-as-buttons): ghost
 * Chakra's `variant` and `colorPalette` are not accepted: the type keeps pages from choosing a look.
 */
import { forwardRef } from 'react';
import { Button as ChakraButton, type ButtonProps as ChakraButtonProps } from '@chakra-ui/react';
import type { ApprovalAction } from '@portal/domain';

export type ButtonKind = 'primary' | 'secondary' | 'danger' | 'quiet';

export const BUTTON_LOOK: Record<ButtonKind, Pick<ChakraButtonProps, 'variant' | 'colorPalette'>> = {
  primary: { variant: 'solid', colorPalette: 'brand' },
  secondary: { variant: 'outline', colorPalette: 'gray' },
  danger: { variant: 'solid', colorPalette: 'red' },
  quiet: { variant: 'ghost', colorPalette: 'gray' },
};

export interface ButtonProps extends Omit<ChakraButtonProps, 'variant' | 'colorPalette'> {
  /** What the action is; primary when left out. */
  kind?: ButtonKind;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ kind = 'primary', ...rest }, ref) {
  // The look last: a variant smuggled past the type (a spread of unknown props) cannot override it.
  return <ChakraButton ref={ref} {...rest} data-kind={kind} {...BUTTON_LOOK[kind]} />;
});

/** The approval actions (leave, attendance delete requests …) in the hierarchy: going on, or undoing. */
export const APPROVAL_ACTION_KIND: Record<ApprovalAction, ButtonKind> = {
  request: 'primary',
  approve: 'primary',
  reject: 'danger',
  cancel: 'danger',
  reset: 'secondary',
  reverse: 'secondary',
};

import { screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/design-system/testing';
import { WlaStatusBadge } from './WlaStatusBadge';

describe('WlaStatusBadge', () => {
  it.each([
    ['0.00', 'Fit', 'success'],
    ['0.50', 'Fit', 'success'],
    ['-0.50', 'Fit', 'success'],
    ['0.51', 'Under Load', 'danger'],
    ['-0.51', 'Over Load', 'warning'],
    ['2.25', 'Under Load', 'danger'],
  ])('gap %s is %s (%s)', (gap, label, variant) => {
    renderWithPortal(<WlaStatusBadge gap={gap} />);
    const badge = screen.getByTestId('wla-status');
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('data-variant', variant);
  });
});

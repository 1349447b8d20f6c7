import { Button } from './Button';
import { render, screen } from '@testing-library/react';
import * as api from './index';
import { PortalProvider } from './PortalProvider';
import { system } from './system';

describe('system and PortalProvider', () => {
  it('defines the brand palette, its semantic slots and the font stack', () => {
    expect(system.token('colors.brand.600')).toBe('#215da3');
    expect(system.token('colors.brand.solid')).toBeDefined();
    expect(system.token('fonts.body')).toContain('Inter');
    expect(system.token('colors.status.danger')).toBeDefined();
  });

  it('renders Chakra components and exposes the confirm host', () => {
    function UsesConfirm() {
      api.useConfirm();
      return <Button>OK</Button>;
    }
    render(
      <PortalProvider withToaster={false}>
        <UsesConfirm />
      </PortalProvider>,
    );
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('exports the whole public API from index', () => {
    for (const name of [
      'PortalProvider',
      'system',
      'notify',
      'toaster',
      'Toaster',
      'DataTable',
      'SearchableSelect',
      'DatePicker',
      'YearPicker',
      'ConfirmDialog',
      'useConfirm',
      'UploadProgress',
      'UnderConstruction',
      'ModuleUnavailable',
      'EmptyState',
      'LoadingState',
      'FormField',
    ]) {
      expect(api).toHaveProperty(name);
    }
  });
});

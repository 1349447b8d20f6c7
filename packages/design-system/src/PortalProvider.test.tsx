import { Button } from './Button';
import { render, screen } from '@testing-library/react';
import * as api from './index';
import * as forms from './forms';
import * as router from './router';
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
      'YearPicker',
      'ConfirmDialog',
      'useConfirm',
      'UploadProgress',
      'UnderConstruction',
      'ModuleUnavailable',
      'EmptyState',
      'LoadingState',
    ]) {
      expect(api).toHaveProperty(name);
    }
  });

  it('keeps what only forms need in the forms entry, and routing in the router entry', () => {
    for (const name of ['FormField', 'FormDialog', 'FormActions', 'DatePicker', 'submitToApi', 'fieldErrorsOf']) {
      expect(forms).toHaveProperty(name);
      expect(api).not.toHaveProperty(name);
    }
    for (const name of ['createBrowserRouter', 'RouterProvider', 'Link', 'NavLink', 'Outlet', 'useNavigate']) {
      expect(router).toHaveProperty(name);
    }
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPROVAL_ACTION_KIND, Button, BUTTON_LOOK } from './Button';
import { renderWithPortal } from './testing/render-with-portal';

describe('Button hierarchy', () => {
  it('is primary unless told otherwise; each kind has its own look', async () => {
    const onClick = jest.fn();
    renderWithPortal(
      <>
        <Button onClick={onClick}>Simpan</Button>
        <Button kind="secondary">Batal</Button>
        <Button kind="danger">Hapus</Button>
        <Button kind="quiet">Lainnya</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Simpan' })).toHaveAttribute('data-kind', 'primary');
    expect(screen.getByRole('button', { name: 'Hapus' })).toHaveAttribute('data-kind', 'danger');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    const looks = Object.values(BUTTON_LOOK).map((l) => `${l.variant}/${l.colorPalette}`);
    expect(new Set(looks).size).toBe(looks.length);
  });

  it('leaves the look to the kind: Chakra variants are refused by the type and ignored at run time', () => {
    const smuggled = { variant: 'ghost', colorPalette: 'green' } as object;
    renderWithPortal(
      <>
        <Button kind="danger">Hapus</Button>
        <Button kind="danger" {...smuggled}>
          Hapus juga
        </Button>
        {/* @ts-expect-error a page may not choose a variant (the typecheck in npm test fails otherwise) */}
        <Button variant="outline">Lihat</Button>
        <Button>Simpan</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Hapus juga' }).className).toBe(
      screen.getByRole('button', { name: 'Hapus' }).className,
    );
    expect(screen.getByRole('button', { name: 'Lihat' }).className).toBe(
      screen.getByRole('button', { name: 'Simpan' }).className,
    );
    expect(screen.getByRole('button', { name: 'Simpan' }).className).not.toBe(
      screen.getByRole('button', { name: 'Hapus' }).className,
    );
  });

  it('approval actions: going on is primary, refusing or withdrawing is danger, undoing is secondary', () => {
    expect(APPROVAL_ACTION_KIND).toEqual({
      request: 'primary',
      approve: 'primary',
      reject: 'danger',
      cancel: 'danger',
      reset: 'secondary',
      reverse: 'secondary',
    });
  });
});

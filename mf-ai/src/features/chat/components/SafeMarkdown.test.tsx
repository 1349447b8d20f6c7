import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/design-system/router';
import { PortalProvider } from '@portal/design-system';
import { isPortalPath, SafeMarkdown } from './SafeMarkdown';

function show(text: string) {
  return render(
    <PortalProvider withToaster={false}>
      <MemoryRouter>
        <SafeMarkdown text={text} />
      </MemoryRouter>
    </PortalProvider>,
  );
}

describe('SafeMarkdown', () => {
  test('paragraphs, lists, bold, code and links to portal pages', () => {
    show(
      'Sisa cuti Anda: **9 hari**.\n\n- Jatah: 12\n- Terpakai: `3`\n\n1. satu\n2. dua\n\nLihat [Info Izin](/pegawai/izin/info).',
    );
    expect(screen.getByText('9 hari').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Jatah: 12',
      'Terpakai: 3',
      'satu',
      'dua',
    ]);
    expect(screen.getByText('3').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Info Izin' })).toHaveAttribute('href', '/pegawai/izin/info');
  });

  test('raw HTML stays text, and links off the portal or to script addresses are not links', () => {
    const { container } = show(
      '<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n[klik](javascript:alert`3`) [luar](https://evil.example) [ganda](//evil.example)',
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container).toHaveTextContent('klik luar ganda');
  });

  test('isPortalPath accepts only the portal’s own absolute paths', () => {
    expect(['/pegawai/izin', '/', '/ai/chat?session=2'].every(isPortalPath)).toBe(true);
    expect(['//evil', '/\\evil', 'https://x', 'javascript:1', 'relatif', '/a b'].some(isPortalPath)).toBe(false);
  });
});

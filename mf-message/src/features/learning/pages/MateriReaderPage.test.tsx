import { fireEvent, screen, within } from '@testing-library/react';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import MateriReaderPage from './MateriReaderPage';

const modul = (id: number, nama: string, urutan: number) => ({
  id,
  nama,
  deskripsi: null,
  urutan,
  materi_count: 1,
  quiz_count: 0,
});
const row = (id: number, modul_id: number, judul: string) => ({
  id,
  modul_id,
  modul_nama: '',
  urutan: 1,
  judul,
  tautan: [],
  files_count: 0,
  updated_at: '2026-11-20T03:00:00.000Z',
});

describe('MateriReaderPage', () => {
  it('lists the modules in order and opens a material with its text, links and signed file address', async () => {
    const fake = fakeTransport({
      'GET /general/learning/x/modul': { data: [modul(2, 'Kepatuhan', 2), modul(1, 'Orientasi', 1)] },
      'GET /general/learning/x/materi': paged([row(11, 1, 'Tata Tertib'), row(21, 2, 'Mengenal APU-PPT')]),
      'GET /general/learning/x/materi/21': {
        data: {
          ...row(21, 2, 'Mengenal APU-PPT'),
          isi: 'Setiap pegawai wajib mengenali nasabah.',
          tautan: [{ label: 'PPATK', url: 'https://www.ppatk.go.id' }],
          files: [
            {
              id: 5,
              name: 'panduan.pdf',
              content_type: 'application/pdf',
              size: 2048,
              url: '/api/file/signed/abc?sig=1',
              created_at: '2026-11-20T03:00:00.000Z',
            },
          ],
        },
      },
    });
    renderWithProviders(<MateriReaderPage />, { transport: fake.transport });
    const modules = await screen.findAllByTestId('materi-modul');
    expect(modules.map((m) => within(m).getByRole('heading').textContent)).toEqual(['Orientasi', 'Kepatuhan']);
    fireEvent.click(await within(modules[1]!).findByRole('button', { name: /Mengenal APU-PPT/ }));
    const body = await screen.findByTestId('materi-body');
    expect(body).toHaveTextContent('Setiap pegawai wajib mengenali nasabah.');
    expect(within(body).getByRole('link', { name: 'PPATK' })).toHaveAttribute('href', 'https://www.ppatk.go.id');
    expect(within(body).getByRole('link', { name: /panduan\.pdf/ })).toHaveAttribute(
      'href',
      '/api/file/signed/abc?sig=1',
    );
  });
});

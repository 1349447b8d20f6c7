import { fireEvent, screen } from '@testing-library/react';
import { fakeTransport } from '@portal/api-client/testing';
import { renderPage } from '@portal/design-system/testing';
import FaqPage from './FaqPage';
import GuidelineProgrammerPage from './GuidelineProgrammerPage';
import GuidelinesPage from './GuidelinesPage';
import GuidelineSdmPage from './GuidelineSdmPage';

const { transport } = fakeTransport({});

describe('help pages', () => {
  it('FAQ answers how to check in, request leave, reset a password and what each role sees', () => {
    renderPage(<FaqPage />, { transport });
    expect(screen.getByRole('heading', { name: 'Pertanyaan yang Sering Diajukan' })).toBeInTheDocument();
    for (const question of [
      'Bagaimana cara melakukan absen masuk dan pulang?',
      'Bagaimana cara mengajukan cuti atau izin?',
      'Saya lupa password. Bagaimana cara meresetnya?',
      'Apa yang dapat dilihat setiap role?',
    ])
      expect(screen.getByText(question)).toBeInTheDocument();
  });

  it('FAQ search keeps only the matching questions and says when none match', () => {
    renderPage(<FaqPage />, { transport });
    const search = screen.getByRole('textbox', { name: 'Cari pertanyaan' });
    fireEvent.change(search, { target: { value: 'captcha' } });
    expect(screen.getByText('Saya lupa password. Bagaimana cara meresetnya?')).toBeInTheDocument();
    expect(screen.queryByText('Apa yang dapat dilihat setiap role?')).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zzzz tidak ada' } });
    expect(screen.getByText(/Tidak ada pertanyaan yang cocok/)).toBeInTheDocument();
  });

  it('the guidelines have a table of contents linking to each section', () => {
    renderPage(<GuidelineProgrammerPage />, { transport });
    const link = screen.getByRole('link', { name: 'Cara divisi merilis remote-nya' });
    expect(link).toHaveAttribute('href', '#rilis-remote');
    expect(screen.getByRole('heading', { name: 'Cara divisi merilis remote-nya' })).toBeInTheDocument();
    expect(screen.getByText(/npx pnpm@10 --filter mf-absen dev/)).toBeInTheDocument();
  });

  it('the SDM guideline opens with its sections', () => {
    renderPage(<GuidelineSdmPage />, { transport });
    expect(screen.getByRole('heading', { name: 'Akun, role dan password' })).toBeInTheDocument();
  });

  it('the guidelines index links both guidelines', () => {
    renderPage(<GuidelinesPage />, { transport });
    expect(screen.getByRole('link', { name: 'Pedoman SDM' })).toHaveAttribute('href', '/guidelines/sdm');
    expect(screen.getByRole('link', { name: 'Pedoman Programmer' })).toHaveAttribute('href', '/guidelines/programmer');
  });
});

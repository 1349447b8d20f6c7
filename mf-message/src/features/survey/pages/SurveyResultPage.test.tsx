import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { surveyResult } from '../survey-fixtures';
import SurveyResultPage from './SurveyResultPage';

jest.setTimeout(40_000);

const PATH = '/survey/:id/hasil';
const RESULT = '/general/survey/5/x/result';
const EXPORT = '/general/survey/5/x/export';

let clicked: HTMLAnchorElement[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:survey');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('SurveyResultPage', () => {
  it('shows the respondents and every question’s result, and downloads the xlsx', async () => {
    const { transport, request } = fakeTransport({
      [`GET ${RESULT}`]: surveyResult(),
      [`GET ${EXPORT}`]: {
        blob: async () => new Blob(['PK']),
        headers: {
          get: (name: string) => (name === 'content-disposition' ? 'attachment; filename="hasil-survei-5.xlsx"' : null),
        },
      },
    });
    renderWithProviders(<SurveyResultPage />, { transport, path: PATH, route: '/survey/5/hasil' });
    expect(await screen.findByRole('heading', { name: 'Hasil Survei: Survei Kepuasan Pelatihan' })).toBeInTheDocument();
    expect(screen.getByTestId('survey-result-respondents')).toHaveTextContent(
      '4 responden · 01 November 2026 s.d. 30 November 2026 · Anonim',
    );
    expect(screen.getByText('Apakah pelatihan bermanfaat?', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Kepuasan Anda', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Lebih banyak praktik')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar survei' })).toHaveAttribute('href', '/survey');

    fireEvent.click(screen.getByTestId('survey-result-download'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(request).toHaveBeenCalledWith('GET', EXPORT, expect.objectContaining({ responseType: 'response' }));
    expect(clicked[0].download).toBe('hasil-survei-5.xlsx');
  });

  it('says so for a survey that does not exist, and asks nothing for a malformed id', async () => {
    const { transport } = fakeTransport({ [`GET ${RESULT}`]: new ApiError(404, 'Survei tidak ditemukan') });
    renderWithProviders(<SurveyResultPage />, { transport, path: PATH, route: '/survey/5/hasil' });
    expect(await screen.findByText('Survei tidak ditemukan')).toBeInTheDocument();

    const other = fakeTransport({});
    renderWithProviders(<SurveyResultPage />, { transport: other.transport, path: PATH, route: '/survey/abc/hasil' });
    expect((await screen.findAllByText('Survei tidak ditemukan')).length).toBe(2);
    expect(other.request).not.toHaveBeenCalled();
  });

  it('shows another failure’s message', async () => {
    const { transport } = fakeTransport({ [`GET ${RESULT}`]: new ApiError(500, 'Server sedang sibuk') });
    renderWithProviders(<SurveyResultPage />, { transport, path: PATH, route: '/survey/5/hasil' });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
  });
});

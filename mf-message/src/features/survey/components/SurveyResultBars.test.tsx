import { fireEvent, screen, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';

const options = () => ({ transport: fakeTransport({}).transport });
import { choiceResult, surveyResult } from '../survey-fixtures';
import { SurveyResultBars } from './SurveyResultBars';

describe('SurveyResultBars', () => {
  it('shows each option’s count and percentage as text, and the same numbers as a table', () => {
    renderWithProviders(<SurveyResultBars question={choiceResult()} number={1} />, options());
    const counts = screen.getAllByTestId('survey-result-count').map((el) => el.textContent);
    expect(counts).toEqual(['3 (75%)', '1 (25%)']);
    expect(screen.getByRole('list', { name: '1. Apakah pelatihan bermanfaat?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan tabel' }));
    const table = screen.getByTestId('survey-result-table');
    expect(within(table).getByRole('row', { name: /Ya 3 75%/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Tidak 1 25%/ })).toBeInTheDocument();
  });

  it('a scale shows 1..5 and the average; a text question lists its answers', () => {
    const [, skala, teks] = surveyResult().data.questions;
    renderWithProviders(
      <>
        <SurveyResultBars question={skala} number={2} />
        <SurveyResultBars question={teks} number={3} />
      </>,
      options(),
    );
    expect(screen.getAllByTestId('survey-result-count').map((el) => el.textContent)).toEqual([
      '0 (0%)',
      '0 (0%)',
      '1 (25%)',
      '2 (50%)',
      '1 (25%)',
    ]);
    expect(screen.getByText(/Rata-rata 4,00/)).toBeInTheDocument();
    expect(within(screen.getByTestId('survey-result-texts')).getAllByRole('listitem')).toHaveLength(2);
  });
});

import { screen, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import KpiFlowchartPage from './KpiFlowchartPage';

describe('KpiFlowchartPage', () => {
  it('draws the flow as an ordered list a screen reader reads in order: Draft → Request → decision → Reverse', () => {
    renderWithProviders(<KpiFlowchartPage />, { transport: fakeTransport({}).transport });
    const flow = screen.getByRole('list', { name: 'Alur penilaian KPI' });
    const steps = within(flow)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(steps).toEqual(['1. Draft', '2. Request Approval', '3. Setujui / Tolak', '4. Batalkan Keputusan']);
    expect(screen.getByRole('heading', { level: 1, name: 'Flowchart KPI' })).toBeInTheDocument();
  });
});

// The helpdesk's badges and summary cards as the agents' list shows them (no API calls).
import { SLA_RUNNING, SUMMARY } from '../helpdesk-fixtures';
import { SlaBadges } from './TicketBadges';
import { SummaryCards } from './SummaryCards';

const meta = {
  title: 'mf-message/Helpdesk/SlaBadges',
  component: SlaBadges,
  args: { sla: SLA_RUNNING },
};

export default meta;

/** Both clocks running. */
export const Running = {};

/** Answered in time, solved late. */
export const MetAndBreached = {
  args: {
    sla: {
      response: { target_menit: 30, menit: 20, state: 'met', due_at: '2026-03-05T02:30:00.000Z' },
      resolution: { target_menit: 240, menit: 300, state: 'breached', due_at: '2026-03-05T06:00:00.000Z' },
    },
  },
};

/** The agents' summary cards. */
export const Summary = { render: () => <SummaryCards summary={SUMMARY} /> };

// The KPI assessment flow as /penilaian/kpi/flowchart draws it (boxes and arrows, no chart library).
import { KpiFlowchart } from './KpiFlowchart';

const meta = { title: 'mf-kpi/kpi/KpiFlowchart', component: KpiFlowchart };

export default meta;

/** Draft → Request → Approve/Reject → Reverse. */
export const Flow = {};

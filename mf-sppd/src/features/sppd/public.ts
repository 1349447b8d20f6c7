/** What other features of mf-sppd may use of the SPPD feature. */
export { SppdTimeline as ApprovalTimeline } from './components/SppdTimeline';

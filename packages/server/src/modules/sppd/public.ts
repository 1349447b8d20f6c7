/** What other modules may use of sppd: the route plugins (app.ts) and the approval type (demo loader). */
export { sppdRoutes } from './sppd.routes.js';
export { sppdMasterRoutes } from './master.routes.js';
export { registerSppdApproval } from './sppd-approval.js';
export { generateCosts } from './costs.js';
export { SPPD_TYPE } from './sppd-rules.js';

/** What other modules may use of the job API: the caller's own jobs as the client sees them. */
export { JobsService, type JobView } from './jobs.service.js';

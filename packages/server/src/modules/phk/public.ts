// What sibling modules may use of terminations (the lint's module boundary): the job that applies
// terminations whose date has come (for a caller that must see today's state at once, e.g. a test
// or an import), ADR 0047.
export { applyDueTerminations } from './phk-status.js';

// What sibling modules may use of outsourced staff (the lint's module boundary): the expiry notice
// (for a caller that must see today's notices at once, e.g. the demo loader), ADR 0051.
export { notifyExpiringContracts } from './outsourcing-expiry.js';

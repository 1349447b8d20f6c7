// What other modules may use of the outbox module (the lint's module boundary).
export * from './mask-recipient.js';
// The viewer's query and row mapping, for the WhatsApp webhook lists (modules/whatsapp).
export { countByStatus, countOutbox, listOutbox, type OutboxFilter } from './outbox.repo.js';
export { toViewerRow } from './outbox.service.js';

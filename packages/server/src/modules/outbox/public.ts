// What other modules may use of the outbox module (the lint's module boundary).
export * from './mask-recipient.js';

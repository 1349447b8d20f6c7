// What sibling modules may use of the users module (the lint's module boundary): whether an
// account's contact is verified, and sending the account a link to verify the contact it has
// (HR's contact lists, /pegawai/contact/*; issue #22).
export { VERIFIED_EMAIL, VERIFIED_WHATSAPP } from './verified-contacts.js';
export { ContactService } from './users-contact.service.js';

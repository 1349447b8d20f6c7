/** What other modules may use of the attendance delete requests. */
export { DELETE_REQUEST_TYPE } from './absen-delete-request.repo.js';

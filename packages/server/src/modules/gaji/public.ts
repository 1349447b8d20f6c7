// What other modules may use of salary deductions: the AI assistant reads them with the list's own scoping (issue #21).
export { PotonganService, isDeductionAdmin } from './potongan.service.js';

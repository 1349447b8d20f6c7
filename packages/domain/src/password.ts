/**
 * Spec section 5: a password is "default" (weak) when it equals the user name or matches the weak list.
 * Such users are held on the profile page; new passwords must not be weak.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work argon2 does per login attempt. */
export const PASSWORD_MAX_LENGTH = 128;

const WEAK_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'abc123',
  'abcdef',
  'abcd1234',
  'iloveyou',
  'letmein',
  'welcome',
  'welcome123',
  'administrator',
  'root',
  'rahasia',
  'bismillah',
  'indonesia',
]);

/** admin, admin1, admin123, adminadmin, admin2026 … (but not "Admin#2026", which has a symbol). */
const ADMIN_PATTERN = /^(admin)+\d*$/;
/** One character repeated: 11111111, aaaaaa. */
const REPEATED_PATTERN = /^(.)\1+$/;
const SEQUENTIAL_MIN_LENGTH = 4;
// Doubled so that runs wrapping from 9 to 0 (7890123) are found too.
const ASCENDING_CYCLE = '01234567890123456789';
const DESCENDING_CYCLE = '98765432109876543210';

export function isWeakPassword(password: string, username?: string | null): boolean {
  const candidate = password.trim().toLowerCase();
  if (candidate === '') return true;
  if (username != null && candidate === username.trim().toLowerCase()) return true;
  if (WEAK_PASSWORDS.has(candidate)) return true;
  if (ADMIN_PATTERN.test(candidate) || REPEATED_PATTERN.test(candidate)) return true;
  return isSequentialDigits(candidate);
}

/** 1234, 12345678, 123456789, 0123456789, 87654321, 7890123 (the run may wrap from 9 to 0). */
function isSequentialDigits(candidate: string): boolean {
  if (candidate.length < SEQUENTIAL_MIN_LENGTH || !/^\d+$/.test(candidate)) return false;
  if (candidate.length > 10) return false;
  return ASCENDING_CYCLE.includes(candidate) || DESCENDING_CYCLE.includes(candidate);
}

/** Indonesian problems with a new password; empty when it may be used. Shared by server validation and the profile form. */
export function passwordProblems(password: string, username?: string | null): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`Password minimal ${PASSWORD_MIN_LENGTH} karakter`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`Password maksimal ${PASSWORD_MAX_LENGTH} karakter`);
  if (username != null && password.trim().toLowerCase() === username.trim().toLowerCase()) {
    problems.push('Password tidak boleh sama dengan nama user');
  } else if (isWeakPassword(password, username)) {
    problems.push('Password terlalu mudah ditebak, gunakan kombinasi huruf, angka dan simbol');
  }
  return problems;
}

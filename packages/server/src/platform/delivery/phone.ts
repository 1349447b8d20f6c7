/**
 * WhatsApp numbers as people type them (0812-3456-7890, +62 812 3456 7890, 62812…, 812…) to the
 * international digits Ultramsg expects, or null when it cannot be a number WhatsApp knows.
 */
const ALLOWED = /^\+?[\d\s().-]+$/;
/** E.164: up to 15 digits, no leading zero. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;
/** Indonesian mobile numbers: 62 8xx, 9 to 12 digits after the country code. */
const INDONESIAN_MOBILE = /^628\d{8,11}$/;

export function normalizeWhatsAppNumber(raw: string): string | null {
  const text = raw.trim();
  if (!text || !ALLOWED.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (!text.startsWith('+')) {
    if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
    else if (digits.startsWith('8')) digits = `62${digits}`;
  }
  if (!INTERNATIONAL.test(digits)) return null;
  if (digits.startsWith('62') && !INDONESIAN_MOBILE.test(digits)) return null;
  return digits;
}

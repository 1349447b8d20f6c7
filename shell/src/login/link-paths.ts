/**
 * The pages e-mailed links open before anyone signs in. Kept apart from their screens so the portal's
 * root can recognise a link without loading the screens: they load only when such a link is opened.
 */
export const RESET_PASSWORD_PATH = '/reset-password';
export const VERIFY_PATH = '/verify';

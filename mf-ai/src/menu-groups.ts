/** The side menu group of every mf-ai page. */
export const AI_MENU = 'Asisten AI';

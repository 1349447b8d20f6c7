/**
 * At sign-in a default-password user gets the 15 s warning; the redirect to the profile page that
 * follows right away should not add the 10 s "hold" message on top. Later attempts to leave do get it.
 */
let quietHold = false;

export function holdQuietlyOnce(): void {
  quietHold = true;
}

export function consumeQuietHold(): boolean {
  const quiet = quietHold;
  quietHold = false;
  return quiet;
}

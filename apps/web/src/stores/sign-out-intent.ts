/**
 * This tab is signing out on purpose. Between asking the server to end the session and clearing
 * it here, the server's "your session ended" (the socket's `session:ended`, a 401 of a call in
 * flight) is the answer to our own request: no "ended elsewhere" notice, no sign-in page.
 * Module state, not the persisted store: it must never outlive the tab's sign-out.
 */
let signingOut = false;

export const beginSignOut = (): void => {
  signingOut = true;
};
export const endSignOut = (): void => {
  signingOut = false;
};
export const isSigningOut = (): boolean => signingOut;

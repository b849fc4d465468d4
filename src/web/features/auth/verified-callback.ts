/** Verification links come back to the sign-in screen, which then says the address is verified. */
export const VERIFIED_CALLBACK_URL = '/auth?verified=1';

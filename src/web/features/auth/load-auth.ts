import type { Resolver } from 'react-hook-form';
import type { TSignIn, TSignUp } from '../../../shared/contracts/auth';
import { loadAuthClient } from '../../lib/load-auth-client';

/**
 * The form schemas (zod) load on first use like the auth client (lib/load-auth-client.ts): a submit, a
 * provider button, or the first focus in a form.
 */
export const loadAuthContracts = () => import('../../../shared/contracts/auth');

/** Starts both downloads early, e.g. when a form gets focus. */
export function preloadAuth(): void {
  void loadAuthClient();
  void loadAuthContracts();
}

const loadZodResolver = async () => (await import('@hookform/resolvers/zod')).zodResolver;

/** react-hook-form resolvers for the two forms, validating with the shared schemas once those have loaded. */
export const signInResolver: Resolver<TSignIn> = async (values, context, options) => {
  const [zodResolver, { ZSignIn }] = await Promise.all([loadZodResolver(), loadAuthContracts()]);
  return zodResolver(ZSignIn)(values, context, options);
};

export const signUpResolver: Resolver<TSignUp> = async (values, context, options) => {
  const [zodResolver, { ZSignUp }] = await Promise.all([loadZodResolver(), loadAuthContracts()]);
  return zodResolver(ZSignUp)(values, context, options);
};

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSignOutIntent } from '../../app/require-session';
import { forgetOfflineData } from '../../app/service-worker';
import { authClient } from '../../lib/auth-client';
import { toastError } from '../../lib/toasts';

/** Signs out, forgets every cached query, goes home and says so. */
export function useSignOut(): { signOut: () => Promise<void>; isPending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intent = useSignOutIntent();
  const [isPending, setIsPending] = useState(false);

  const signOut = useCallback(async () => {
    setIsPending(true);
    intent?.setIsSigningOut(true);
    const { error } = await authClient.signOut();
    if (error) {
      intent?.setIsSigningOut(false);
      setIsPending(false);
      toastError(error);
      return;
    }
    // No state reset on success: this page is leaving, and the guard must not redirect to /auth meanwhile.
    await navigate('/', { replace: true });
    queryClient.clear();
    await forgetOfflineData();
    toast.success('Signed out successfully');
  }, [intent, navigate, queryClient]);

  return { signOut, isPending };
}

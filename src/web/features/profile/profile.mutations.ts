import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfile } from '../../../shared/contracts/account';
import type { TMe } from '../../../shared/contracts/me';
import { ApiError, apiFetch, readFailedResponse } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';
import { authQueries } from '../auth/auth.queries';

/** The header, switcher and member lists all show the person: refresh them after a change. */
function useRefreshPeople() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: authQueries.me().queryKey });
    void queryClient.invalidateQueries({ queryKey: topicKey('memberships') });
  };
}

/** Saves Full Name and Company; the answer is the account as it now is. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async (input: TUpdateProfile) =>
      (await apiFetch('/api/v1/me/profile', { method: 'PATCH', body: input })) as TMe,
    onSuccess: (me) => queryClient.setQueryData(authQueries.me().queryKey, me),
    onSettled: refresh,
  });
}

async function uploadPhoto(file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/v1/me/photo', {
      method: 'PUT',
      body: file,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
    });
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', message: 'Could not reach the server.', status: 0 });
  }
  if (response.ok) return;
  throw await readFailedResponse(response, 'The photo could not be saved');
}

/** Uploads a new photo (the server checks and re-encodes it). */
export function useUploadPhoto() {
  const refresh = useRefreshPeople();
  return useMutation({ mutationFn: uploadPhoto, onSettled: refresh });
}

/** Removes the photo; initials show again. */
export function useRemovePhoto() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: () => apiFetch('/api/v1/me/photo', { method: 'DELETE' }),
    onSettled: refresh,
  });
}

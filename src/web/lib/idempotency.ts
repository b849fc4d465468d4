import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per submission attempt: the same key is sent again when the user retries the same
 * form (a double click, a failed request), and a new one after success or after the form changed, so a
 * retry never posts money twice.
 */
export function useIdempotencyKey() {
  const keyRef = useRef<{ key: string; fingerprint: string } | null>(null);

  const getKey = useCallback((payload: unknown) => {
    const fingerprint = JSON.stringify(payload);
    if (keyRef.current === null || keyRef.current.fingerprint !== fingerprint) {
      keyRef.current = { key: crypto.randomUUID(), fingerprint };
    }
    return keyRef.current.key;
  }, []);

  const resetKey = useCallback(() => {
    keyRef.current = null;
  }, []);

  return { getKey, resetKey };
}

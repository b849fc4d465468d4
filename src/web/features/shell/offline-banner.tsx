import { WifiOff } from 'lucide-react';
import { formatFetchedTime } from '../../lib/offline';
import { useOfflineState } from '../../lib/use-offline-state';

/**
 * Over every dashboard page while there is no connection: the figures on screen came from this phone's copy
 * (public/sw.js), and when they were fetched. Nothing can be saved until the connection is back.
 */
export function OfflineBanner() {
  const { isOffline, figuresAsOf } = useOfflineState();
  if (!isOffline) return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 break-words">
        <strong className="font-semibold">
          {figuresAsOf ? `Offline: figures as of ${formatFetchedTime(figuresAsOf)}` : 'Offline'}
        </strong>{' '}
        {figuresAsOf
          ? 'These are the figures this phone kept from your last visit. Nothing can be saved until you are connected.'
          : 'You are not connected. Nothing can be saved until you are connected.'}
      </p>
    </div>
  );
}

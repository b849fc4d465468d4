import { useQuery } from '@tanstack/react-query';
import type { TUserSettings } from '../../../shared/contracts/account';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { getErrorMessage } from '../../lib/errors';
import { toastError } from '../../lib/toasts';
import { accountQueries, useUpdateSettings } from './settings.queries';

const SWITCHES = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description:
      'E-mail from Masakhane at all. Security messages (sign-in, password, two-factor) are always sent.',
  },
  {
    key: 'transactionAlerts',
    label: 'Transaction Alerts',
    description: 'When money is recorded, confirmed, paid out or repaid for you.',
  },
  {
    key: 'memberUpdates',
    label: 'Member Updates',
    description: 'When a request to join is decided or your role in a group changes.',
  },
] as const satisfies readonly { key: keyof TUserSettings; label: string; description: string }[];

/** The three e-mail switches, saved as they are flipped. */
export function NotificationSettingsCard() {
  const settings = useQuery(accountQueries.settings());
  const update = useUpdateSettings();
  const isMailOff = settings.data?.emailNotifications === false;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Notifications</h2>
        <CardDescription>Which e-mails you get. Every e-mail also has a link to stop it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isPending && <Skeleton className="h-40 w-full" />}
        {settings.isError && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-4 text-sm">
            <p>{getErrorMessage(settings.error, 'Your settings could not be loaded.')}</p>
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {settings.data &&
          SWITCHES.map(({ key, label, description }) => {
            const id = `setting-${key}`;
            const isDependent = key !== 'emailNotifications';
            return (
              <div key={key} className="flex items-center justify-between gap-4 rounded-lg border p-4">
                <div className="min-w-0">
                  <label htmlFor={id} className="font-medium">
                    {label}
                  </label>
                  <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                    {description}
                    {isDependent && isMailOff && ' Off while Email Notifications is off.'}
                  </p>
                </div>
                <Switch
                  id={id}
                  aria-describedby={`${id}-hint`}
                  checked={settings.data[key]}
                  onCheckedChange={(checked) =>
                    update.mutate({ [key]: checked }, { onError: (error) => toastError(error) })
                  }
                />
              </div>
            );
          })}
      </CardContent>
    </Card>
  );
}

import { Monitor, Moon, ShieldCheck, ShieldOff, Sun } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';
import { THEMES, type TTheme, useTheme } from '../../lib/theme';
import { useDashboardAccess } from '../../lib/use-dashboard-access';
import { ChangePasswordCard } from './change-password-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorEnableDialog } from './two-factor-enable-dialog';
import { YourDataCard } from './your-data-card';

const THEME_OPTIONS = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
  system: { label: 'System', icon: Monitor },
} satisfies Record<TTheme, { label: string; icon: typeof Sun }>;

function AppearanceCard() {
  const { theme, setTheme } = useTheme();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Appearance</h2>
        <CardDescription>
          Light, dark, or the same as your device. Remembered in this browser.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset>
          <legend className="sr-only">Theme</legend>
          <div className="grid grid-cols-3 gap-2 sm:max-w-md">
            {THEMES.map((option) => {
              const { label, icon: Icon } = THEME_OPTIONS[option];
              const isSelected = theme === option;
              return (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    isSelected ? 'border-primary bg-accent text-accent-foreground' : 'hover:bg-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={option}
                    checked={isSelected}
                    onChange={() => setTheme(option)}
                    className="sr-only"
                  />
                  <Icon className="size-5" aria-hidden />
                  {label}
                </label>
              );
            })}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}

function TwoFactorRow() {
  const { me } = useDashboardAccess();
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const isTwoFactorOn = me?.user.twoFactorEnabled ?? false;
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
      <div className="flex items-center gap-3">
        {isTwoFactorOn ? (
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden />
        ) : (
          <ShieldOff className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <div>
          <label htmlFor="two-factor-switch" className="font-medium">
            Two-Factor Authentication
          </label>
          <p id="two-factor-hint" className="text-sm text-muted-foreground">
            A code from an authenticator app at every sign-in.
          </p>
        </div>
      </div>
      <Switch
        id="two-factor-switch"
        aria-describedby="two-factor-hint"
        checked={isTwoFactorOn}
        disabled={!me}
        onCheckedChange={(checked) => setDialog(checked ? 'enable' : 'disable')}
      />
      <TwoFactorEnableDialog isOpen={dialog === 'enable'} onClose={() => setDialog(null)} />
      <TwoFactorDisableDialog isOpen={dialog === 'disable'} onClose={() => setDialog(null)} />
    </div>
  );
}

function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Security</h2>
        <CardDescription>How your account is protected.</CardDescription>
      </CardHeader>
      <CardContent>
        <TwoFactorRow />
      </CardContent>
    </Card>
  );
}

/** /dashboard/settings: e-mails, security (two-factor, password, devices), appearance and your data. */
export function SettingsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Settings"
        description="Manage your e-mails, how your account is protected, and your data"
      />
      <NotificationSettingsCard />
      <SecurityCard />
      <ChangePasswordCard />
      <SessionsCard />
      <AppearanceCard />
      <YourDataCard />
    </div>
  );
}

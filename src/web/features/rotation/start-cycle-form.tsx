import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { getTodayIso } from '../../../shared/calendar';
import { parseRandToCents } from '../../../shared/money';
import { DateField } from '../../components/money-form/date-field';
import { DecimalField } from '../../components/money-form/money-fields';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { toastError } from '../../lib/toasts';
import { membershipQueries } from '../organizations/organizations.queries';
import { useStartCycle } from './rotation.mutations';

/** Admins: start a cycle with every member and draw the payout order (the seed is recorded). */
export function StartCycleForm({ organizationId }: { organizationId: string }) {
  const members = useInfiniteQuery(membershipQueries.list(organizationId, ''));
  const start = useStartCycle(organizationId);
  const [amount, setAmount] = useState('');
  const [frequency, setFrequency] = useState<'monthly' | 'weekly' | 'fortnightly'>('monthly');
  const [startsOn, setStartsOn] = useState(getTodayIso());
  const [recipientPays, setRecipientPays] = useState(false);
  const memberUserIds = (members.data?.pages ?? []).flatMap((page) => page.members.map((m) => m.userId));

  const submit = () => {
    const amountCents = parseRandToCents(amount);
    if (amountCents === null || amountCents <= 0)
      return void toast.error('Enter the amount each member pays');
    if (memberUserIds.length < 2) return void toast.error('A rotation needs at least two members');
    start.mutate(
      { amountCents, frequency, startsOn, recipientPays, memberUserIds },
      {
        onSuccess: () => toast.success('Cycle started and the order drawn'),
        onError: (error) => toastError(error),
      },
    );
  };

  return (
    <Card className="grid gap-4 p-4">
      <h2 className="font-semibold text-lg">Start a cycle</h2>
      <p className="text-muted-foreground text-sm">
        Every member of the group ({memberUserIds.length}) takes part. The payout order is drawn from a
        recorded seed, so any member can check it.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DecimalField
          id="rotation-amount"
          label="Amount per member (R)"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <div className="grid gap-2">
          <Label htmlFor="rotation-frequency">How often</Label>
          <select
            id="rotation-frequency"
            className="h-10 rounded-md border border-input bg-card px-3"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as typeof frequency)}
          >
            <option value="monthly">Monthly</option>
            <option value="fortnightly">Fortnightly</option>
            <option value="weekly">Weekly</option>
          </select>
        </div>
        <DateField
          id="rotation-start"
          label="First day of round 1"
          max={null}
          value={startsOn}
          onChange={(e) => setStartsOn(e.target.value)}
        />
        <label className="flex items-center gap-2 text-sm sm:pt-7">
          <input
            type="checkbox"
            checked={recipientPays}
            onChange={(e) => setRecipientPays(e.target.checked)}
          />
          The recipient also pays in their own round
        </label>
      </div>
      <Button
        onClick={submit}
        disabled={start.isPending || members.isPending}
        className="sm:justify-self-start"
      >
        Start cycle and draw the order
      </Button>
    </Card>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { membershipQueries } from '../organizations/organizations.queries';
import type { TMemberAmount } from './rules-form-state';

/** Per-member amounts: a member picked from the list pays their own amount instead of the group's. */
export function MemberAmounts({
  organizationId,
  rows,
  onChange,
}: {
  organizationId: string;
  rows: TMemberAmount[];
  onChange: (rows: TMemberAmount[]) => void;
}) {
  const members = useInfiniteQuery(membershipQueries.list(organizationId, ''));
  const [picked, setPicked] = useState('');
  const choices = (members.data?.pages.flatMap((page) => page.members) ?? []).filter(
    (member) => !rows.some((row) => row.membershipId === member.id),
  );

  function add() {
    const member = choices.find((choice) => choice.id === picked);
    if (!member) return;
    onChange([...rows, { membershipId: member.id, name: member.fullName ?? 'Member', amount: '' }]);
    setPicked('');
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">Members who pay a different amount</legend>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">Everyone pays the amount above.</p>}
      {rows.map((row) => (
        <div key={row.membershipId} className="flex items-end gap-2">
          <div className="grid flex-1 gap-1">
            <Label htmlFor={`member-amount-${row.membershipId}`}>{row.name} (R)</Label>
            <Input
              id={`member-amount-${row.membershipId}`}
              inputMode="decimal"
              value={row.amount}
              onChange={(event) =>
                onChange(
                  rows.map((item) =>
                    item.membershipId === row.membershipId ? { ...item, amount: event.target.value } : item,
                  ),
                )
              }
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${row.name}'s own amount`}
            onClick={() => onChange(rows.filter((item) => item.membershipId !== row.membershipId))}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <div className="flex flex-col gap-2 sm:flex-row">
        <NativeSelect
          aria-label="Member to give their own amount"
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
        >
          <option value="">Choose a member…</option>
          {choices.map((member) => (
            <option key={member.id} value={member.id}>
              {member.fullName ?? member.email ?? 'Member'}
            </option>
          ))}
        </NativeSelect>
        <Button type="button" variant="outline" onClick={add} disabled={!picked}>
          Add member amount
        </Button>
      </div>
    </fieldset>
  );
}

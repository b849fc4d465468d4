import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TClaimedMemberRecord } from '../../../shared/contracts/member-records';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { getErrorMessage } from '../../lib/errors';
import { selectOrganization } from '../../lib/selected-organization';
import { useClaimMemberRecord } from './organizations.mutations';

function Claimed({ claimed }: { claimed: TClaimedMemberRecord }) {
  return (
    <div role="status" className="grid gap-4 text-center">
      <CircleCheck className="mx-auto size-10 text-primary" aria-hidden />
      <p className="text-lg font-medium">
        The record of {claimed.fullName ?? 'this member'} in {claimed.organizationName} is now yours.
      </p>
      <p className="text-sm text-muted-foreground">
        Your contributions, loans and cover there are under your own sign-in from now on.
      </p>
      <Button asChild className="justify-self-center">
        <Link to="/dashboard" onClick={() => selectOrganization(claimed.organizationId)}>
          Open {claimed.organizationName}
        </Link>
      </Button>
    </div>
  );
}

/**
 * /dashboard/claim: the signed-in person enters the code a treasurer gave them (or opens the invitation's
 * link, which fills it in) and claims their member record.
 */
export function ClaimRecordPage() {
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(searchParams.get('code') ?? '');
  const claim = useClaimMemberRecord();

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6">
      <PageHeader
        title="Claim Your Record"
        description="Your group keeps a record of your contributions, loans and cover. Enter the invitation code your treasurer gave you to see it under your own sign-in."
      />
      <Card>
        <CardContent className="pt-6">
          {claim.data ? (
            <Claimed claimed={claim.data} />
          ) : (
            <form
              noValidate
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                claim.mutate({ code });
              }}
            >
              <TextField
                id="claim-code"
                label="Invitation code"
                placeholder="K7QM-4DXP-9WRT"
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono tracking-widest uppercase"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={
                  claim.error ? getErrorMessage(claim.error, 'The record could not be claimed.') : undefined
                }
              />
              <Button type="submit" disabled={claim.isPending || code.trim() === ''}>
                {claim.isPending && <Spinner label="Claiming" />}
                Claim Record
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

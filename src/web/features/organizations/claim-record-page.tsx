import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { getErrorMessage } from '../../lib/errors';
import { selectOrganization } from '../../lib/selected-organization';
import { toastSuccess } from '../../lib/toasts';
import { useClaimMemberRecord } from './organizations.mutations';

/**
 * /dashboard/claim: the signed-in person enters the code a treasurer gave them (or opens the invitation's
 * link, which fills it in) and claims their member record; the group's dashboard then opens on it.
 */
export function ClaimRecordPage() {
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(searchParams.get('code') ?? '');
  const claim = useClaimMemberRecord();
  const navigate = useNavigate();

  function submit() {
    claim.mutate(
      { code },
      {
        onSuccess: (claimed) => {
          selectOrganization(claimed.organizationId);
          toastSuccess(
            'Record Claimed',
            `The record of ${claimed.fullName ?? 'this member'} in ${claimed.organizationName} is now yours.`,
          );
          void navigate('/dashboard');
        },
      },
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6">
      <PageHeader
        title="Claim Your Record"
        description="Your group keeps a record of your contributions, loans and cover. Enter the invitation code your treasurer gave you to see it under your own sign-in."
      />
      <Card>
        <CardContent className="pt-6">
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
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
        </CardContent>
      </Card>
    </div>
  );
}

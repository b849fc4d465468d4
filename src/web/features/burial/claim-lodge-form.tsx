import { type FormEvent, useState } from 'react';
import { CAUSE_LABELS } from '../../../shared/burial/claim-eligibility';
import { DEATH_CAUSES, type TDeathCause } from '../../../shared/burial/cover-status';
import { type TClaim, type TPayeeKind, ZLodgeClaim } from '../../../shared/contracts/burial-claims';
import { DateField } from '../../components/money-form/date-field';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { TextField } from '../../components/ui/text-field';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useAttachClaimDocument, useLodgeClaim } from './claims.mutations';

export type TClaimablePerson = { personId: string; label: string };

const EMPTY = {
  personId: '',
  diedOn: '',
  cause: 'natural' as TDeathCause,
  deathNoticeNumber: '',
  claimantName: '',
  claimantRelationship: '',
  claimantPhone: '',
  claimantEmail: '',
  payeeKind: 'undertaker' as TPayeeKind,
  payeeName: '',
  payeeAccount: '',
};

/** A claim document to attach: a photo or a PDF. */
function DocumentField({
  id,
  label,
  onChoose,
}: {
  id: string;
  label: string;
  onChoose: (file: File | null) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="file"
      accept="image/jpeg,image/png,image/webp,application/pdf"
      onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
    />
  );
}

/**
 * Lodges a claim for a person on a policy (admins: anyone; members: their own policy), then attaches the
 * death certificate and the notice of death when chosen. Stacks to one column at 375 px.
 */
export function ClaimLodgeForm({
  organizationId,
  people,
  onLodged,
}: {
  organizationId: string;
  people: TClaimablePerson[];
  onLodged: (claim: TClaim) => void;
}) {
  const lodge = useLodgeClaim(organizationId);
  const attach = useAttachClaimDocument(organizationId);
  const [values, setValues] = useState({ ...EMPTY, personId: people[0]?.personId ?? '' });
  const [certificate, setCertificate] = useState<File | null>(null);
  const [notice, setNotice] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bind = (field: keyof typeof EMPTY) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZLodgeClaim.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the details');
      return;
    }
    setError(null);
    try {
      let claim = await lodge.mutateAsync(parsed.data);
      if (certificate)
        claim = await attach.mutateAsync({ claimId: claim.id, kind: 'death-certificate', file: certificate });
      if (notice) claim = await attach.mutateAsync({ claimId: claim.id, kind: 'death-notice', file: notice });
      toastSuccess(
        'Claim lodged',
        claim.isEligible
          ? 'Every rule is met: two admins approve and pay it.'
          : 'Some rules are not met: see the claim.',
      );
      onLodged(claim);
    } catch (caught) {
      toastError(caught, 'Could not lodge the claim');
    }
  }

  const isBusy = lodge.isPending || attach.isPending;
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Lodge a claim"
    >
      <div className="sm:col-span-2">
        <FormField htmlFor="claim-person" label="Person who died">
          <NativeSelect id="claim-person" {...bind('personId')}>
            {people.map((person) => (
              <option key={person.personId} value={person.personId}>
                {person.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <DateField id="claim-died-on" label="Date of death" {...bind('diedOn')} />
      <FormField htmlFor="claim-cause" label="Cause of death">
        <NativeSelect id="claim-cause" {...bind('cause')}>
          {DEATH_CAUSES.map((cause) => (
            <option key={cause} value={cause}>
              {CAUSE_LABELS[cause]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="sm:col-span-2">
        <TextField
          id="claim-notice-number"
          label="Notice of death (BI-1663) number"
          autoComplete="off"
          {...bind('deathNoticeNumber')}
        />
      </div>
      <DocumentField
        id="claim-certificate"
        label="Death certificate (photo or PDF)"
        onChoose={setCertificate}
      />
      <DocumentField id="claim-notice-file" label="Notice of death (photo or PDF)" onChoose={setNotice} />
      <TextField id="claim-claimant" label="Claimant's name" autoComplete="off" {...bind('claimantName')} />
      <TextField
        id="claim-claimant-relationship"
        label="Claimant's relationship to the person"
        {...bind('claimantRelationship')}
      />
      <TextField
        id="claim-claimant-phone"
        label="Claimant's phone"
        type="tel"
        inputMode="tel"
        {...bind('claimantPhone')}
      />
      <TextField
        id="claim-claimant-email"
        label="Claimant's e-mail (optional)"
        type="email"
        autoComplete="off"
        {...bind('claimantEmail')}
      />
      <FormField htmlFor="claim-payee-kind" label="Pay the benefit to">
        <NativeSelect id="claim-payee-kind" {...bind('payeeKind')}>
          <option value="undertaker">The undertaker</option>
          <option value="family">The family</option>
        </NativeSelect>
      </FormField>
      <TextField id="claim-payee-name" label="Payee name" {...bind('payeeName')} />
      <TextField
        id="claim-payee-account"
        label="Bank account or reference"
        autoComplete="off"
        {...bind('payeeAccount')}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {error}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isBusy || people.length === 0}>
          {isBusy ? 'Lodging...' : 'Lodge claim'}
        </Button>
      </div>
    </form>
  );
}

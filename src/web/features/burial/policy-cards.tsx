import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatLongDate } from '../../../shared/book-months';
import { getNewPremiumMonth } from '../../../shared/burial/cover-text';
import { describeTermChanges } from '../../../shared/burial/policy-terms';
import { getTodayIso } from '../../../shared/calendar';
import { type TMyCover, ZDocument } from '../../../shared/contracts/burial';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toastError } from '../../lib/toasts';
import { useAcceptTerms, useSetMainMemberDocument } from './burial.mutations';
import { DocumentFields, toDocumentInput, useDocumentState } from './document-fields';

type TPolicy = NonNullable<TMyCover['policy']>;

/** My Cover: the plan has newer terms than the member's; what changes, and the member's Accept. */
export function NewerTermsCard({ organizationId, policy }: { organizationId: string; policy: TPolicy }) {
  const accept = useAcceptTerms(organizationId);
  const newer = policy.newerTerms;
  if (!newer) return null;
  const changes = describeTermChanges(policy.terms, newer.terms);
  const today = getTodayIso();
  return (
    <Card data-testid="newer-terms">
      <CardHeader>
        <CardTitle>Newer terms are available</CardTitle>
        <CardDescription>
          {policy.planName} has new terms (version {newer.version}) from {formatLongDate(newer.effectiveFrom)}
          . You are on version {policy.planVersion} and stay on it unless you accept.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {changes.length === 0 ? (
          <p className="text-sm">The amounts and waits are the same.</p>
        ) : (
          <ul className="grid list-disc gap-1 pl-5 text-sm" aria-label="What changes">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted-foreground">
          If you accept today, the new terms apply from today and the new premium from{' '}
          {formatLongDate(getNewPremiumMonth(today))}. Where your cover goes up, the extra cover waits its own
          waiting period from today; the cover you have now stays.
        </p>
        <div>
          <Button
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(
                { version: newer.version },
                {
                  onSuccess: () => toast.success(`You are on the new terms of ${policy.planName}`),
                  onError: (error) => toastError(error, 'Could not accept the new terms'),
                },
              )
            }
          >
            {accept.isPending ? 'Accepting...' : 'Accept the new terms'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** My Cover: the main member has no ID on file; the member gives it (checked against the plan's entry ages). */
export function MainMemberIdCard({ organizationId }: { organizationId: string }) {
  const save = useSetMainMemberDocument(organizationId);
  const [document, setDocument] = useDocumentState();
  const [isOpen, setIsOpen] = useState(true);
  if (!isOpen) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDocument.safeParse(toDocumentInput(document));
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Check the details');
      return;
    }
    save.mutate(
      { document: parsed.data },
      {
        onSuccess: () => {
          toast.success('Your ID is on file');
          setIsOpen(false);
        },
        onError: (error) => toastError(error, 'Could not save your ID'),
      },
    );
  };
  return (
    <Card data-testid="main-member-id">
      <CardHeader>
        <CardTitle>Your ID is not on file</CardTitle>
        <CardDescription>
          The society needs the main member's ID number (or passport) to pay a claim. It is checked and only
          its last four characters are shown again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} aria-label="Your ID">
          <DocumentFields idPrefix="main-member" value={document} onChange={setDocument} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save my ID'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

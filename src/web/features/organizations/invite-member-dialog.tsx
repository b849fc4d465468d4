import { Copy, MessageCircle, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TInvitation } from '../../../shared/contracts/member-records';
import type { TMember } from '../../../shared/contracts/members';
import { formatDate } from '../../../shared/format';
import { FormFooter } from '../../components/form-footer';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { toastError } from '../../lib/toasts';
import { useCreateInvitation } from './organizations.mutations';

function copy(text: string, what: string) {
  void navigator.clipboard
    .writeText(text)
    .then(() => toast.success(`${what} copied`))
    .catch(() => toast.error('Copying is not allowed here: select the text and copy it yourself'));
}

/** The message a treasurer sends by WhatsApp or SMS: short, with the code and the link. */
function toShareText(organizationName: string, invitation: TInvitation) {
  return `${organizationName} keeps your record on Masakhane. Open ${invitation.link} or enter the code ${invitation.code} after signing in. It works once, until ${formatDate(invitation.expiresAt)}.`;
}

function InvitationShown({
  invitation,
  organizationName,
  onDone,
}: {
  invitation: TInvitation;
  organizationName: string;
  onDone: () => void;
}) {
  const text = toShareText(organizationName, invitation);
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {invitation.sentTo ? `We e-mailed the invitation to ${invitation.sentTo}. ` : ''}
        Share the code or the link. It works once, until {formatDate(invitation.expiresAt)}. It is shown only
        now: a new invitation replaces it.
      </p>
      <div className="grid gap-1 rounded-md border bg-muted/40 p-4 text-center">
        <span className="text-xs text-muted-foreground uppercase">Invitation code</span>
        <output aria-label="Invitation code" className="font-mono text-2xl font-semibold tracking-widest">
          {invitation.code}
        </output>
        <span className="text-xs break-all text-muted-foreground">{invitation.link}</span>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => copy(invitation.code, 'Code')}>
          <Copy aria-hidden />
          Copy Code
        </Button>
        <Button variant="outline" onClick={() => copy(invitation.link, 'Link')}>
          <Copy aria-hidden />
          Copy Link
        </Button>
        <Button asChild variant="outline">
          <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noreferrer">
            <MessageCircle aria-hidden />
            Share on WhatsApp
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`sms:?&body=${encodeURIComponent(text)}`}>
            <MessageSquareText aria-hidden />
            Send by SMS
          </a>
        </Button>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/** Invites a member without an account to claim their record: by e-mail, or by a code or link to share. */
export function InviteMemberDialog({
  organizationId,
  organizationName,
  member,
  onClose,
}: {
  organizationId: string;
  organizationName: string;
  member: TMember | null;
  onClose: () => void;
}) {
  const create = useCreateInvitation(organizationId);
  const [email, setEmail] = useState<string | null>(null);
  const [invitation, setInvitation] = useState<TInvitation | null>(null);
  const shownEmail = email ?? member?.email ?? '';

  function close() {
    setEmail(null);
    setInvitation(null);
    create.reset();
    onClose();
  }

  function send() {
    if (!member) return;
    create.mutate(
      { membershipId: member.id, email: shownEmail.trim() },
      {
        onSuccess: setInvitation,
        onError: (error) => toastError(error, 'Failed to create the invitation.', { title: 'Error' }),
      },
    );
  }

  const name = member?.fullName ?? 'this member';
  return (
    <Dialog open={member !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogTitle>Invite {name}</DialogTitle>
        <DialogDescription>
          Whoever accepts signs in or creates an account and claims this record: its history and payment
          reference stay as they are.
        </DialogDescription>
        {invitation ? (
          <InvitationShown invitation={invitation} organizationName={organizationName} onDone={close} />
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <TextField
              id="invite-email"
              label="E-mail (optional)"
              type="email"
              hint="Leave it empty to share a code or link by WhatsApp, SMS or on paper."
              value={shownEmail}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FormFooter
              submitLabel={shownEmail.trim() ? 'Send Invitation' : 'Create Invitation'}
              isPending={create.isPending}
              onCancel={close}
              isCancelDisabled={create.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

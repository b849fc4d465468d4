import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TContactInboxQuery, TContactInboxRow } from '../../../../shared/contracts/admin';
import { Pager } from '../../../components/data-table/pager';
import { FilterSelect } from '../../../components/filter-select';
import { hasAnswer, QueryWait } from '../../../components/page-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { toastError } from '../../../lib/toasts';
import { useSetContactHandled } from '../admin.mutations';
import { adminQueries } from '../admin.queries';
import { formatDateTime } from '../shared/labels';

const PAGE_SIZE = 25;
const STATUS_LABELS = { unhandled: 'Unhandled', handled: 'Handled', all: 'All messages' } as const;

function replyLink(message: TContactInboxRow): string {
  const subject = encodeURIComponent('Re: your message to Masakhane');
  const body = encodeURIComponent(`\n\n---\n${message.name} wrote:\n${message.message}`);
  return `mailto:${encodeURIComponent(message.email)}?subject=${subject}&body=${body}`;
}

function MessageCard({ message }: { message: TContactInboxRow }) {
  const setHandled = useSetContactHandled();
  const isHandled = message.handledAt !== null;
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{message.name}</p>
          <p className="text-sm break-all text-muted-foreground">
            {message.email}
            {message.phone ? ` · ${message.phone}` : ''}
          </p>
        </div>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          {isHandled && <Badge variant="secondary">Handled</Badge>}
          {formatDateTime(message.createdAt)}
        </div>
      </div>
      <p className="text-sm whitespace-pre-wrap">{message.message}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={replyLink(message)}>
            <Mail aria-hidden />
            Reply by e-mail
          </a>
        </Button>
        <Button
          size="sm"
          variant={isHandled ? 'outline' : 'default'}
          disabled={setHandled.isPending}
          onClick={() =>
            setHandled.mutate(
              { id: message.id, handled: !isHandled },
              {
                onSuccess: () => toast.success(isHandled ? 'Marked as unhandled' : 'Marked as handled'),
                onError: (error) => toastError(error),
              },
            )
          }
        >
          {isHandled ? 'Mark unhandled' : 'Mark handled'}
        </Button>
      </div>
    </Card>
  );
}

/** Messages from the public contact form, unhandled first, each with a reply-by-e-mail link. */
export function ContactInbox() {
  const [status, setStatus] = useState<TContactInboxQuery['status']>('unhandled');
  const [offset, setOffset] = useState(0);
  const inbox = useQuery(adminQueries.contactInbox({ status, limit: PAGE_SIZE, offset }));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {inbox.data ? `${inbox.data.unhandled} unhandled` : ''}
        </p>
        <FilterSelect
          id="inbox-status"
          label="Show"
          value={status}
          values={Object.keys(STATUS_LABELS) as TContactInboxQuery['status'][]}
          labelOf={(value) => STATUS_LABELS[value]}
          onChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
        />
      </div>
      {!hasAnswer(inbox) && (
        <QueryWait query={inbox} loadingLabel="Loading messages..." errorTitle="Failed to load messages" />
      )}
      {inbox.data?.messages.length === 0 && (
        <Card>
          <EmptyState icon={Mail} title={status === 'unhandled' ? 'No unhandled messages' : 'No messages'} />
        </Card>
      )}
      <ul className="grid gap-3">
        {inbox.data?.messages.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} />
          </li>
        ))}
      </ul>
      <Pager offset={offset} pageSize={PAGE_SIZE} total={inbox.data?.total ?? 0} onChange={setOffset} />
    </div>
  );
}

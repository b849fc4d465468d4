import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { formatLongDate } from '../../../shared/book-months';
import { type TBooksStatus, type TSetBooksStart, ZSetBooksStart } from '../../../shared/contracts/books';
import { PageState } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { announceMove } from '../../lib/held-move';
import { toastError } from '../../lib/toasts';
import { booksQueries, useSetBooksStart } from '../ledger/books.queries';
import { GroupImportSection } from './group-import-section';
import { OpeningPositionSection } from './opening-position-section';

function BooksStartFields({ organizationId, books }: { organizationId: string; books: TBooksStatus }) {
  const save = useSetBooksStart(organizationId);
  const form = useForm<TSetBooksStart>({
    resolver: zodResolver(ZSetBooksStart),
    values: { foundedOn: books.foundedOn ?? '', booksStartOn: books.booksStartOn },
  });
  const { errors } = form.formState;

  function submit(values: TSetBooksStart) {
    save.mutate(
      { booksStartOn: values.booksStartOn, foundedOn: values.foundedOn || null },
      {
        onSuccess: (answer) =>
          announceMove(answer, `The books start on ${formatLongDate(values.booksStartOn)}`),
        onError: (error) => toastError(error, 'Failed to save the books start.', { title: 'Error' }),
      },
    );
  }

  return (
    <form noValidate aria-label="Books start" className="grid gap-5" onSubmit={form.handleSubmit(submit)}>
      <p className="text-sm text-muted-foreground">
        A group that kept its books elsewhere before starts them here on a day of its choice: entries may be
        dated from that day to today, and what came before is the opening position. Where the group has two
        admins, the second signs a new start.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="founded-on"
          label="Founded on (optional)"
          type="date"
          hint="When the group first met, even decades ago."
          error={errors.foundedOn?.message}
          {...form.register('foundedOn')}
        />
        <TextField
          id="books-start-on"
          label="Books start on"
          type="date"
          hint="The first day whose entries live in Masakhane."
          error={errors.booksStartOn?.message}
          {...form.register('booksStartOn')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          Save Books Start
        </Button>
      </div>
    </form>
  );
}

/** The Books tab of Organization Settings: when the group was founded, when its books start here, and its opening position. */
export function BooksStartForm({ organizationId }: { organizationId: string }) {
  const books = useQuery(booksQueries.status(organizationId));
  return (
    <div className="grid gap-6">
      <PageState query={books} loadingLabel="Loading the books..." errorTitle="Failed to load the books">
        {(status) => <BooksStartFields organizationId={organizationId} books={status} />}
      </PageState>
      <GroupImportSection organizationId={organizationId} />
      <OpeningPositionSection organizationId={organizationId} />
    </div>
  );
}

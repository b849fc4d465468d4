import type { TMember } from '../../shared/contracts/members';
import { DataTable, type TDataColumn } from './data-table/data-table';
import { readLoadMore } from './data-table/load-more';
import { ErrorState, type TQueryState } from './page-state';

type TMemberQuery = TQueryState & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** A list of an organization's members (the directory, Manage Members): stacked on phones, a page at a time. */
export function MemberTable({
  list,
  columns,
}: {
  list: { query: TMemberQuery; rows: readonly TMember[] };
  columns: readonly TDataColumn<TMember>[];
}) {
  if (list.query.isError) {
    return (
      <ErrorState
        title="Failed to load members"
        error={list.query.error}
        onRetry={() => void list.query.refetch()}
        isRetrying={list.query.isFetching}
      />
    );
  }
  return (
    <DataTable
      columns={columns}
      rows={list.rows}
      getRowKey={(member) => member.id}
      isLoading={list.query.isPending}
      emptyText="No members found"
      phone={{ kind: 'stacked' }}
      loadMore={readLoadMore(list.query)}
    />
  );
}

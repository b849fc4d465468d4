import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

export type TLoadMore = {
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
};

/** The "Load More" button under a list that grows a page at a time; busy while the next page loads. */
export function LoadMoreButton({ hasMore, isLoadingMore, onLoadMore }: TLoadMore) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={isLoadingMore}>
        {isLoadingMore && <Spinner />}
        Load More
      </Button>
    </div>
  );
}

/** The load-more state of a TanStack infinite query. */
export function readLoadMore(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}): TLoadMore {
  return {
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}

import { Center, Loader, Text } from '@mantine/core';
import { errorMessage } from '../api/error-message';

interface ListQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

/** What a table shows below its rows while its query loads, when it fails, and when it has nothing. */
export function ListState({
  query,
  count,
  emptyText,
  loadingLabel,
}: {
  query: ListQuery;
  count: number;
  emptyText: string;
  loadingLabel: string;
}) {
  return (
    <>
      {(query.isPending || query.isFetching) && count === 0 && (
        <Center py="md">
          <Loader size="sm" aria-label={loadingLabel} />
        </Center>
      )}
      {query.isError && (
        <Text c="red" ta="center" py="md">
          {errorMessage(query.error)}
        </Text>
      )}
      {!query.isFetching && query.isSuccess && count === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {emptyText}
        </Text>
      )}
    </>
  );
}

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState, type QueryStateProps } from '@/components/ui/query-state';
import { ApiError } from '@/lib/http/api-error';
import { deferred } from '../../utils';

type Props = Omit<QueryStateProps<string[]>, 'query' | 'children'>;

function Screens({ fetch, ...props }: Props & { fetch: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['screens'], queryFn: fetch });
  return (
    <QueryState query={query} {...props}>
      {(screens) => (
        <ul aria-label="Screens">
          {screens.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderScreens(fetch: () => Promise<string[]>, props: Partial<Props> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <Screens fetch={fetch} errorTitle="Could not load screens" {...props} />
    </QueryClientProvider>,
  );
  return { ...view, client, user };
}

describe('QueryState', () => {
  it('shows the loading label, then the data', async () => {
    const load = deferred<string[]>();
    renderScreens(() => load.promise, { loadingLabel: 'Loading screens…' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading screens…');

    load.resolve(['Lobby', 'Atrium']);
    const list = await screen.findByRole('list', { name: 'Screens' });
    expect(list).toHaveTextContent('LobbyAtrium');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error with its detail, and Retry loads again while showing busy', async () => {
    const user = userEvent.setup();
    const retry = deferred<string[]>();
    const fetch = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError('Service unavailable', 503))
      .mockReturnValueOnce(retry.promise);
    renderScreens(fetch);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load screens');
    expect(alert).toHaveTextContent('Service unavailable');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
    expect(fetch).toHaveBeenCalledTimes(2);

    retry.resolve(['Lobby']);
    expect(await screen.findByRole('list', { name: 'Screens' })).toHaveTextContent('Lobby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error again when the retry fails too', async () => {
    const user = userEvent.setup();
    const fetch = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('First failure'))
      .mockRejectedValueOnce(new Error('Second failure'));
    renderScreens(fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent('First failure');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second failure')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy');
  });

  it('takes the error title from the error when given a function', async () => {
    renderScreens(() => Promise.reject(new ApiError('Forbidden', 403)), {
      errorTitle: (error) =>
        error instanceof ApiError && error.status === 403 ? 'No access to screens' : 'Failed',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No access to screens');
  });

  it('shows the not-found node for a 404 only', async () => {
    renderScreens(() => Promise.reject(new ApiError('Not found', 404)), {
      notFound: <p>This venue does not exist.</p>,
    });
    expect(await screen.findByText('This venue does not exist.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an ordinary error for a 404 when there is no not-found node', async () => {
    renderScreens(() => Promise.reject(new ApiError('Not found', 404)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load screens');
  });

  it('shows the empty node for an empty list, and isEmpty decides what empty is', async () => {
    const first = renderScreens(async () => [], { empty: <EmptyState title="No screens yet." /> });
    expect(await screen.findByText('No screens yet.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    first.unmount();

    renderScreens(async () => ['Offline'], {
      empty: <EmptyState title="No screens online." />,
      isEmpty: (screens) => screens.every((name) => name === 'Offline'),
    });
    expect(await screen.findByText('No screens online.')).toBeVisible();
  });

  it('renders an empty list through children when no empty node is given', async () => {
    renderScreens(async () => []);
    expect(await screen.findByRole('list', { name: 'Screens' })).toBeEmptyDOMElement();
  });

  it('keeps showing the data when a later refresh fails', async () => {
    const fetch = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce(['Lobby'])
      .mockRejectedValueOnce(new Error('Network down'));
    const { client } = renderScreens(fetch);
    expect(await screen.findByRole('list', { name: 'Screens' })).toHaveTextContent('Lobby');

    await client.refetchQueries({ queryKey: ['screens'] });
    await waitFor(() => expect(client.getQueryState(['screens'])?.status).toBe('error'));
    expect(screen.getByRole('list', { name: 'Screens' })).toHaveTextContent('Lobby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

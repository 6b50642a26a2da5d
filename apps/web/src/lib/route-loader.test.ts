// A page's loader (lib/route-loader.ts): it fills the query client it is given (the server's, through the
// static handler's requestContext) once, reuses what is cached, and a failing query does not fail the
// navigation: the page shows its own error.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { queryLoader } from './route-loader.ts';

function args(client: QueryClient): LoaderFunctionArgs {
  return {
    request: new Request('https://arogya.example.in/doctors?page=2'),
    params: {},
    context: { queryClient: client },
  } as unknown as LoaderFunctionArgs;
}

describe('queryLoader', () => {
  it('fetches into the client of its context once, and answers null', async () => {
    const client = new QueryClient();
    const fetch = vi.fn(async () => ['a', 'b']);
    const query = queryOptions({ queryKey: ['list'], queryFn: fetch, staleTime: 60_000 });
    const loader = queryLoader((c, { request }) => {
      expect(new URL(request.url).searchParams.get('page')).toBe('2');
      return [c.ensureQueryData(query)];
    });
    expect(await loader(args(client))).toBeNull();
    expect(await loader(args(client))).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['list'])).toEqual(['a', 'b']);
  });

  it('leaves a failed query failed in the cache, without failing the navigation', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = queryOptions({
      queryKey: ['broken'],
      queryFn: async (): Promise<string> => {
        throw new Error('down');
      },
    });
    const loader = queryLoader((c) => [c.ensureQueryData(query)]);
    expect(await loader(args(client))).toBeNull();
    expect(client.getQueryState(['broken'])?.status).toBe('error');
  });
});

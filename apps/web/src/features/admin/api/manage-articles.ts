// GET/POST /api/v1/admin/articles, PUT /api/v1/admin/articles/:id, POST /api/v1/admin/articles/:id/retire,
// and the listed doctors an article's author and reviewer are chosen from (GET /api/v1/admin/doctors).
import type { AdminDoctor, CursorPage } from '@arogya/contracts/admin';
import type { AdminArticle, AdminArticleInput } from '@arogya/contracts/articles';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

const articlesKey = [...adminKey, 'articles'] as const;
const articlePath = (id: string) => `/api/v1/admin/articles/${encodeURIComponent(id)}`;

export function useAdminArticles() {
  return useQuery({
    queryKey: articlesKey,
    queryFn: ({ signal }) => apiClient.get<ApiSuccess<AdminArticle[]>>('/api/v1/admin/articles', { signal }),
  });
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AdminArticleInput }) =>
      id
        ? apiClient.put<ApiSuccess<AdminArticle>>(articlePath(id), body)
        : apiClient.post<ApiSuccess<AdminArticle>>('/api/v1/admin/articles', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}

export function useRetireArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<ApiSuccess<AdminArticle>>(`${articlePath(id)}/retire`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}

/** The first 100 listed (registration checked) doctors, newest first: who may write or review an article. */
export function useListedDoctors() {
  return useQuery({
    queryKey: [...adminKey, 'doctors', 'verified', 'for-articles'],
    queryFn: ({ signal }) =>
      apiClient.get<CursorPage<AdminDoctor>>('/api/v1/admin/doctors?status=verified&limit=100', { signal }),
    staleTime: 5 * 60_000,
  });
}

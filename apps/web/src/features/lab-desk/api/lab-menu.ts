// The lab's test menu and prices: GET /api/v1/labs/menu, POST /api/v1/labs/add (put a catalogue item on the
// menu at a price not above MRP), PUT /api/v1/labs/update (change the price, or take it off or back on).
// The menu is paged by the server, which sorts and searches it: a Hindi desk asks with lang=hi, so the
// items come in Hindi order by their Hindi names and a Hindi name or alias typed finds its test.
import type { ApiPage, ApiSuccess } from '@arogya/contracts/errors';
import type {
  AddLabMenuItemRequest,
  LabMenuItem,
  LabMenuQuery,
  UpdateLabMenuItemRequest,
} from '@arogya/contracts/labs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { queryString } from '../../../lib/query-string.ts';
import { labMenuKey } from './desk-keys.ts';

export function useLabMenu(query: Omit<LabMenuQuery, 'lang'>, locale: Locale) {
  // English asks as it always has, without lang.
  const full = { ...query, ...(locale === 'en' ? {} : { lang: locale }) };
  return useQuery({
    queryKey: [...labMenuKey, full],
    queryFn: ({ signal }) =>
      apiClient.get<ApiPage<LabMenuItem>>(`/api/v1/labs/menu${queryString(full)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeLabMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { add: AddLabMenuItemRequest } | { update: UpdateLabMenuItemRequest }) =>
      'add' in change
        ? (await apiClient.post<ApiSuccess<LabMenuItem>>('/api/v1/labs/add', change.add)).result
        : (await apiClient.put<ApiSuccess<LabMenuItem>>('/api/v1/labs/update', change.update)).result,
    onSuccess: () => void client.invalidateQueries({ queryKey: labMenuKey }),
  });
}

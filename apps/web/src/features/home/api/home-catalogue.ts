// What the home page's catalogue sections read (docs/screens.md#home-page): banners, offers, specialties,
// common symptoms, top-rated doctors, top medicines and brands, popular lab tests and packages, the health
// card's plans. The same
// endpoints and query keys as the pharmacy, doctors and lab pages, so a later visit there starts warm.
import type { CommonSymptom, DoctorCard, Specialty } from '@arogya/contracts/doctors';
import type { ApiPage, ApiSuccess } from '@arogya/contracts/errors';
import type { MembershipPlan } from '@arogya/contracts/health-card';
import type { LabItemSummary, LabTestListQuery } from '@arogya/contracts/labs';
import type { Banner, Brand, Offer, ProductCard } from '@arogya/contracts/pharmacy';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

const FIVE_MINUTES = 5 * 60_000;

function useList<T>(queryKey: readonly unknown[], path: string) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await apiClient.get<ApiSuccess<T[]>>(path, { signal })).result,
    staleTime: FIVE_MINUTES,
  });
}

/** The Smart Health Card's plans, as /healthcard reads them (same query key). */
export const useHomePlans = () => useList<MembershipPlan>(['membership-plans'], '/api/v1/membership-plans');
export const useHomeBanners = () => useList<Banner>(['pharmacy', 'banners'], '/api/v1/banners/getAll');
export const useHomeOffers = () => useList<Offer>(['pharmacy', 'offers'], '/api/v1/offers/getAll');
export const useHomeSpecialties = () => useList<Specialty>(['specialties'], '/api/v1/specialties');
export const useCommonSymptoms = (limit: number) =>
  useList<CommonSymptom>(['doctors', 'symptoms', limit], `/api/v1/doctors/symptoms${queryString({ limit })}`);
export const useTopRatedDoctors = (limit: number) =>
  useList<DoctorCard>(
    ['doctors', 'top-rated', limit],
    `/api/v1/doctors/topRatedDoctor${queryString({ limit })}`,
  );
export const useHomeTopMedicines = (limit: number) =>
  useList<ProductCard>(
    ['pharmacy', 'top-medicines', limit],
    `/api/v1/medicines/topMustMedicine${queryString({ limit })}`,
  );
export const useHomeTopBrands = (limit: number) =>
  useList<Brand>(['pharmacy', 'top-brands', limit], `/api/v1/brands/topMustBrand${queryString({ limit })}`);

/** Popular tests or packages: one short page of the lab listing, most booked first. */
export function usePopularLabItems(type: 'test' | 'package', limit: number) {
  const query: LabTestListQuery = { type, sort: 'popularity', limit };
  return useQuery({
    queryKey: ['labs', 'testList', query],
    queryFn: ({ signal }) =>
      apiClient.get<ApiPage<LabItemSummary>>(`/api/v1/labs/testList${queryString({ ...query })}`, { signal }),
    select: (page) => page.result,
    staleTime: FIVE_MINUTES,
  });
}

// What the home page's catalogue sections read (docs/screens.md#home-page): banners, offers, specialties,
// common symptoms, top-rated doctors, top medicines and brands, popular lab tests and packages, the health
// card's plans. The same
// endpoints and query keys as the pharmacy, doctors and lab pages, so a later visit there starts warm.
import type { CommonSymptom, DoctorCard, Specialty } from '@arogya/contracts/doctors';
import type { ApiPage, ApiSuccess } from '@arogya/contracts/errors';
import type { MembershipPlan } from '@arogya/contracts/health-card';
import type { LabItemSummary, LabTestListQuery } from '@arogya/contracts/labs';
import type { Banner, Brand, Offer, ProductCard } from '@arogya/contracts/pharmacy';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useVisitorPinCode } from '../../../lib/use-visitor-pin-code.ts';

const FIVE_MINUTES = 5 * 60_000;

function listQuery<T>(queryKey: readonly unknown[], path: string) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => (await apiClient.get<ApiSuccess<T[]>>(path, { signal })).result,
    staleTime: FIVE_MINUTES,
  });
}

/** The catalogue's queries, read by its sections' hooks below and fetched by the home route's loader. */
export const homeQueries = {
  /** The Smart Health Card's plans, as /healthcard reads them (same query key). */
  plans: () => listQuery<MembershipPlan>(['membership-plans'], '/api/v1/membership-plans'),
  banners: () => listQuery<Banner>(['pharmacy', 'banners'], '/api/v1/banners/getAll'),
  offers: () => listQuery<Offer>(['pharmacy', 'offers'], '/api/v1/offers/getAll'),
  specialties: () => listQuery<Specialty>(['specialties'], '/api/v1/specialties'),
  symptoms: (limit: number) =>
    listQuery<CommonSymptom>(
      ['doctors', 'symptoms', limit],
      `/api/v1/doctors/symptoms${queryString({ limit })}`,
    ),
  topRatedDoctors: (limit: number) =>
    listQuery<DoctorCard>(
      ['doctors', 'top-rated', limit],
      `/api/v1/doctors/topRatedDoctor${queryString({ limit })}`,
    ),
  topMedicines: (limit: number) =>
    listQuery<ProductCard>(
      ['pharmacy', 'top-medicines', limit],
      `/api/v1/medicines/topMustMedicine${queryString({ limit })}`,
    ),
  topBrands: (limit: number) =>
    listQuery<Brand>(
      ['pharmacy', 'top-brands', limit],
      `/api/v1/brands/topMustBrand${queryString({ limit })}`,
    ),
  /** Popular tests or packages: one short page of the lab listing, most booked first, priced by the labs
   * collecting at the visitor's pin code when it is known (as /labs prices them,
   * docs/product-rules.md#lab-tests). */
  popularLabItems: (type: 'test' | 'package', limit: number, pinCode: string | null = null) => {
    const query: LabTestListQuery = { type, sort: 'popularity', limit, ...(pinCode ? { pinCode } : {}) };
    return queryOptions({
      queryKey: ['labs', 'testList', query],
      queryFn: ({ signal }) =>
        apiClient.get<ApiPage<LabItemSummary>>(`/api/v1/labs/testList${queryString({ ...query })}`, {
          signal,
        }),
      select: (page) => page.result,
      // The every-lab prices stay on screen while those at the pin code load: no skeleton flash.
      placeholderData: keepPreviousData,
      staleTime: FIVE_MINUTES,
    });
  },
};

/** How many of each the sections show. */
export const HOME_COUNTS = { symptoms: 12, doctors: 8, labTests: 8, packages: 4, medicines: 8, brands: 12 };

/** Fetches every query the catalogue renders (the home route's loader, features/content/home-loader.ts). */
export function ensureHomeCatalogue(client: QueryClient): Promise<unknown>[] {
  return [
    client.ensureQueryData(homeQueries.banners()),
    client.ensureQueryData(homeQueries.specialties()),
    client.ensureQueryData(homeQueries.symptoms(HOME_COUNTS.symptoms)),
    client.ensureQueryData(homeQueries.topRatedDoctors(HOME_COUNTS.doctors)),
    client.ensureQueryData(homeQueries.popularLabItems('test', HOME_COUNTS.labTests)),
    client.ensureQueryData(homeQueries.popularLabItems('package', HOME_COUNTS.packages)),
    client.ensureQueryData(homeQueries.topMedicines(HOME_COUNTS.medicines)),
    client.ensureQueryData(homeQueries.topBrands(HOME_COUNTS.brands)),
    client.ensureQueryData(homeQueries.plans()),
    client.ensureQueryData(homeQueries.offers()),
  ];
}

export const useHomePlans = () => useQuery(homeQueries.plans());
export const useHomeBanners = () => useQuery(homeQueries.banners());
export const useHomeOffers = () => useQuery(homeQueries.offers());
export const useHomeSpecialties = () => useQuery(homeQueries.specialties());
export const useCommonSymptoms = (limit: number) => useQuery(homeQueries.symptoms(limit));
export const useTopRatedDoctors = (limit: number) => useQuery(homeQueries.topRatedDoctors(limit));
export const useHomeTopMedicines = (limit: number) => useQuery(homeQueries.topMedicines(limit));
export const useHomeTopBrands = (limit: number) => useQuery(homeQueries.topBrands(limit));
export function usePopularLabItems(type: 'test' | 'package', limit: number) {
  const pinCode = useVisitorPinCode();
  return useQuery(homeQueries.popularLabItems(type, limit, pinCode));
}

// The delivery locations of /medifarma/location/{slug}: serviceable cities with their pin codes.
import type { ServiceableCity, ShippingZone } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import type { AddressesRepository } from './addresses.repository.ts';

export async function listServiceableCities(repo: AddressesRepository): Promise<ServiceableCity[]> {
  return (await repo.cities()).map((c) => ({
    slug: c.slug,
    name: c.name,
    state: c.state,
    zone: c.zone as ShippingZone,
    cod: c.pins.some((p) => p.codAvailable),
    pinCodes: c.pins.map((p) => p.pinCode),
  }));
}

export async function getServiceableCity(repo: AddressesRepository, slug: string): Promise<ServiceableCity> {
  const city = (await listServiceableCities(repo)).find((c) => c.slug === slug);
  if (!city) throw AppError.notFound('We do not deliver to this city yet');
  return city;
}

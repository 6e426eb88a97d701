import type { BuiltCarInput, GarageCar, GarageCars, GarageList, OwnedCarInput } from '@autohub/contract';
import { queryOptions } from '../../lib/query/query';
import { apiRequest } from '../../lib/api/api-client';

export const garageQuery = (list: GarageList) =>
  queryOptions({
    queryKey: ['garage', list] as const,
    queryFn: ({ signal }) => apiRequest<GarageCars>(`/garage/${list}`, { signal }),
  });

export function addOwned(car: OwnedCarInput): Promise<GarageCar> {
  return apiRequest<GarageCar>('/garage/owned', { method: 'POST', body: car });
}

export function addWanted(car: BuiltCarInput): Promise<GarageCar> {
  return apiRequest<GarageCar>('/garage/wanted', { method: 'POST', body: car });
}

export function removeCar(list: GarageList, id: string): Promise<GarageCar> {
  return apiRequest<GarageCar>(`/garage/${list}/car/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function makeExclusive(carId: string): Promise<GarageCar> {
  return apiRequest<GarageCar>('/garage/owned/exclusive', { method: 'POST', body: { carId } });
}

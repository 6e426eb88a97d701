import { publicCall, requirement } from '@autohub/domain';
import {
  BrandQuery,
  CityItem,
  Dealer,
  DealerGroup,
  DealerGroupInfluenceAreaParams,
  DealerGroupParams,
  DealerGroupStateParams,
  DealerIdParams,
  DealerWithDistance,
  ErrorResponse,
  FindDealersByQuery,
  FindDealersByRadiusQuery,
  InfluenceArea,
  InfluenceAreaParams,
  OfflineDealersByStateQuery,
  OfflineState,
  OfflineStatesQuery,
  Province,
  ProvinceParams,
  Regional,
  RegionalCitiesQuery,
  RegionalCountryParams,
  RegionalParams,
  StateItem,
  UpdateBlockedBody,
  UpdateBlockedResult,
  Zone,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type DealersService, createDealersService } from './dealers.service.js';

// The dealers service family (spec document 2 "Dealers and locations"): call names and parameters
// are the spec's, under the family's base address /api/dealers.
const BASE = '/dealers';

const errors = { 400: ErrorResponse, 404: ErrorResponse };

export const dealersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built on first use: the OpenAPI document is generated from an app without a database.
  let service: DealersService | undefined;
  const dealers = (): DealersService => (service ??= createDealersService(app.database.db));

  for (const path of [`${BASE}/dealer/findDealersBy`, `${BASE}/v2/dealer/findDealersBy`]) {
    app.get(
      path,
      {
        config: { access: publicCall('dealer-search') },
        schema: {
          tags: ['dealers'],
          summary: 'Dealers of a state and city, by brand',
          description: 'Blocked dealers are left out. Answers 404 `not_found` for an unknown state or city.',
          querystring: FindDealersByQuery,
          response: { 200: z.array(Dealer), ...errors },
        },
      },
      async (request) => dealers().findDealersBy(request.query),
    );
  }

  app.get(
    `${BASE}/v2/dealer/findDealersByRadius`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Nearest dealers of a brand within a radius',
        description:
          'Requires the reference latitude and longitude (else 400 `dealers.no_radius`, "There is no Radius"). ' +
          'Distances are haversine (earth radius 6378137 m); nearest first.',
        querystring: FindDealersByRadiusQuery,
        response: { 200: z.array(DealerWithDistance), ...errors },
      },
    },
    async (request) => dealers().findDealersByRadius(request.query),
  );

  app.get(
    `${BASE}/v2/dealer/findOfflineDealersByLocation`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Nearest offline dealers of a brand within a radius',
        description:
          'Same parameters and errors as findDealersByRadius; only dealers taking offline reservations.',
        querystring: FindDealersByRadiusQuery,
        response: { 200: z.array(DealerWithDistance), ...errors },
      },
    },
    async (request) => dealers().findDealersByRadius({ ...request.query, offline: true }),
  );

  app.get(
    `${BASE}/v2/dealer/findAllOfflineStates`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'States with offline dealers',
        querystring: OfflineStatesQuery,
        response: { 200: z.array(OfflineState), ...errors },
      },
    },
    async (request) => dealers().findAllOfflineStates(request.query),
  );

  app.get(
    `${BASE}/v2/dealer/findOfflineDealersByState`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Offline dealers of a state',
        description: 'Without `state`: 400 `params.state_code_required` ("stateCode param is required").',
        querystring: OfflineDealersByStateQuery,
        response: { 200: z.array(Dealer), ...errors },
      },
    },
    async (request) => dealers().findOfflineDealersByState(request.query),
  );

  app.get(
    `${BASE}/dealer/:id`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'A dealer by id',
        description: 'Blocked dealers are answered too, with `blocked: true`.',
        params: DealerIdParams,
        response: { 200: Dealer, ...errors },
      },
    },
    async (request) => dealers().dealerById(request.params.id),
  );

  app.post(
    `${BASE}/dealer/updateBlocked`,
    {
      config: { access: requirement('dealers:block') },
      schema: {
        tags: ['staff', 'dealers'],
        summary: 'Block or unblock dealers (staff)',
        description: 'A blocked dealer leaves every public search at once.',
        security: [{ staffToken: [] }],
        body: UpdateBlockedBody,
        response: { 200: UpdateBlockedResult, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return dealers().updateBlocked(request.body.dealerIds, request.body.blocked);
    },
  );

  app.get(
    `${BASE}/dealergroup`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Dealer groups',
        querystring: OfflineStatesQuery,
        response: { 200: z.array(DealerGroup), ...errors },
      },
    },
    async (request) => dealers().dealerGroups(request.query),
  );

  app.get(
    `${BASE}/dealergroup/:groupId/influencearea`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Influence areas of a dealer group',
        params: DealerGroupParams,
        response: { 200: z.array(InfluenceArea), ...errors },
      },
    },
    async (request) => dealers().dealerGroupInfluenceAreas(request.params.groupId),
  );

  app.get(
    `${BASE}/dealergroup/:groupId/states`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'States where a dealer group has dealers',
        params: DealerGroupParams,
        response: { 200: z.array(StateItem), ...errors },
      },
    },
    async (request) => dealers().dealerGroupStates(request.params.groupId),
  );

  app.get(
    `${BASE}/dealergroup/:groupId/state/:stateCode/cities`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Cities of a state where a dealer group has dealers',
        params: DealerGroupStateParams,
        response: { 200: z.array(CityItem), ...errors },
      },
    },
    async (request) => dealers().dealerGroupCities(request.params.groupId, request.params.stateCode),
  );

  app.get(
    `${BASE}/dealergroup/:groupId/influencearea/:influenceAreaId/city`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Cities of an influence area of a dealer group',
        description: "An influence area that is missing or not the group's: 400 `dealers.no_influence_area`.",
        params: DealerGroupInfluenceAreaParams,
        response: { 200: z.array(CityItem), ...errors },
      },
    },
    async (request) =>
      dealers().dealerGroupInfluenceAreaCities(request.params.groupId, request.params.influenceAreaId),
  );

  app.get(
    `${BASE}/influencearea/:influenceAreaId/city`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Cities of an influence area',
        description:
          'A missing or unknown influence area: 400 `dealers.no_influence_area` ("There is no influence area").',
        params: InfluenceAreaParams,
        response: { 200: z.array(CityItem), ...errors },
      },
    },
    async (request) => dealers().influenceAreaCities(request.params.influenceAreaId),
  );

  app.get(
    `${BASE}/dealer/countrycode/:countryCode/regional`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Regionals of a country, of a brand when given',
        params: RegionalCountryParams,
        querystring: BrandQuery,
        response: { 200: z.array(Regional), ...errors },
      },
    },
    async (request) => dealers().regionals(request.params.countryCode, request.query.brand),
  );

  app.get(
    `${BASE}/dealer/regional/:regionCode/brand/:brand/states`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'States of a regional',
        description: 'An unknown regional: 400 `dealers.no_regional` ("There is no Regional").',
        params: RegionalParams,
        response: { 200: z.array(StateItem), ...errors },
      },
    },
    async (request) => dealers().regionalStates(request.params.regionCode, request.params.brand),
  );

  app.get(
    `${BASE}/dealer/regional/:regionCode/brand/:brand/cities`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Cities of a state of a regional',
        description:
          'Without `stateCode`: 400 `params.state_code_required`; an unknown regional: 400 `dealers.no_regional`.',
        params: RegionalParams,
        querystring: RegionalCitiesQuery,
        response: { 200: z.array(CityItem), ...errors },
      },
    },
    async (request) =>
      dealers().regionalCities(request.params.regionCode, request.params.brand, request.query.stateCode),
  );

  app.get(
    `${BASE}/province`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Argentine provinces with dealers (of a brand when given)',
        description: 'A province id is its INDEC code.',
        querystring: BrandQuery,
        response: { 200: z.array(Province), ...errors },
      },
    },
    async (request) => dealers().provinces({ all: false, brand: request.query.brand }),
  );

  app.get(
    `${BASE}/province/all`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Every Argentine province',
        response: { 200: z.array(Province), ...errors },
      },
    },
    async () => dealers().provinces({ all: true }),
  );

  app.get(
    `${BASE}/province/:provinceId/zone`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Zones of a province that have dealers',
        description:
          'A missing or non-numeric province id: 400 `params.province_id_required` ("routeParams.provinceId param is required").',
        params: ProvinceParams,
        querystring: BrandQuery,
        response: { 200: z.array(Zone), ...errors },
      },
    },
    async (request) => dealers().zones(request.params.provinceId, request.query.brand),
  );

  app.get(
    `${BASE}/province/:provinceId/allzones`,
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: ['dealers'],
        summary: 'Every zone of a province',
        description: 'Same errors as the zone call.',
        params: ProvinceParams,
        querystring: BrandQuery,
        response: { 200: z.array(Zone), ...errors },
      },
    },
    async (request) => dealers().allZones(request.params.provinceId, request.query.brand),
  );
};

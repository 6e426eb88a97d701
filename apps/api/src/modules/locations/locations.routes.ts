import { publicCall } from '@autohub/domain';
import {
  AutocompletePrediction,
  CitiesQuery,
  CountryParams,
  CountryStateParams,
  ErrorResponse,
  GeocodeQuery,
  GeocodeResult,
  Location,
  LocationState,
  PostalCodeAddress,
  PostalCodeParams,
  ReverseGeocodeQuery,
  SuggestionQuery,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDealersService } from '../dealers/dealers.service.js';
import { type LocationsService, createLocationsService } from './locations.service.js';

// The locations service family (spec document 2 "Locations") under its base address /api/locations.
const BASE = '/locations';

const errors = { 400: ErrorResponse, 404: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse };

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built on first use: the OpenAPI document is generated from an app without a database.
  let service: LocationsService | undefined;
  const locations = (): LocationsService =>
    (service ??= createLocationsService(app.database.db, app.ports, createDealersService(app.database.db)));

  app.get(
    `${BASE}/cep/:code`,
    {
      config: { access: publicCall('location') },
      schema: {
        tags: ['locations'],
        summary: 'Address of a postal code',
        description:
          'The hyphen is removed before the lookup. Nothing found: 404 `postal_code.not_found` ' +
          '("O CEP não foi encontrado"); the partner unreachable: 503 `service_unavailable`.',
        params: PostalCodeParams,
        response: { 200: PostalCodeAddress, ...errors },
      },
    },
    async (request) => locations().postalCode(request.params.code),
  );

  app.get(
    `${BASE}/country/:countryCode/state`,
    {
      config: { access: publicCall('location') },
      schema: {
        tags: ['locations'],
        summary: 'States (BR) or provinces (AR) of a country',
        description: 'In countries without a state code (AR, CL) `stateCode` is the state name.',
        params: CountryParams,
        response: { 200: z.array(LocationState), ...errors },
      },
    },
    async (request) => locations().states(request.params.countryCode),
  );

  app.get(
    `${BASE}/country/:countryCode/state/:stateCode/city`,
    {
      config: { access: publicCall('location') },
      schema: {
        tags: ['locations'],
        summary: 'Cities of a state, with influence areas and regionals',
        description: 'A blank state: 400 `params.state_code_required` ("stateCode param is required").',
        params: CountryStateParams,
        querystring: CitiesQuery,
        response: { 200: z.array(Location), ...errors },
      },
    },
    async (request) =>
      locations().cities(request.params.countryCode, request.params.stateCode, request.query.brand),
  );

  app.get(
    `${BASE}/geocode`,
    {
      config: { access: publicCall('location') },
      schema: {
        tags: ['locations'],
        summary: 'Geocode an address',
        description: 'Location provider failures answer their catalogue code (`geo.*`).',
        querystring: GeocodeQuery,
        response: { 200: GeocodeResult, ...errors },
      },
    },
    async (request) => locations().geocode(request.query.address, request.query.countryCode),
  );

  app.get(
    `${BASE}/geocode/suggestion`,
    {
      config: { access: publicCall('location') },
      schema: {
        tags: ['locations'],
        summary: 'Address suggestions while typing (autocomplete)',
        querystring: SuggestionQuery,
        response: { 200: z.array(AutocompletePrediction), ...errors },
      },
    },
    async (request) => locations().suggestions(request.query.input, request.query.countryCode),
  );

  app.get(
    `${BASE}/geocode/reverse`,
    {
      config: { access: publicCall('location') },
      schema: {
        tags: ['locations'],
        summary: 'The place at a point (reverse geocode)',
        querystring: ReverseGeocodeQuery,
        response: { 200: GeocodeResult, ...errors },
      },
    },
    async (request) => locations().reverseGeocode(request.query.latitude, request.query.longitude),
  );
};

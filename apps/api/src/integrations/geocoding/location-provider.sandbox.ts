import { assertValidPositions, haversineMeters, lonLatToPosition } from './geo-distance.js';
import { LocationProviderError } from './location-provider-error.js';
import {
  type AutocompletePrediction,
  type GeocodeResult,
  type LocationProvider,
  type LonLat,
  type PlaceSearchOptions,
  type Position,
  type RouteMatrix,
  type RouteMatrixCell,
} from './location-provider.port.js';
import { type SandboxPlace } from './sandbox-gazetteer.js';
import { stateCodeFor } from './state-fields.js';
import { fold, foldText, matchTerms, type FoldedText } from './text-match.js';

/**
 * Inputs that make the sandbox fail the way a real provider does, like a payment provider's test
 * cards. Documented so that screens and e2e tests can show every error path.
 */
export const SANDBOX_LOCATION_TEST_INPUTS = {
  /** geocode('FAIL') → 'geocoding failed'; autocomplete('FAIL') → 'failed to fetch predictions due to UNKNOWN_ERROR'. */
  failingQuery: 'FAIL',
  /** Any origin or destination at [0, 0] → 'failed to fetch distance matrix due to UNKNOWN_ERROR'. */
  failingPosition: [0, 0] as Position,
  /** placeDetails of an id the sandbox did not issue → 'place details failed to find address'. */
  unknownPlaceId: 'sandbox-city:XX:0',
} as const;

/** Straight line to road distance, and the average driving speed of the sandbox's routes. */
export const SANDBOX_ROAD_FACTOR = 1.3;
export const SANDBOX_SPEED_KMH = 60;

export interface SandboxLocationOptions {
  places: readonly SandboxPlace[];
  /**
   * Beyond this distance from every seeded city a point counts as off the map: reverse geocoding
   * finds nothing and route cells to or from it are null (no road).
   */
  maxDistanceFromCityMeters?: number;
  maxPredictions?: number;
  /** Simulated provider latency. */
  latencyMs?: number;
  countriesWithoutStateCode?: readonly string[];
}

interface IndexedPlace {
  place: SandboxPlace;
  description: FoldedText;
  nameFolded: string;
  /** Length of the city name inside the description (the description starts with it). */
  nameLength: number;
}

const PROVIDER = 'SANDBOX';

function descriptionOf(place: SandboxPlace): string {
  const state = place.countryCode === 'BR' ? place.stateCode : place.stateName;
  return `${place.name}, ${state}, ${place.countryName}`;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function isFailingQuery(text: string): boolean {
  return text.trim().toUpperCase() === SANDBOX_LOCATION_TEST_INPUTS.failingQuery;
}

function byRelevance(
  a: { score: number; place: SandboxPlace },
  b: { score: number; place: SandboxPlace },
): number {
  return (
    b.score - a.score ||
    Number(b.place.capital) - Number(a.place.capital) ||
    b.place.population - a.place.population ||
    a.place.name.localeCompare(b.place.name)
  );
}

export class SandboxLocationProvider implements LocationProvider {
  readonly name = 'SANDBOX' as const;
  private readonly indexed: IndexedPlace[];
  private readonly byId: Map<string, SandboxPlace>;
  private readonly maxDistance: number;
  private readonly maxPredictions: number;
  private readonly latencyMs: number;
  private readonly countriesWithoutStateCode: readonly string[] | undefined;

  constructor(options: SandboxLocationOptions) {
    this.indexed = options.places.map((place) => ({
      place,
      description: foldText(descriptionOf(place)),
      nameFolded: fold(place.name),
      nameLength: place.name.length,
    }));
    this.byId = new Map(options.places.map((place) => [place.placeId, place]));
    this.maxDistance = options.maxDistanceFromCityMeters ?? 300_000;
    this.maxPredictions = options.maxPredictions ?? 5;
    this.latencyMs = options.latencyMs ?? 0;
    this.countriesWithoutStateCode = options.countriesWithoutStateCode;
  }

  async geocode(query: string, options: PlaceSearchOptions = {}): Promise<GeocodeResult> {
    await this.delay();
    if (isFailingQuery(query))
      throw new LocationProviderError('geo.geocoding_failed', {
        provider: PROVIDER,
        status: 'UNKNOWN_ERROR',
      });
    // "City", "City, UF", "City - UF", "City, State, Country": the first part names the city,
    // the others must each name its state or country.
    const [cityPart = '', ...qualifiers] = query
      .split(/,|\s-\s|\//)
      .map((part) => fold(part).trim().replace(/\s+/g, ' '))
      .filter((part) => part !== '');
    const country = options.country?.toUpperCase();
    const candidates: { score: number; place: SandboxPlace }[] = [];
    if (cityPart !== '') {
      for (const { place, nameFolded } of this.indexed) {
        if (country && place.countryCode !== country) continue;
        const score =
          nameFolded === cityPart
            ? 3
            : nameFolded.startsWith(cityPart)
              ? 2
              : cityPart.length >= 3 && nameFolded.includes(cityPart)
                ? 1
                : 0;
        if (score === 0) continue;
        if (!qualifiers.every((qualifier) => this.qualifies(place, qualifier))) continue;
        candidates.push({ score, place });
      }
    }
    const best = candidates.sort(byRelevance)[0];
    if (!best) throw new LocationProviderError('geo.geocode_not_found', { provider: PROVIDER });
    return this.toResult(best.place);
  }

  async reverseGeocode(point: LonLat): Promise<GeocodeResult> {
    const position = lonLatToPosition(point);
    await this.delay();
    const nearest = this.nearest(position);
    if (!nearest) throw new LocationProviderError('geo.reverse_geocode_not_found', { provider: PROVIDER });
    return this.toResult(nearest);
  }

  async autocomplete(input: string, options: PlaceSearchOptions = {}): Promise<AutocompletePrediction[]> {
    await this.delay();
    if (isFailingQuery(input)) {
      throw new LocationProviderError('geo.predictions_fetch_failed', {
        provider: PROVIDER,
        status: 'UNKNOWN_ERROR',
      });
    }
    const country = options.country?.toUpperCase();
    const found: { score: number; place: SandboxPlace; prediction: AutocompletePrediction }[] = [];
    for (const { place, description, nameLength } of this.indexed) {
      if (country && place.countryCode !== country) continue;
      const match = matchTerms(description, input);
      if (!match) continue;
      const first = match.substrings[0];
      // A match on the city's own name outranks one on its state or country.
      const onName = first !== undefined && first.offset < nameLength;
      const score = (first?.offset === 0 ? 4 : onName ? 2 : 0) + match.wordStarts;
      found.push({
        score,
        place,
        prediction: {
          description: description.text,
          placeId: place.placeId,
          matchedSubstrings: match.substrings,
        },
      });
    }
    return found
      .sort(byRelevance)
      .slice(0, this.maxPredictions)
      .map((entry) => entry.prediction);
  }

  async placeDetails(placeId: string): Promise<GeocodeResult> {
    await this.delay();
    const place = this.byId.get(placeId);
    if (!place) throw new LocationProviderError('geo.place_details_not_found', { provider: PROVIDER });
    return this.toResult(place);
  }

  async routeMatrix(origins: readonly Position[], destinations: readonly Position[]): Promise<RouteMatrix> {
    assertValidPositions(origins);
    assertValidPositions(destinations);
    await this.delay();
    const [failLon, failLat] = SANDBOX_LOCATION_TEST_INPUTS.failingPosition;
    if ([...origins, ...destinations].some(([lon, lat]) => lon === failLon && lat === failLat)) {
      throw new LocationProviderError('geo.distance_matrix_fetch_failed', {
        provider: PROVIDER,
        status: 'UNKNOWN_ERROR',
      });
    }
    const originsOnMap = origins.map((position) => this.isOnMap(position));
    const destinationsOnMap = destinations.map((position) => this.isOnMap(position));
    return origins.map((origin, i) =>
      destinations.map((destination, j): RouteMatrixCell | null => {
        if (!originsOnMap[i] || !destinationsOnMap[j]) return null;
        const distanceMeters = Math.round(haversineMeters(origin, destination) * SANDBOX_ROAD_FACTOR);
        const metersPerSecond = (SANDBOX_SPEED_KMH * 1000) / 3600;
        return { distanceMeters, durationSeconds: Math.round(distanceMeters / metersPerSecond) };
      }),
    );
  }

  private qualifies(place: SandboxPlace, qualifier: string): boolean {
    const stateName = fold(place.stateName);
    return (
      qualifier === fold(place.stateCode) ||
      qualifier === stateName ||
      // Includes, not equals: some names hold commas themselves ("Tierra del Fuego, Antártida e…").
      (qualifier.length >= 3 && stateName.includes(qualifier)) ||
      qualifier === fold(place.countryName) ||
      qualifier === place.countryCode.toLowerCase()
    );
  }

  /** Whether some seeded city is within reach; stops at the first one (route matrices can be wide). */
  private isOnMap(position: Position): boolean {
    // A degree of latitude is at least 110 km: cities farther in latitude alone are skipped cheaply.
    const maxLatDelta = this.maxDistance / 110_000;
    return this.indexed.some(
      ({ place }) =>
        Math.abs(place.lat - position[1]) <= maxLatDelta &&
        haversineMeters(position, [place.lon, place.lat]) <= this.maxDistance,
    );
  }

  private nearest(position: Position): SandboxPlace | undefined {
    let best: SandboxPlace | undefined;
    let bestDistance = Infinity;
    for (const { place } of this.indexed) {
      const distance = haversineMeters(position, [place.lon, place.lat]);
      if (distance < bestDistance) {
        best = place;
        bestDistance = distance;
      }
    }
    return bestDistance <= this.maxDistance ? best : undefined;
  }

  private toResult(place: SandboxPlace): GeocodeResult {
    return {
      placeId: place.placeId,
      latitude: place.lat,
      longitude: place.lon,
      description: descriptionOf(place),
      cityName: place.name,
      countryCode: place.countryCode,
      countryName: place.countryName,
      stateCode: stateCodeFor(
        place.countryCode,
        place.stateCode,
        place.stateName,
        this.countriesWithoutStateCode,
      ),
      stateName: place.stateName,
    };
  }

  private async delay(): Promise<void> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
  }
}

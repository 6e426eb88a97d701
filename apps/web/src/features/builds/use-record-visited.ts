import type { ConfiguratorVersion } from '@autohub/contract';
import type { BrandSlug, CarState } from '@autohub/domain';
import { useQueryClient } from '../../lib/query/query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../lib/session/session';
import { recordVisitedCar } from './builder.api';

/** What a finished build is recorded with. */
export interface VisitedBuild {
  brand: BrandSlug;
  version: ConfiguratorVersion;
  car: CarState;
  colorCode: string | undefined;
  partCodes: string[];
  total: number | null | undefined;
  active: boolean;
}

/**
 * Records the build shown (see {@link useRecordVisited}) and renders nothing. A component of its
 * own, so the session's answer, which comes after a server-rendered page has hydrated, renders
 * again only this and not the whole build around it.
 */
export function RecordVisited(build: VisitedBuild): null {
  useRecordVisited(build);
  return null;
}

/**
 * A finished build seen by a signed-in person lands in their garage's "cars I built" list, once per
 * distinct build. A failure is not the buyer's concern here: the same build is tried again on the
 * next visit to the resume step.
 */
export function useRecordVisited({
  brand,
  version,
  car,
  colorCode,
  partCodes,
  total,
  active,
}: VisitedBuild): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const recorded = useRef(new Set<string>());
  const signedIn = session.user !== null;
  const key = JSON.stringify([
    version.mvs.code,
    version.mvs.year,
    car.colorId,
    car.coatingId,
    [...car.selected].sort(),
  ]);

  useEffect(() => {
    if (!active || !signedIn || recorded.current.has(key)) return;
    recorded.current.add(key);
    recordVisitedCar({
      brand,
      mvsCode: version.mvs.code,
      model: version.mvs.modelName,
      version: version.mvs.versionName,
      year: version.mvs.year,
      ...(colorCode ? { colorCode } : {}),
      partCodes,
      ...(typeof total === 'number' ? { total } : {}),
    }).then(
      () => queryClient.invalidateQueries({ queryKey: ['garage', 'visited'] }),
      () => recorded.current.delete(key),
    );
    // The key stands for the build: the other values follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, signedIn, key]);
}

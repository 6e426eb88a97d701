import { describe, expect, it } from 'vitest';
import { sideProfile } from './car-geometry.js';
import { COMMANDER, COMPASS, RAMPAGE, RENEGADE, WRANGLER, WRANGLER_SIGNATURE } from './datasheets.fixture.js';

describe('car geometry from the datasheet', () => {
  it('places the axles by the wheelbase and the bumpers by the length', () => {
    const renegade = sideProfile('suv', RENEGADE);
    expect(renegade.axles[1] - renegade.axles[0]).toBe(2_570);
    expect(Math.max(...renegade.body.map(([x]) => x))).toBe(4_268);
    expect(Math.max(...renegade.body.map(([, y]) => y))).toBe(1_705);
    const commander = sideProfile('suv', COMMANDER);
    expect(commander.length / commander.height).toBeGreaterThan(renegade.length / renegade.height);
  });

  it('gives a short, tall SUV a steeper windscreen than a long, low one', () => {
    // The windscreen's top is the first point of the body at roof height.
    const screenTop = (profile: ReturnType<typeof sideProfile>) =>
      (profile.body.find(([, y]) => y === profile.height)?.[0] ?? 0) / profile.length;
    expect(screenTop(sideProfile('suv', RENEGADE))).toBeLessThan(screenTop(sideProfile('suv', COMMANDER)));
  });

  it('adds a third side window to a long-wheelbase SUV and slopes the roof of an SUV coupé', () => {
    expect(sideProfile('suv', COMPASS).pillars).toHaveLength(1);
    expect(sideProfile('suv', COMMANDER).pillars).toHaveLength(2);
    const roofEnd = (profile: ReturnType<typeof sideProfile>) =>
      Math.max(...profile.body.filter(([, y]) => y >= profile.height - 100).map(([x]) => x));
    expect(roofEnd(sideProfile('suv-coupe', COMPASS))).toBeLessThan(roofEnd(sideProfile('suv', COMPASS)));
  });

  it('draws a pickup with an open bed behind the cab, on bigger wheels', () => {
    const pickup = sideProfile('pickup', RAMPAGE);
    const hatch = sideProfile('hatch');
    expect(pickup.wheelRadius).toBeGreaterThan(hatch.wheelRadius);
    // The roof ends over the cab; the rear of the body is the bed's rail, far below the roof.
    const tail = pickup.body.filter(([x]) => x > pickup.length * 0.7);
    expect(Math.max(...tail.map(([, y]) => y))).toBeLessThan(pickup.height * 0.75);
    expect(pickup.bed?.to).toBeGreaterThan(pickup.length * 0.9);
    expect(sideProfile('suv', RENEGADE).bed).toBeNull();
  });

  it('ends the body before a spare wheel on the tailgate, within the datasheet length', () => {
    const wrangler = sideProfile('suv', WRANGLER, WRANGLER_SIGNATURE);
    expect(wrangler.length).toBe(4_882);
    expect(Math.max(...wrangler.body.map(([x]) => x))).toBe(wrangler.tail);
    expect(wrangler.spare).not.toBeNull();
    expect((wrangler.spare?.x ?? 0) + (wrangler.spare?.width ?? 0)).toBeLessThanOrEqual(4_882);
    expect(sideProfile('suv', WRANGLER).spare).toBeNull();
  });

  it('gives an upright body a steeper windscreen, taller tyres and fender flares', () => {
    const screenTop = (profile: ReturnType<typeof sideProfile>) =>
      (profile.body.find(([, y]) => y === profile.height)?.[0] ?? 0) / profile.tail;
    const upright = sideProfile('suv', WRANGLER, WRANGLER_SIGNATURE);
    const plain = sideProfile('suv', WRANGLER);
    expect(screenTop(upright)).toBeLessThan(screenTop(plain));
    expect(upright.wheelRadius).toBeGreaterThan(plain.wheelRadius);
    expect(upright.flares).toBe(true);
    expect(plain.flares).toBe(false);
  });
});

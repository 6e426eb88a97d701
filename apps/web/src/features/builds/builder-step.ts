/** Steps of the car builder (spec document 1 §2), in order. */
export const BUILDER_STEPS = [
  'version',
  'optionals',
  'color',
  'coating',
  'accessories',
  'services',
  'resume',
] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

export function isBuilderStep(value: string | null | undefined): value is BuilderStep {
  return (BUILDER_STEPS as readonly string[]).includes(value ?? '');
}

/** The id of the shown step's heading, where the focus goes when the step changes. */
export const STEP_TITLE_ID = 'builder-step-title';

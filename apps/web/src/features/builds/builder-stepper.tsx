import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { AppLink } from '../../lib/routing/app-link';
import { BUILDER_STEPS, type BuilderStep } from './builder-step';

/** Search string of the builder page at a step, keeping the rest of the query. */
export function stepSearch(search: string, step: BuilderStep): string {
  const query = new URLSearchParams(search);
  query.set('step', step);
  return `?${query.toString()}`;
}

/**
 * The builder's steps as a compact stepper: links (keyboard reachable, the current one marked with
 * aria-current="step"); a step the build cannot open yet is shown but not a link. One row at every
 * size: on a phone the steps show their number only (their names stay for screen readers) and
 * "step n of 7: name" above them says where the buyer is.
 */
export function BuilderStepper({
  current,
  isOpen,
  onHeadingForStep,
}: {
  current: BuilderStep;
  isOpen: (step: BuilderStep) => boolean;
  /** Called when the person points at or tabs into the steps, before choosing one. */
  onHeadingForStep?: () => void;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav
      className="builder-stepper"
      aria-label={t('builder.stepsLabel')}
      onPointerEnter={onHeadingForStep}
      onFocus={onHeadingForStep}
    >
      <p className="builder-stepper__count" aria-hidden="true">
        {t('builder.stepOf', {
          index: BUILDER_STEPS.indexOf(current) + 1,
          count: BUILDER_STEPS.length,
          step: t(`builder.steps.${current}`),
        })}
      </p>
      <ol>
        {BUILDER_STEPS.map((step, index) => {
          const label = (
            <>
              <span className="builder-stepper__index" aria-hidden="true">
                {index + 1}
              </span>
              <span className="builder-stepper__label">{t(`builder.steps.${step}`)}</span>
            </>
          );
          return (
            <li key={step} className={step === current ? 'is-current' : undefined}>
              {isOpen(step) ? (
                <AppLink
                  to={{ search: stepSearch(search, step) }}
                  aria-current={step === current ? 'step' : undefined}
                  data-step={step}
                >
                  {label}
                </AppLink>
              ) : (
                <span aria-disabled="true" data-step={step}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

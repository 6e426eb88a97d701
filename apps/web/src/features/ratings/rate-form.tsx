import { CreateRatingRequest, toFieldErrors } from '@autohub/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingScale } from '../../components/rating-scale/rating-scale';
import { AppLink } from '../../lib/routing/app-link';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { usePopups } from '../../lib/popups/popup-context';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { type TargetType, eligibilityQuery, sendRating } from './ratings.api';

type Errors = Partial<Record<'rating' | 'subject' | 'comment', string>>;

/**
 * The opinion of a signed-in customer about a dealer or advisor. Only customers with a vehicle
 * delivered less than 30 days ago may give one (spec document 1 §6): others are told why, and
 * anonymous visitors are sent to sign in and back.
 */
export function RateForm({ type, id, name }: { type: TargetType; id: string; name: string }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const session = useSession();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const ids = { heading: useId(), subject: useId(), comment: useId(), rating: useId() };
  const eligibility = useQuery({ ...eligibilityQuery(), enabled: session.user !== null });
  const [rating, setRating] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  if (session.user === null) {
    const back = `${brandPath(locale, brand, 'ratings')}`;
    return (
      <p>
        <AppLink to={`${brandPath(locale, brand, 'auth/sign-in')}?returnTo=${encodeURIComponent(back)}`}>
          {t('ratings.signInToRate')}
        </AppLink>
      </p>
    );
  }
  if (eligibility.isPending) return null;
  if (eligibility.isError) return <p role="alert">{userMessageOf(eligibility.error)}</p>;
  if (!eligibility.data.canRate) {
    return (
      <p className="ratings-note">
        {t('ratings.notEligible', { days: eligibility.data.maxAgeDays })}{' '}
        <AppLink to={brandPath(locale, brand, 'garage')}>{t('ratings.openGarage')}</AppLink>
      </p>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const comment = String(form.get('comment') ?? '');
    const body = {
      brand,
      rating: rating ?? 0,
      subject: String(form.get('subject') ?? ''),
      ...(comment.trim() === '' ? {} : { comment }),
    };
    const parsed = CreateRatingRequest.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const error of toFieldErrors(parsed.error, locale)) {
        const field = error.path as keyof Errors;
        found[field] ??= field === 'rating' ? t('ratings.chooseRating') : error.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const detail = await sendRating(type, id, parsed.data);
      queryClient.setQueriesData({ queryKey: ['ratings', type, 'detail', id] }, detail);
      await queryClient.invalidateQueries({ queryKey: ['ratings', type] });
      element.reset();
      setRating(null);
      popups.toast(t('ratings.thanks'), { kind: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_error') {
        const found: Errors = {};
        for (const detail of error.details ?? []) {
          const field = detail.path.replace(/^body\./, '') as keyof Errors;
          found[field] ??= detail.message;
        }
        setErrors(found);
      } else {
        popups.toast(userMessageOf(error), { kind: 'error' });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="ratings-form" noValidate aria-labelledby={ids.heading} onSubmit={(event) => void submit(event)}>
      <h4 id={ids.heading}>{t('ratings.rateTitle', { name })}</h4>
      <fieldset aria-describedby={errors.rating ? `${ids.rating}-error` : undefined}>
        <legend>{t('ratings.yourRating')}</legend>
        <RatingScale value={rating} onChange={setRating} className="ratings-scale" choiceClassName="ratings-choice" />
        {errors.rating ? (
          <p className="ratings-error" id={`${ids.rating}-error`}>
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <label htmlFor={ids.subject}>{t('ratings.subject')}</label>
      <input
        id={ids.subject}
        name="subject"
        maxLength={120}
        aria-invalid={errors.subject ? true : undefined}
        aria-describedby={errors.subject ? `${ids.subject}-error` : undefined}
      />
      {errors.subject ? (
        <p className="ratings-error" id={`${ids.subject}-error`}>
          {errors.subject}
        </p>
      ) : null}
      <label htmlFor={ids.comment}>{t('ratings.comment')}</label>
      <textarea
        id={ids.comment}
        name="comment"
        rows={3}
        maxLength={2000}
        aria-invalid={errors.comment ? true : undefined}
        aria-describedby={errors.comment ? `${ids.comment}-error` : undefined}
      />
      {errors.comment ? (
        <p className="ratings-error" id={`${ids.comment}-error`}>
          {errors.comment}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('ratings.sending') : t('ratings.send')}
      </button>
    </form>
  );
}

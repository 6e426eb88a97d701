import { CreateRatingRequest } from '@autohub/contract';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { RatingScale } from '../../components/rating-scale/rating-scale';
import { AppLink } from '../../lib/routing/app-link';
import { TextField, TextareaField, useFieldError } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { userMessageOf } from '../../lib/api/api-client';
import { usePopups } from '../../lib/popups/popup-context';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { type TargetType, eligibilityQuery, sendRating } from './ratings.api';

interface RateValues {
  rating: number | null;
  subject: string;
  comment: string;
}

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
  const headingId = useId();
  const eligibility = useQuery({ ...eligibilityQuery(), enabled: session.user !== null });
  const [sending, setSending] = useState(false);
  const form = useContractForm<RateValues, CreateRatingRequest>(CreateRatingRequest, {
    defaultValues: { rating: null, subject: '', comment: '' },
    prepare: ({ rating, subject, comment }) => ({
      brand,
      rating: rating ?? 0,
      subject,
      ...(comment.trim() === '' ? {} : { comment }),
    }),
    // No score chosen: said in the words of the scale rather than as a number out of range.
    extra: ({ rating }) => (rating === null ? [{ path: 'rating', message: t('ratings.chooseRating') }] : []),
  });

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

  async function submit(body: CreateRatingRequest) {
    setSending(true);
    try {
      const detail = await sendRating(type, id, body);
      queryClient.setQueriesData({ queryKey: ['ratings', type, 'detail', id] }, detail);
      await queryClient.invalidateQueries({ queryKey: ['ratings', type] });
      form.reset();
      popups.toast(t('ratings.thanks'), { kind: 'success' });
    } catch (error) {
      if (!applyApiErrors(form, error, locale)) popups.toast(userMessageOf(error), { kind: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Form form={form} className="ratings-form" aria-labelledby={headingId} onSubmit={submit}>
      <h4 id={headingId}>{t('ratings.rateTitle', { name })}</h4>
      <RatingField legend={t('ratings.yourRating')} />
      <TextField name="subject" label={t('ratings.subject')} maxLength={120} />
      <TextareaField name="comment" label={t('ratings.comment')} rows={3} maxLength={2000} />
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('ratings.sending') : t('ratings.send')}
      </button>
    </Form>
  );
}

/** The score, on the shared 1-to-5 scale, as a field of the surrounding form. */
function RatingField({ legend }: { legend: string }) {
  const errorId = useId();
  const { field } = useController<RateValues, 'rating'>({ name: 'rating' });
  const error = useFieldError('rating');
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <RatingScale value={field.value} onChange={field.onChange} className="ratings-scale" choiceClassName="ratings-choice" />
      {error ? (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

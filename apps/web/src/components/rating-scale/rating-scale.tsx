import { RATING_VALUES, type RatingValue, TEST_DRIVE_RATING_LABELS } from '@autohub/domain';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';

/**
 * The 1–5 scale of spec document 1 §9 as radio buttons, each with its label ("5 · Muito Bom").
 * Place it inside a fieldset whose legend names what is rated.
 */
export function RatingScale({
  value,
  onChange,
  className,
  choiceClassName,
}: {
  value: number | null;
  onChange: (value: RatingValue) => void;
  className?: string;
  choiceClassName?: string;
}) {
  const { locale } = useBrandLocale();
  return (
    <div className={className}>
      {RATING_VALUES.map((option) => (
        <label key={option} className={choiceClassName}>
          <input
            type="radio"
            name="rating"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {option} · {TEST_DRIVE_RATING_LABELS[option][locale]}
        </label>
      ))}
    </div>
  );
}

import { type InputMaskKind, MARKETS } from '@autohub/domain';
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  get,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { Field, FieldMessages, fieldClasses, invalidProps } from './field';
import { useEnterSendsGroup } from './form';
import { MaskedInput, type MaskedInputProps } from './masked-input';
import { wholeWords } from './whole-words';

/** What every field of the kit takes: the form value it holds, its label and an optional hint. */
interface KitFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Passed to react-hook-form's `register` (e.g. `setValueAs`, `onChange`). */
  options?: RegisterOptions<FieldValues, Path<FieldValues>>;
  /** Extra class of the field's wrapper. */
  className?: string;
}

/** The message of a field of the surrounding form, if it is invalid. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error: unknown = get(errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

/**
 * The problem of a form path that has no input of its own (a dealer picked from a list, a car
 * chosen on another page), as an alert where it is shown; `text` replaces the form's message.
 */
export function FieldProblem({ name, text }: { name: string; text?: ReactNode }) {
  const error = useFieldError(name);
  return error ? (
    <p className="form-field__error" role="alert">
      {text ?? error}
    </p>
  ) : null;
}

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'children'>;

/**
 * The form side of one control of the kit: its id, its problem, and the props that tie it to the
 * form (id, invalid state and messages, registration), spread last on the control.
 */
function useKitControl({ name, hint, options }: Pick<KitFieldProps, 'name' | 'hint' | 'options'>) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return {
    id,
    error,
    control: { id, ...invalidProps(id, error, Boolean(hint)), ...register(name, options) },
  };
}

/** A text input (text, e-mail, password, number…) of the surrounding form. */
export function TextField({ name, label, hint, options, className, ...input }: KitFieldProps & InputProps) {
  const { id, error, control } = useKitControl({ name, hint, options });
  const onKeyDown = useEnterSendsGroup(input.onKeyDown);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <input {...input} onKeyDown={onKeyDown} {...control} />
    </Field>
  );
}

/**
 * A text input laid out by the page market's mask while typed: CPF, CNPJ, CPF or CNPJ, CUIL/CUIT,
 * DNI, phone, postal code, date or money (docs/decisions/015-market-formats.md).
 */
export function MaskedField({
  name,
  label,
  hint,
  options,
  className,
  mask,
  ...input
}: KitFieldProps & InputProps & { mask: InputMaskKind }) {
  const { id, error, control } = useKitControl({ name, hint, options });
  const { locale } = useBrandLocale();
  const onKeyDown = useEnterSendsGroup(input.onKeyDown);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <MaskedInput
        mask={mask}
        country={MARKETS[locale].country}
        {...input}
        onKeyDown={onKeyDown}
        {...control}
      />
    </Field>
  );
}

/** A date typed `DD/MM/YYYY` (digits are laid out while typed). */
export function DateField(props: KitFieldProps & InputProps) {
  return <MaskedField mask="date" inputMode="numeric" placeholder="DD/MM/AAAA" {...props} />;
}

/** A money amount of the page market (`R$ 1.234,56`, `$ 1.234,56`). */
export function MoneyField(props: KitFieldProps & InputProps) {
  return <MaskedField mask="money" {...props} />;
}

/**
 * A money input of the page's market whose value its owner holds in its own state (an adjustment
 * on a desk, outside a form of the kit): the same mask as {@link MoneyField}; the owner labels it.
 */
export function MoneyInput(props: Omit<MaskedInputProps, 'mask' | 'country'>) {
  const { locale } = useBrandLocale();
  return <MaskedInput mask="money" country={MARKETS[locale].country} inputMode="decimal" {...props} />;
}

/** A list of choices; `children` are the `<option>`s. */
export function SelectField({
  name,
  label,
  hint,
  options,
  className,
  children,
  ...select
}: KitFieldProps & Omit<ComponentPropsWithoutRef<'select'>, 'name' | 'id'>) {
  const { id, error, control } = useKitControl({ name, hint, options });
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <select {...select} {...control}>
        {children}
      </select>
    </Field>
  );
}

/** A longer text. */
export function TextareaField({
  name,
  label,
  hint,
  options,
  className,
  ...textarea
}: KitFieldProps & Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'id' | 'children'>) {
  const { id, error, control } = useKitControl({ name, hint, options });
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <textarea {...textarea} {...control} />
    </Field>
  );
}

/** One checkbox with its label after it (a consent, an opt-in). */
export function CheckboxField({
  name,
  label,
  hint,
  options,
  className,
  ...input
}: KitFieldProps & InputProps) {
  const { id, error, control } = useKitControl({ name, hint, options });
  const classes = fieldClasses(error, className, 'form-field--check');
  return (
    <div className={classes}>
      <label htmlFor={id} className="form-field__check">
        <input type="checkbox" {...input} {...control} />
        <span>{wholeWords(label)}</span>
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * One choice among a few, as radio buttons (or, with `multiple`, checkboxes of one value list)
 * under a legend; the error is announced with the group.
 */
export function ChoiceGroupField({
  name,
  label,
  hint,
  options,
  className,
  choices,
  multiple = false,
}: KitFieldProps & { choices: readonly { value: string; label: ReactNode }[]; multiple?: boolean }) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const classes = fieldClasses(error, className, 'form-field--group');
  return (
    <fieldset className={classes} {...invalidProps(id, error, Boolean(hint))}>
      <legend>{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="form-field__check">
          <input type={multiple ? 'checkbox' : 'radio'} value={choice.value} {...register(name, options)} />
          <span>{wholeWords(choice.label)}</span>
        </label>
      ))}
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A radio group: one choice among a few. */
export function RadioGroupField(props: Omit<Parameters<typeof ChoiceGroupField>[0], 'multiple'>) {
  return <ChoiceGroupField {...props} />;
}

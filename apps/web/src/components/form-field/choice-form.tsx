import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field } from './field';

/**
 * A form made only of choices from lists the api gives (decision 070): nothing typed to mask or
 * check against the contract, so the screen holds its values in its own state, and the form brings
 * none of the kit's checking code (react-hook-form, the schemas). Its fields look like every other
 * field of the kit.
 */
export function ChoiceForm({
  onSubmit,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * One list of a {@link ChoiceForm}: a labelled native select whose value is the screen's. A kept
 * value shows as soon as the options holding it arrive.
 */
export function ChoiceSelect({
  label,
  value,
  onChange,
  required,
  children,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <select id={id} required={required} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </Field>
  );
}

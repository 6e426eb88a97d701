import type { toFieldErrors } from '@autohub/contract';
import { type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode, createContext, useContext } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import './form-field.css';

/** A contract schema as the kit needs it: anything with zod's `safeParse`. */
export interface ContractSchema<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: Parameters<typeof toFieldErrors>[0] };
}

/**
 * A contract schema, or how to load it: a form on a page's first screen passes a loader (a
 * dynamic import of the schema), so the contract's zod code is downloaded on the form's first
 * check instead of with the page.
 */
export type ContractSchemaSource<Output> = ContractSchema<Output> | (() => Promise<ContractSchema<Output>>);

/**
 * A problem the form itself finds beyond its schema (a consent of the page that must be ticked).
 * Without a message, the domain message of its code (`field_invalid` when none) is shown.
 */
export interface FormProblem {
  path: string;
  message?: string;
  code?: string;
}

/**
 * A form checked by a contract schema in the page locale. On submit, the first invalid field
 * takes the focus (react-hook-form's `shouldFocusError`, kept on). `prepare` turns the values as
 * typed into the schema's input where they differ (an empty text that means "none", a number
 * typed as text); the field names stay the schema's, so problems land on their fields. `extra`
 * adds the form's own problems, reported together with the schema's. The checking code (and a
 * schema given as a loader) is fetched on the first check: see `contract-resolver.ts`.
 */
export function useContractForm<Values extends FieldValues, Output = Values>(
  schema: ContractSchemaSource<Output>,
  {
    prepare,
    extra,
    ...options
  }: Omit<UseFormProps<Values, unknown, Output>, 'resolver'> & {
    defaultValues: DefaultValues<Values>;
    prepare?: (values: Values) => unknown;
    extra?: (values: Values) => readonly FormProblem[];
  },
): UseFormReturn<Values, unknown, Output> {
  const { locale } = useBrandLocale();
  const resolver: Resolver<Values, unknown, Output> = async (values, context, resolverOptions) => {
    const [{ contractResolver }, checked] = await Promise.all([
      import('./contract-resolver'),
      typeof schema === 'function' ? schema() : schema,
    ]);
    return contractResolver<Values, Output>(checked, locale, prepare, extra)(values, context, resolverOptions);
  };
  return useForm<Values, unknown, Output>({ ...options, resolver });
}

/**
 * The form element of the kit: shares the form with its fields, checks it on submit and never
 * lets the browser's own validation speak (the domain messages do).
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** Input types whose Enter submits their form in a browser (a text, a number, a date…). */
const NOT_SUBMITTING_ON_ENTER = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image', 'color', 'range']);

/** How the surrounding {@link FieldGroup} is sent, if there is one. */
const GroupSubmit = createContext<(() => void) | null>(null);

/**
 * The key handler of a kit input: inside a {@link FieldGroup}, Enter sends the group (after the
 * field's own handler, unless that one prevented it); elsewhere the field's own handler as given.
 */
export function useEnterSendsGroup<Element extends HTMLInputElement>(
  own: ((event: KeyboardEvent<Element>) => void) | undefined,
): ((event: KeyboardEvent<Element>) => void) | undefined {
  const submit = useContext(GroupSubmit);
  if (!submit) return own;
  return (event) => {
    own?.(event);
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (NOT_SUBMITTING_ON_ENTER.has(event.currentTarget.type)) return;
    // The browser would submit the surrounding form: the group answers instead.
    event.preventDefault();
    submit();
  };
}

/**
 * A group of fields checked and sent on its own, without a form element: for a panel that sits
 * inside another form (the dealer search of the lead and test-drive forms). A form nested in a
 * form is not valid HTML and its submit reaches the outer one. Here Enter in one of the group's
 * text fields (`TextField`, `MaskedField`…) runs the group's `onSubmit`, never the outer form's;
 * the group's own buttons are `type="button"` and call `form.handleSubmit(onSubmit)`. The group is
 * checked like a `Form`: problems under their fields, the first invalid one focused.
 */
export function FieldGroup<Values extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit'> & {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <GroupSubmit value={() => void form.handleSubmit(onSubmit)()}>
        <div role="group" {...props}>
          {children}
        </div>
      </GroupSubmit>
    </FormProvider>
  );
}

import { toFieldErrors } from '@autohub/contract';
import { type Locale, isMessageCode, message } from '@autohub/domain';
import { toNestErrors } from '@hookform/resolvers';
import { type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode, createContext, useContext } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { ApiError } from '../../lib/api/api-client';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import './form-field.css';

/** A contract schema as the kit needs it: anything with zod's `safeParse`. */
export interface ContractSchema<Output> {
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: Parameters<typeof toFieldErrors>[0] };
}

/** The per-field problems of a rejected value, nested as react-hook-form keeps them. */
function nested<Values extends FieldValues>(
  problems: readonly { path: string; code: string; message: string }[],
  options: Parameters<Resolver<Values>>[2],
): FieldErrors<Values> {
  const flat: FieldErrors = {};
  for (const problem of problems) {
    const path = problem.path === '' ? 'root' : problem.path;
    flat[path] ??= { type: problem.code, message: problem.message };
  }
  return toNestErrors(flat, options);
}

/**
 * A react-hook-form resolver that checks a form with a contract schema: each field's first
 * problem, with the domain message of its code in the page locale (the words the api uses too).
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: ContractSchema<Output>,
  locale: Locale,
  prepare: (values: Values) => unknown = (values) => values,
  extra: (values: Values) => readonly FormProblem[] = () => [],
): Resolver<Values, unknown, Output> {
  return (values, _context, options) => {
    const result = schema.safeParse(prepare(values));
    const more = extra(values).map((problem) => ({ ...problem, code: problem.code ?? 'field_invalid' }));
    if (result.success && more.length === 0) return { values: result.data, errors: {} };
    // The form's own words come first: they say more than the schema's generic code.
    const problems = [...more, ...(result.success ? [] : toFieldErrors(result.error, locale))];
    return { values: {}, errors: nested<Values>(problems, options) };
  };
}

/** A problem the form itself finds beyond its schema (a consent of the page that must be ticked). */
export interface FormProblem {
  path: string;
  message: string;
  code?: string;
}

/**
 * A form checked by a contract schema in the page locale. On submit, the first invalid field
 * takes the focus (react-hook-form's `shouldFocusError`, kept on). `prepare` turns the values as
 * typed into the schema's input where they differ (an empty text that means "none", a number
 * typed as text); the field names stay the schema's, so problems land on their fields. `extra`
 * adds the form's own problems, reported together with the schema's.
 */
export function useContractForm<Values extends FieldValues, Output = Values>(
  schema: ContractSchema<Output>,
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
  return useForm<Values, unknown, Output>({
    ...options,
    resolver: contractResolver<Values, Output>(schema, locale, prepare, extra),
  });
}

/**
 * Puts the problems of a rejected request (`details`: path, code, message) under their fields
 * and focuses the first of them. `body.` is dropped from the paths; `fieldOf` maps an api path
 * to the form's field where they differ (`document.number` → `document`), or drops it
 * (undefined). The message of a known code is the domain one in the page locale, else the api's.
 * True when at least one problem found its field.
 */
export function applyApiErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError'>,
  error: unknown,
  locale: Locale,
  fieldOf: (path: string) => string | undefined = (path) => path,
): boolean {
  if (!(error instanceof ApiError) || !error.details?.length) return false;
  let first = true;
  for (const detail of error.details) {
    const field = fieldOf(detail.path.replace(/^body\./, ''));
    if (!field) continue;
    const text = detail.code && isMessageCode(detail.code) ? message(detail.code, locale) : detail.message;
    form.setError(field as Path<Values>, { type: detail.code ?? 'api', message: text }, { shouldFocus: first });
    first = false;
  }
  return !first;
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

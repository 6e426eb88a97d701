import {
  type CountryCode,
  type InputMaskKind,
  type InputMaskSpec,
  inputMask,
  normalizeMobilePhone,
} from '@autohub/domain';
import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type Ref,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useIMask } from 'react-imask';

type FactoryOpts = Parameters<typeof useIMask>[0];

/** The mask library's options for a field's mask of the domain. */
function maskOptions(spec: InputMaskSpec): FactoryOpts {
  if (spec.type === 'patterns') {
    const upper = spec.upperCase ? { prepareChar: (char: string) => char.toUpperCase() } : {};
    const [only] = spec.patterns;
    if (spec.patterns.length === 1 && only !== undefined) return { mask: only, ...upper };
    return { mask: spec.patterns.map((pattern) => ({ mask: pattern, ...upper })) };
  }
  if (spec.type === 'characters') {
    const allowed = spec.allowed.replace(/[\\\]^-]/g, '\\$&');
    return {
      mask: new RegExp(`^[${allowed}]{0,${spec.maxLength}}$`, spec.upperCase ? 'i' : ''),
      ...(spec.upperCase ? { prepareChar: (char: string) => char.toUpperCase() } : {}),
    };
  }
  return {
    mask: `${spec.prefix}num`,
    lazy: true,
    blocks: {
      num: {
        mask: Number,
        thousandsSeparator: spec.thousandsSeparator,
        radix: spec.radix,
        mapToRadix: [spec.radix],
        scale: spec.scale,
        min: 0,
        max: 10 ** spec.maxIntegerDigits - 0.01,
        normalizeZeros: true,
      },
    },
  };
}

/** Sets an input's value the way typing does, so React and form libraries hear of it. */
function typeInto(element: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

export type MaskedInputProps = ComponentPropsWithRef<'input'> & {
  /** Which document or value the field holds. */
  mask: InputMaskKind;
  /** The market of the page: its layouts apply. */
  country: CountryCode;
};

/**
 * An input laid out while typed by the market's mask (docs/decisions/015-market-formats.md):
 * works with react-hook-form's `register` and with controlled inputs alike. Values set by code
 * (a pre-fill) are laid out when the field is focused. An Argentine phone, kept as typed, is
 * rewritten in its display form when the field is left.
 */
export function MaskedInput({ mask, country, ref, onFocus, onBlur, onChange, ...props }: MaskedInputProps) {
  const options = useMemo(() => maskOptions(inputMask(mask, country)), [mask, country]);
  const element = useRef<HTMLInputElement | null>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });
  // The mask rewrites the field inside the input event, so React may not see a change: the
  // accepted value is handed to the form as a change of the input.
  const accept = useCallback(() => {
    const node = element.current;
    if (node)
      changeRef.current?.({
        target: node,
        currentTarget: node,
        type: 'change',
      } as ChangeEvent<HTMLInputElement>);
  }, []);
  const { maskRef } = useIMask(options, { ref: element, onAccept: accept });
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
    },
    [ref],
  ) as Ref<HTMLInputElement>;

  function focus(event: FocusEvent<HTMLInputElement>) {
    const instance = maskRef.current;
    if (instance && instance.value !== event.currentTarget.value) {
      instance.value = event.currentTarget.value;
      if (instance.value !== event.currentTarget.value) typeInto(event.currentTarget, instance.value);
    }
    onFocus?.(event);
  }

  function blur(event: FocusEvent<HTMLInputElement>) {
    if (mask === 'phone' && country === 'AR') {
      const display = normalizeMobilePhone(event.currentTarget.value, 'AR')?.display;
      if (display && display !== event.currentTarget.value) typeInto(event.currentTarget, display);
    }
    onBlur?.(event);
  }

  return (
    <input
      {...props}
      inputMode={
        props.inputMode ??
        (mask === 'phone' ? 'tel' : mask === 'postalCode' && country === 'AR' ? 'text' : 'numeric')
      }
      ref={setRefs}
      onChange={onChange}
      onFocus={focus}
      onBlur={blur}
    />
  );
}

/** A {@link MaskedInput} when a mask is given, else a plain input: for forms built from one helper. */
export function MaskedInputOrPlain({
  mask,
  country,
  ...props
}: Omit<MaskedInputProps, 'mask'> & { mask: InputMaskKind | undefined }) {
  return mask === undefined ? <input {...props} /> : <MaskedInput mask={mask} country={country} {...props} />;
}

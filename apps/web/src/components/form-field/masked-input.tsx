import { type CountryCode, type InputMaskKind, type InputMaskSpec, inputMask } from '@autohub/domain';
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
import type IMask from 'imask';
import type { FactoryOpts, InputMask } from 'imask';
import type * as PhoneDisplay from './phone-display';

/**
 * The mask library, fetched when a masked field is first focused: a page whose form is only
 * looked at (the home's postal code, the builder's location) does not download it.
 */
let maskLibrary: Promise<typeof IMask> | null = null;
function loadMaskLibrary(): Promise<typeof IMask> {
  maskLibrary ??= import('imask').then((m) => m.default);
  // A failed download is tried again on the next focus.
  maskLibrary.catch(() => {
    maskLibrary = null;
  });
  return maskLibrary;
}

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
        // Money shows its two decimals once laid out (`R$ 79.990,00`), as amounts are written elsewhere.
        padFractionalZeros: true,
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

type PhoneRules = typeof PhoneDisplay;
let phoneRules: Promise<PhoneRules> | null = null;
let phoneRulesLoaded: PhoneRules | null = null;
/** The phone rules (and their phone-number library), fetched when an Argentine phone is focused. */
function loadPhoneRules(): Promise<PhoneRules> {
  phoneRules ??= import('./phone-display').then((rules) => (phoneRulesLoaded = rules));
  phoneRules.catch(() => {
    phoneRules = null;
  });
  return phoneRules;
}

/**
 * An input laid out while typed by the market's mask (docs/decisions/015-market-formats.md):
 * works with react-hook-form's `register` and with controlled inputs alike. The mask library is
 * fetched on the field's first focus (what was typed before it arrived is laid out then); values
 * set by code (a pre-fill) are laid out when the field is focused. An Argentine phone, kept as
 * typed, is rewritten in its display form when the field is left.
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
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  const optionsRef = useRef(options);

  /** Lays out by the mask what code set in the field since the mask attached (a pre-fill), on focus. */
  const layOut = useCallback((node: HTMLInputElement) => {
    const instance = maskRef.current;
    if (instance && instance.value !== node.value) {
      instance.value = node.value;
      if (instance.value !== node.value) typeInto(node, instance.value);
    }
  }, []);

  const attach = useCallback(
    (node: HTMLInputElement) => {
      if (maskRef.current) return;
      loadMaskLibrary().then(
        (createMask) => {
          if (maskRef.current || element.current !== node) return;
          const held = node.value;
          const instance = createMask(node, optionsRef.current);
          instance.on('accept', accept);
          maskRef.current = instance;
          // The library lays out what the field held (typed before it arrived, or a pre-fill) as it
          // attaches, without an event of its own: the owner hears of it here, or a controlled
          // field would be drawn back to the text as typed, behind the mask's back.
          if (node.value !== held) accept();
        },
        (error: unknown) => console.error(error),
      );
    },
    [accept],
  );

  useEffect(() => {
    optionsRef.current = options;
    maskRef.current?.updateOptions(options as Partial<FactoryOpts>);
  }, [options]);

  useEffect(() => {
    // A field focused before the page was ready (typed into while its script loaded).
    const node = element.current;
    if (node && node.ownerDocument.activeElement === node) attach(node);
    return () => {
      maskRef.current?.destroy();
      maskRef.current = null;
    };
  }, [attach]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
    },
    [ref],
  ) as Ref<HTMLInputElement>;

  const rewritesPhone = mask === 'phone' && country === 'AR';

  function focus(event: FocusEvent<HTMLInputElement>) {
    if (rewritesPhone) void loadPhoneRules();
    if (maskRef.current) layOut(event.currentTarget);
    else attach(event.currentTarget);
    onFocus?.(event);
  }

  function blur(event: FocusEvent<HTMLInputElement>) {
    if (rewritesPhone) {
      const node = event.currentTarget;
      const rewrite = (rules: PhoneRules) => {
        const display = rules.normalizeMobilePhone(node.value, 'AR')?.display;
        if (display && display !== node.value) typeInto(node, display);
      };
      // Loaded on focus, so almost always here by the time the field is left.
      if (phoneRulesLoaded) rewrite(phoneRulesLoaded);
      else void loadPhoneRules().then(rewrite, (error: unknown) => console.error(error));
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

import { useCallback, useRef, useState } from 'react';

/** A rule gives the message to show, or undefined when the value passes. */
export type FieldRule<V> = (value: string, values: V) => string | undefined;

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The first message of the field's rules, as Arco's Form shows one at a time. */
export function fieldError<V>(
  rules: FieldRule<V>[] | undefined,
  value: string,
  values: V,
): string | undefined {
  for (const rule of rules ?? []) {
    const message = rule(value, values);
    if (message) return message;
  }
  return undefined;
}

/** The id of a field's control, as Arco's Form.Item gives it (`username_input`): labels and tests point at it. */
export const controlId = (name: string) => `${name}_input`;

/**
 * The state of a sign-in form, validated like Arco's Form (each field on change, the asked-for fields on submit,
 * the first failing one focused) without its weight: Form, Grid, Tooltip, lodash and the validator library are a
 * fifth of the sign-in page. `validate` resolves the values when every asked-for field passes, else null.
 */
export function useSignInForm<V extends Record<string, string>>(
  initial: V,
  rules: { [K in keyof V]?: FieldRule<V>[] },
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const current = useRef(values);
  current.current = values;

  const change = useCallback(
    (name: keyof V, value: string) => {
      const next = { ...current.current, [name]: value };
      current.current = next;
      setValues(next);
      setErrors((previous) => ({ ...previous, [name]: fieldError(rules[name], value, next) }));
    },
    [rules],
  );

  const validate = useCallback(
    (names: (keyof V)[] = Object.keys(rules) as (keyof V)[]): V | null => {
      const found: FieldErrors<V> = {};
      for (const name of names)
        found[name] = fieldError(rules[name], current.current[name] ?? '', current.current);
      setErrors((previous) => ({ ...previous, ...found }));
      const failed = names.find((name) => found[name]);
      if (failed === undefined) return current.current;
      document.getElementById(controlId(String(failed)))?.focus();
      return null;
    },
    [rules],
  );

  /** Sets a value without checking it (e.g. the captcha emptied after the server used it up). */
  const reset = useCallback((name: keyof V, value = '') => {
    const next = { ...current.current, [name]: value };
    current.current = next;
    setValues(next);
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  }, []);

  return { values, errors, change, validate, reset };
}

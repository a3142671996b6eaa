import { useCallback, useContext } from 'react';
import Form, { type FormInstance } from '@arco-design/web-react/es/Form';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { FormErrorData } from '@pm/domain/shapes';
import {
  type FieldError,
  formatFieldError,
  type FormSchema,
  labelOf,
  rulesOf,
  validateField,
} from '@pm/domain/forms';
import { currentLocale } from '../i18n/locale';

type FormValues = Record<string, unknown>;

/** What the rules read the whole form from: any Arco FormInstance, whatever its value type. */
interface ValuesSource {
  getFieldsValue(): unknown;
}

/** A schema with a context needs it; one without takes none. The form is optional in both cases. */
type RulesArgs<Context> = Context extends undefined
  ? [context?: undefined, form?: ValuesSource]
  : [context: Context, form?: ValuesSource];

/** `instalments[1].amount` → ['instalments', '1', 'amount']. */
const pathOf = (field: string) => field.replace(/\[(\d+)\]/g, '.$1').split('.');

/** A copy of `values` with `value` at `field`, copying only the objects along the path. */
export function withFieldValue(values: FormValues, field: string, value: unknown): FormValues {
  const keys = pathOf(field);
  const root: FormValues = { ...values };
  let node: Record<string, unknown> = root;
  keys.forEach((key, index) => {
    const nextKey = keys[index + 1];
    if (nextKey === undefined) {
      node[key] = value;
      return;
    }
    const child = node[key];
    const copy: Record<string, unknown> = Array.isArray(child)
      ? ([...child] as unknown as Record<string, unknown>)
      : child && typeof child === 'object'
        ? { ...(child as Record<string, unknown>) }
        : ((/^\d+$/.test(nextKey) ? [] : {}) as Record<string, unknown>);
    node[key] = copy;
    node = copy;
  });
  return root;
}

function firstError<Values, Context>(
  schema: FormSchema<Values, Context>,
  values: FormValues,
  field: string,
  context: Context | undefined,
): FieldError | null {
  // RulesArgs already made the caller pass the context a schema needs; this only widens validateField's tuple.
  const run = validateField as (
    schema: FormSchema<Values, Context>,
    values: Values,
    field: string,
    context?: Context,
  ) => FieldError | null;
  return run(schema, values as Values, field, context);
}

/**
 * Arco `Form.Item` rules that run the shared schema (the one the server runs) on the whole form's values and show
 * its message in the current language: `<Form.Item field="name" rules={rules('name')}>`.
 *
 * The whole form's values come from `form` when given, else from the enclosing `<Form>`. Pass `form` when the
 * hook is called in the component that renders the `<Form>` (it is not inside its own form's context then). Every
 * field the schema names must be rendered (hidden ones too): the cross-field checks run only once all of them pass.
 * List other fields a rule reads in the item's `dependencies` (an end date on its start date) so it re-runs.
 */
export function useSchemaRules<Values, Context = undefined>(
  schema: FormSchema<Values, Context>,
  ...[context, form]: RulesArgs<Context>
): (field: string) => RulesProps[] {
  useTranslation(); // re-renders on a language change, so the messages below follow it
  const locale = currentLocale();
  // Form.FormContext, not es/Form/context: only es/<Component> modules are Module Federation singletons, so this
  // is the context object the shell's Form provides. Unlike Form.useFormContext it stays quiet outside a Form.
  const enclosing = useContext(Form.FormContext).store;
  const instance: ValuesSource | undefined = form ?? enclosing;
  return useCallback(
    (field: string) => {
      const required = rulesOf(schema, field).some(
        (rule) => rule.kind === 'required' || rule.kind === 'minItems',
      );
      return [
        {
          // `required` only draws Arco's asterisk: with a validator present, Arco runs the validator alone.
          required,
          validator(value: unknown, callback: (error?: string) => void) {
            const held = (instance?.getFieldsValue() ?? {}) as FormValues;
            // Arco hands a validator undefined for an empty string (b-validate's ignoreEmptyString): the form
            // itself holds '' then, which is what the schema's checks must read (they trim text fields).
            const values = value === undefined ? held : withFieldValue(held, field, value);
            const error = firstError(schema, values, field, context);
            callback(error ? formatFieldError(error, schema.labels, locale) : undefined);
          },
        },
      ];
    },
    [schema, context, instance, locale],
  );
}

/** The label of a schema's field in the current language (`instalments[1].amount` → 第 2 行拨付金额). */
export function useSchemaLabel<Values, Context>(
  schema: FormSchema<Values, Context>,
): (field: string) => string {
  useTranslation();
  const locale = currentLocale();
  return useCallback((field: string) => labelOf(schema.labels, field, locale), [schema, locale]);
}

/** The field messages of a refused form (422 `data.errors`), from an ApiError or its serialized RTK Query form. */
export function formErrorsOf(error: unknown): FormErrorData['errors'] | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data;
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return null;
  const valid = errors.every(
    (entry: unknown) =>
      !!entry &&
      typeof (entry as { field?: unknown }).field === 'string' &&
      typeof (entry as { message?: unknown }).message === 'string',
  );
  return valid && errors.length > 0 ? (errors as FormErrorData['errors']) : null;
}

interface FieldsByPath {
  getFieldsState(fields: string[]): Record<string, unknown>;
  setFields(fields: Record<string, { error: { message: string } }>): void;
  scrollToField(field: string): void;
}

/**
 * Puts a refused form's messages under its fields (`instalments[1].amount` included) and scrolls to the first.
 * Messages for fields the form does not show are toasted so none is lost. False when `error` is no form error.
 */
export function applyFormErrors<Values>(form: FormInstance<Values>, error: unknown): boolean {
  const errors = formErrorsOf(error);
  if (!errors) return false;
  // Field paths come from the server as strings (`instalments[1].amount`), not as keys of Values.
  const target = form as unknown as FieldsByPath;
  const states = target.getFieldsState(errors.map(({ field }) => field));
  const placed: Record<string, { error: { message: string } }> = {};
  const elsewhere: string[] = [];
  for (const { field, message } of errors) {
    if (states[field]) placed[field] = { error: { message } };
    else elsewhere.push(message);
  }
  const fields = Object.keys(placed);
  if (fields.length > 0) {
    target.setFields(placed);
    target.scrollToField(fields[0]!);
  }
  if (elsewhere.length > 0) Message.error(elsewhere.join('\n'));
  return true;
}

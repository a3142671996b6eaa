import type { FastifyRequest } from 'fastify';
import { formErrorMessages, validateForm, type FormSchema } from '@pm/domain/forms';
import { AppError } from './errors';
import { requestLocale } from './locale';

/**
 * Checks a body with the form's shared schema (the page ran the same rules): on failure a 422 whose message is the
 * first field's and whose data lists every field, in the caller's language. `context` is what the rule needs from
 * the database (read it under lock when it guards money).
 */
export function assertForm<Values, Context>(
  request: FastifyRequest,
  schema: FormSchema<Values, Context>,
  values: Values,
  ...context: Context extends undefined ? [] : [Context]
): void {
  const errors = validateForm(schema, values, ...context);
  if (errors.length === 0) return;
  const messages = formErrorMessages(schema, errors, requestLocale(request));
  throw new AppError(422, messages[0]!.message, undefined, { errors: messages });
}

import { Type } from 'typebox';
import { Id } from './integers';
import { nullable } from './primitives';

/**
 * Fields of a body the shared form schema checks: a missing text is blank and a missing id null, so the form (not
 * the body's shape) says what is missing, in the caller's language, under its field. Ids are bounded (integers.ts)
 * and bodies keep their JSON types (the server's http/validators): `"5"` is not an id.
 */
export const FormText = Type.String({ default: '' });
export const FormId = Type.Union([Type.Null(), Id()], { default: null });

/** Who made a reviewed record (`MadeBy`): the page disables the review buttons for them (maker–checker). */
export const MadeBySchema = {
  createdById: nullable(Type.Integer()),
  submittedById: nullable(Type.Integer()),
};

/**
 * A text that must not be blank, with the message (a text key of the server's, or the text itself) the caller
 * sees when it is missing or blank (`x-message`, read by the server's validation messages).
 */
export function requiredText(message: string, maxLength = 128) {
  return Type.String({ maxLength, pattern: '\\S', 'x-message': { required: message, pattern: message } });
}

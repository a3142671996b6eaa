import { Type, type TSchema } from 'typebox';
import { nullable, responses } from '../../http/envelope';

/**
 * Fields of a body the shared form schema checks: a missing text is blank and a missing id null, so the form (not
 * the body's shape) says what is missing, in the caller's language, under its field. Null comes first in the id's
 * union: Ajv's type coercion would otherwise turn a null id into 0.
 */
export const FormText = Type.String({ default: '' });
export const FormId = Type.Union([Type.Null(), Type.Integer({ minimum: 1 })], { default: null });

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** The version the caller's copy was read at: a save based on an older one is refused (409). */
const Version = Type.Integer({ minimum: 1 });

export const VersionBody = Type.Object({ version: Version });

/** A decision with a reason; whether the reason is required is the form's rule (`reviewCommentForm`). */
export const CommentBody = Type.Object({
  version: Version,
  comment: Type.String({ maxLength: 2000, default: '' }),
});

/** The schema of a workflow action on a record: `POST /…/:id/<action>` answering with the record's detail. */
export function actionRoute<Body extends TSchema, Detail extends TSchema>(
  tag: string,
  summary: string,
  body: Body,
  detail: Detail,
) {
  return { tags: [tag], summary, params: IdParams, body, response: responses(detail) };
}

/** Who made a reviewed record (`MadeBy`): the page disables the review buttons for them (maker–checker). */
export const MadeBySchema = {
  createdById: nullable(Type.Integer()),
  submittedById: nullable(Type.Integer()),
};

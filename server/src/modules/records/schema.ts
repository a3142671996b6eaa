import { Type, type TSchema } from 'typebox';
import { nullable, responses } from '../../http/envelope';
import { Id, Version } from '../../http/integers';

/**
 * Fields of a body the shared form schema checks: a missing text is blank and a missing id null, so the form (not
 * the body's shape) says what is missing, in the caller's language, under its field. Ids are bounded (http/integers)
 * and bodies keep their JSON types (http/validators): `"5"` is not an id.
 */
export const FormText = Type.String({ default: '' });
export const FormId = Type.Union([Type.Null(), Id()], { default: null });

export const IdParams = Type.Object({ id: Id() });

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

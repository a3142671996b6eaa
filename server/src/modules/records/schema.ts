import { Type, type TSchema } from 'typebox';
import { responses } from '../../http/envelope';
import { Id, Version } from '@pm/domain/shapes/integers';

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

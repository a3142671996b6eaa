import { LOG_ACTIONS } from '@pm/domain/audit';
import type { TFunction } from 'i18next';

export { LOG_ACTIONS };

/** An action in words; an unknown one as stored. */
export const actionText = (t: TFunction, action: string) =>
  t(`log.action.${action}`, { defaultValue: action });

/**
 * A kind of record in words, as a label (the common `entity.*` names, sign-in events the log's own). The common
 * English names are lower case for use inside a sentence; a column or an option starts with a capital.
 */
export const entityText = (t: TFunction, entity: string) => {
  const text = t(`log.entity.${entity}`, {
    defaultValue: t(`entity.${entity}`, { ns: 'common', defaultValue: entity }),
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const SIGN_IN_ENTITIES = new Set(['session', 'account']);

/** The sign-in events' note (how, or why refused) in words; a person's own comment on a change as written. */
export const commentText = (t: TFunction, log: { entity: string; comment: string | null }) =>
  log.comment === null
    ? ''
    : SIGN_IN_ENTITIES.has(log.entity)
      ? t(`log.via.${log.comment}`, { defaultValue: log.comment })
      : log.comment;

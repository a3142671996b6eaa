import type { TFunction } from 'i18next';

/** An appropriation action in words: its own word where the common one misleads (return: a bounced payment). */
export function appropriationActionLabel(t: TFunction, action: string): string {
  return t(`appropriation.action.${action}`, {
    defaultValue: t(`action.${action}`, { ns: 'common', defaultValue: action }),
  });
}

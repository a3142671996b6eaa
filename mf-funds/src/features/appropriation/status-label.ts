import type { TFunction } from 'i18next';

/** An appropriation status in words: its own word where it has one (待核验), else the common one (已驳回). */
export function appropriationStatusLabel(t: TFunction, status: string): string {
  return t(`status.appropriation.${status}`, {
    ns: 'common',
    defaultValue: t(`status.${status}`, { ns: 'common', defaultValue: status }),
  });
}

/** An appropriation action in words: its own word where the common one misleads (return: a bounced payment). */
export function appropriationActionLabel(t: TFunction, action: string): string {
  return t(`appropriation.action.${action}`, {
    defaultValue: t(`action.${action}`, { ns: 'common', defaultValue: action }),
  });
}

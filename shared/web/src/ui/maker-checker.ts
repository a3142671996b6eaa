import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUserInfo } from '../store/user-slice';
import { useAppSelector } from '../store/hooks';
import type { Machine } from '@pm/domain/workflow';
import { refusedToMaker, type MadeBy } from '@pm/domain/workflow';

/**
 * Maker–checker on a record's buttons: for an action, why the signed-in user may not take it (a review step on
 * what they created or submitted), or undefined when they may. The server refuses it anyway; the button says so
 * beforehand (`DisabledReason`).
 */
export function useMakerCheck(
  record: MadeBy,
): <Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  action: Action,
) => string | undefined {
  const { t } = useTranslation('common');
  const userId = useAppSelector(selectUserInfo)?.id;
  return useCallback(
    (machine, action) =>
      refusedToMaker(machine, action, record, userId) ? t('makerChecker.ownWork') : undefined,
    [record, userId, t],
  );
}

import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import Tooltip from '@arco-design/web-react/es/Tooltip';
import { useTranslation } from 'react-i18next';
import { hasButtonPermission } from '@pm/domain/auth';
import { usePermissionSubject } from '@pm/web/auth';
import { BatchResultDialog, ConfirmAction, type BatchOutcome } from '@pm/web/ui';
import { needsComment, type ProjectButtonAction } from '@pm/domain/workflow';
import { useProjectActionMutation } from '../../features/project/api/project-action';
import { NS } from '../../locale';
import { batchOptions, runBatch, type BatchBlock, type BatchRow } from './batch-rule';

export interface BatchActionsProps {
  rows: BatchRow[];
  /** Called once the batch has run: the rows changed, the selection no longer means anything. */
  onDone: () => void;
}

/** The project buttons for the selected rows: each one explains itself when closed, runs row by row when open. */
export function BatchActions({ rows, onDone }: BatchActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const [trigger] = useProjectActionMutation();
  const [outcome, setOutcome] = useState<BatchOutcome<ProjectButtonAction> | null>(null);
  const verb = (action: ProjectButtonAction) => t(`action.${action}`, { ns: 'common' });

  const why = (action: ProjectButtonAction, blocked: BatchBlock) =>
    blocked.reason === 'noPermission'
      ? t('batch.noPermission', { action: verb(action) })
      : t('batch.notNow', { action: verb(action), codes: blocked.codes.join(', ') });

  const run = async (action: ProjectButtonAction, comment?: string) => {
    const result = await runBatch(rows, (row) =>
      // Silent: the summary lists every failure, a toast for each would bury it.
      trigger({ id: row.id, action, version: row.version, comment, silent: true }).unwrap(),
    );
    setOutcome({ action, result, names: Object.fromEntries(rows.map((row) => [row.id, row.code])) });
    onDone();
  };

  const options = batchOptions(rows, (code) => hasButtonPermission(subject, [code]));
  return (
    <>
      {rows.length > 0 && (
        <Space wrap>
          <span>{t('batch.selected', { count: rows.length })}</span>
          {options.map(({ action, blocked }) => {
            const button = (
              <ConfirmAction
                key={action}
                title={t('batch.confirm', { count: rows.length, action: verb(action) })}
                needComment={needsComment(action)}
                onConfirm={(comment) => run(action, comment)}
                status={action === 'terminate' ? 'danger' : undefined}
                disabled={blocked !== null}
              >
                {verb(action)}
              </ConfirmAction>
            );
            if (!blocked) return button;
            // A disabled button takes no focus or hover: the wrapper carries the reason for mouse and keyboard.
            return (
              <Tooltip key={action} content={why(action, blocked)}>
                <span tabIndex={0} aria-label={`${verb(action)}: ${why(action, blocked)}`}>
                  {button}
                </span>
              </Tooltip>
            );
          })}
          <Button type="text" onClick={onDone}>
            {t('batch.clear')}
          </Button>
        </Space>
      )}
      <BatchResultDialog outcome={outcome} ns={NS} prefix="batch" onClose={() => setOutcome(null)} />
    </>
  );
}

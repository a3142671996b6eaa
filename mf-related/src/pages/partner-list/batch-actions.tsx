import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { PartnerListItem } from '@pm/domain/shapes';
import { PARTNER_BUTTONS } from '@pm/domain/workflow';
import { Btn } from '@pm/web/auth';
import { BatchResultDialog, ConfirmAction, type BatchOutcome } from '@pm/web/ui';
import { useBatchPartnersMutation } from '../../features/partner/api/batch-partners';
import { NS } from '../../locale';

export interface BatchActionsProps {
  rows: PartnerListItem[];
  onDone: () => void;
}

type Action = 'blacklist' | 'unblacklist';

/** Blacklist or unblacklist the selected partners (after a confirmation, the reason asked for); per-row results. */
export function BatchActions({ rows, onDone }: BatchActionsProps) {
  const { t } = useTranslation(NS);
  const [trigger] = useBatchPartnersMutation();
  const [outcome, setOutcome] = useState<BatchOutcome<Action> | null>(null);

  const run = async (action: Action, reason?: string) => {
    const result = await trigger({
      action,
      reason: reason ?? '',
      items: rows.map((row) => ({ id: row.id, version: row.version })),
    }).unwrap();
    setOutcome({ action, result, names: Object.fromEntries(rows.map((row) => [row.id, row.name])) });
    onDone();
  };

  return (
    <>
      {rows.length > 0 && (
        <Space wrap>
          <span>{t('partnerList.selected', { count: rows.length })}</span>
          <Btn codes={[PARTNER_BUTTONS.blacklist]}>
            <ConfirmAction
              title={t('partnerList.batchConfirm', {
                count: rows.length,
                action: t('partnerList.action.blacklist'),
              })}
              needComment
              commentLabel={t('partnerList.reason')}
              status="danger"
              onConfirm={(reason) => run('blacklist', reason)}
            >
              {t('partnerList.action.blacklist')}
            </ConfirmAction>
          </Btn>
          <Btn codes={[PARTNER_BUTTONS.blacklist]}>
            <ConfirmAction
              title={t('partnerList.batchConfirm', {
                count: rows.length,
                action: t('partnerList.action.unblacklist'),
              })}
              optionalComment
              onConfirm={(comment) => run('unblacklist', comment)}
            >
              {t('partnerList.action.unblacklist')}
            </ConfirmAction>
          </Btn>
          <Button type="text" onClick={onDone}>
            {t('partnerList.clearSelection')}
          </Button>
        </Space>
      )}
      <BatchResultDialog
        outcome={outcome}
        ns={NS}
        prefix="partnerList"
        actionName={(action) => t(`partnerList.action.${action}`)}
        onClose={() => setOutcome(null)}
      />
    </>
  );
}

import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Modal from '@arco-design/web-react/es/Modal';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { BatchResult, PartnerListItem } from '@pm/domain/shapes';
import { PARTNER_BUTTONS } from '@pm/domain/workflow';
import { Btn } from '@pm/web/auth';
import { ConfirmAction } from '@pm/web/ui';
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
  const [outcome, setOutcome] = useState<{ action: Action; result: BatchResult } | null>(null);
  const names = new Map(rows.map((row) => [row.id, row.name]));

  const run = async (action: Action, reason?: string) => {
    const result = await trigger({
      action,
      reason: reason ?? '',
      items: rows.map((row) => ({ id: row.id, version: row.version })),
    }).unwrap();
    setOutcome({ action, result });
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
      <Modal
        visible={outcome !== null}
        title={outcome && t('partnerList.resultTitle', { action: t(`partnerList.action.${outcome.action}`) })}
        onOk={() => setOutcome(null)}
        onCancel={() => setOutcome(null)}
        hideCancel
      >
        {outcome && (
          <>
            <p>{t('partnerList.succeeded', { count: outcome.result.succeeded.length })}</p>
            {outcome.result.failed.length > 0 && (
              <>
                <p>{t('partnerList.failed', { count: outcome.result.failed.length })}</p>
                <ul>
                  {outcome.result.failed.map((failure) => (
                    <li key={failure.id}>
                      {names.get(failure.id) ?? failure.id}: {failure.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </Modal>
    </>
  );
}

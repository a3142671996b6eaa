import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { PartnerDetail } from '@pm/domain/shapes';
import { PARTNER_BUTTONS } from '@pm/domain/workflow';
import { Btn } from '@pm/web/auth';
import { ConfirmAction } from '@pm/web/ui';
import { useBlacklistPartnerMutation } from '../../features/partner/api/blacklist-partner';
import { PartnerFormDrawer } from '../../features/partner/components/partner-form-drawer';
import { NS } from '../../locale';

/** Edit, and blacklist (after a confirmation asking the reason) or take off the blacklist. */
export function PartnerActions({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState(false);
  const [step] = useBlacklistPartnerMutation();
  const run = async (action: 'blacklist' | 'unblacklist', reason?: string) => {
    await step({ id: partner.id, version: partner.version, action, reason: reason ?? '' }).unwrap();
    Message.success(t(`partnerDetail.done.${action}`));
  };

  return (
    <Space wrap>
      <Btn codes={[PARTNER_BUTTONS.update]}>
        <Button type="primary" onClick={() => setEditing(true)}>
          {t('partnerDetail.edit')}
        </Button>
      </Btn>
      <Btn codes={[PARTNER_BUTTONS.blacklist]}>
        {partner.blacklist === null ? (
          <ConfirmAction
            title={t('partnerDetail.confirmBlacklist', { name: partner.name })}
            needComment
            commentLabel={t('partnerDetail.reason')}
            status="danger"
            onConfirm={(reason) => run('blacklist', reason)}
          >
            {t('partnerDetail.blacklist')}
          </ConfirmAction>
        ) : (
          <ConfirmAction
            title={t('partnerDetail.confirmUnblacklist', { name: partner.name })}
            optionalComment
            onConfirm={(comment) => run('unblacklist', comment)}
          >
            {t('partnerDetail.unblacklist')}
          </ConfirmAction>
        )}
      </Btn>
      <PartnerFormDrawer visible={editing} onClose={() => setEditing(false)} partner={partner} />
    </Space>
  );
}

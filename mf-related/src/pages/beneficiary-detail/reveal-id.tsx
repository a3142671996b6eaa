import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import IconEye from '@arco-design/web-react/icon/react-icon/IconEye';
import { useTranslation } from 'react-i18next';
import { Btn } from '@pm/web/auth';
import { BENEFICIARY_BUTTONS } from '@pm/domain/workflow';
import { useRevealIdMutation } from '../../features/beneficiary/api/reveal-id';
import { NS } from '../../locale';

/**
 * The masked ID number, and for who holds `beneficiary:reveal` a button that asks the server for the full one
 * (the server logs each reveal). The full number stays on screen only while this page shows this record.
 */
export function RevealId({ id, masked }: { id: number; masked: string }) {
  const { t } = useTranslation(NS);
  const [reveal, { isLoading }] = useRevealIdMutation();
  const [full, setFull] = useState<string | null>(null);
  return (
    <Space wrap>
      <span data-testid="id-number">{full ?? (masked || '-')}</span>
      {full === null && masked && (
        <Btn codes={[BENEFICIARY_BUTTONS.reveal]}>
          <Button
            size="mini"
            type="text"
            icon={<IconEye />}
            loading={isLoading}
            onClick={async () => setFull((await reveal(id).unwrap()).idNumber)}
          >
            {t('beneficiary.detail.reveal')}
          </Button>
        </Btn>
      )}
    </Space>
  );
}

import Alert from '@arco-design/web-react/es/Alert';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryRef } from '@pm/domain/shapes';
import { RouterLink } from '@pm/web/ui';
import { beneficiaryDetailPath } from '../../../shared/paths';
import { NS } from '../../../locale';

/** A 409 on save: another record already has this ID number or credit code; it is named with a link to it. */
export function ConflictAlert({ existing, message }: { existing: BeneficiaryRef; message: string }) {
  const { t } = useTranslation(NS);
  return (
    <Alert
      type="error"
      role="alert"
      style={{ marginBottom: 16 }}
      title={message}
      content={
        <>
          {t('beneficiary.form.conflict')}{' '}
          <RouterLink to={beneficiaryDetailPath(existing.type, existing.id)}>{existing.name}</RouterLink>
        </>
      }
    />
  );
}

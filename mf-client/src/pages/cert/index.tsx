import Card from '@arco-design/web-react/es/Card';
import { useSearchParams } from '@pm/web/router';
import { useTranslation } from 'react-i18next';
import { selectClientUser, useAppSelector } from '@pm/web/store';
import { UrlTabs } from '@pm/web/ui';
import { NS } from '../../locale';
import { AgreementDrawer } from './agreement-drawer';
import { AgreementsPane } from './agreements-pane';
import { CertificatesPane } from './certificates-pane';

const TABS = ['agreements', 'certificates'] as const;

/**
 * `/client/cert`: the beneficiary's agreements (read-only, PDF) and certificates (PDF, verify code). The tab is in
 * `?tab=`, an open agreement in `?id=`. Every list is keyed by the identity in use: a switch refetches.
 */
export function CertPage() {
  const { t } = useTranslation(NS);
  const user = useAppSelector(selectClientUser);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const setOpen = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('id');
      else next.set('id', String(id));
      return next;
    });
  if (!user) return null;
  return (
    <Card>
      <UrlTabs
        tabs={TABS}
        fresh
        title={(tab) => t(`cert.tabs.${tab}`)}
        pane={(tab) =>
          tab === 'agreements' ? (
            <AgreementsPane key={user.id} beneficiaryId={user.id} onOpen={setOpen} />
          ) : (
            <CertificatesPane key={user.id} beneficiaryId={user.id} />
          )
        }
      />
      <AgreementDrawer key={user.id} id={openId} beneficiaryId={user.id} onClose={() => setOpen(null)} />
    </Card>
  );
}

import Badge from '@arco-design/web-react/es/Badge';
import Card from '@arco-design/web-react/es/Card';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pm/web/router';
import { APPROVAL_BUTTONS, INBOX_TABS, type InboxTab } from '@pm/domain/shapes';
import { useGetApprovalCountsQuery } from '@pm/web/api';
import { useBtn } from '@pm/web/auth';
import { UrlTabs, useTabParam } from '@pm/web/ui';
import { InstanceDrawer } from '../../features/approval/components/instance-drawer';
import { NS } from '../../locale';
import { DefinitionsPane } from './definitions-pane';
import { InboxList } from './inbox-list';
import { instanceParam } from './instance-param';

type PageTab = InboxTab | 'definitions';

const WITH_DEFINITIONS: readonly PageTab[] = [...INBOX_TABS, 'definitions'];

function TabTitle({ tab, count }: { tab: PageTab; count: number }) {
  const { t } = useTranslation(NS);
  return (
    <span>
      {t(`approvalInbox.tab.${tab}`)}
      {count > 0 && <Badge count={count} maxCount={99} style={{ marginLeft: 6 }} />}
    </span>
  );
}

/**
 * `/archives/approva`: the approver's inbox — to do, done, initiated by me, copied to me — and, for who holds
 * `approval:define`, the approval steps of each business type. The tab, each list's search and page, and the
 * approval open beside it (`?instance=<id>`, linked from messages and record pages) are all in the URL.
 */
export function ApprovalInboxPage() {
  const { t } = useTranslation(NS);
  const mayDefine = useBtn([APPROVAL_BUTTONS.define]);
  const tabs = mayDefine ? WITH_DEFINITIONS : INBOX_TABS;
  const [active] = useTabParam(tabs);
  const { data: counts } = useGetApprovalCountsQuery();
  const [params, setParams] = useSearchParams();
  const instanceId = instanceParam(params.get('instance'));

  const closeInstance = () => {
    const next = new URLSearchParams(params);
    next.delete('instance');
    setParams(next, { replace: true });
  };

  return (
    <Card title={t('approvalInbox.title')}>
      <UrlTabs
        fresh
        tabs={tabs}
        title={(tab) => <TabTitle tab={tab} count={tab === 'todo' ? (counts?.todo ?? 0) : 0} />}
        // Only the open tab's list is drawn: the URL's search and page are its own.
        pane={(tab) =>
          tab !== active ? null : tab === 'definitions' ? (
            <DefinitionsPane />
          ) : (
            <InboxList key={tab} tab={tab} />
          )
        }
      />
      <InstanceDrawer id={instanceId} onClose={closeInstance} />
    </Card>
  );
}

import Card from '@arco-design/web-react/es/Card';
import Empty from '@arco-design/web-react/es/Empty';
import Link from '@arco-design/web-react/es/Link';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@pm/shared/contracts';
import { useAppSelector, selectServerMenu } from '@pm/shared/store';
import { useServices } from '../../services';

function leaves(menu: MenuItem[]): MenuItem[] {
  return menu.flatMap((item) =>
    item.meta.hideInMenu ? [] : item.children?.length ? leaves(item.children) : [item],
  );
}

/** Links to every page of the server menu the user may open. */
export function ShortcutsCard() {
  const { t } = useTranslation(['shell', 'common']);
  const { history } = useServices();
  const links = leaves(useAppSelector(selectServerMenu)).filter((item) => item.name !== 'homeWorkplace');
  return (
    <Card title={t('workplace.shortcuts')}>
      {links.length === 0 ? (
        <Empty description={t('workplace.empty')} />
      ) : (
        <Space wrap size="medium">
          {links.map((item) => (
            <Link
              key={item.name}
              href={item.path}
              onClick={(event) => {
                // A real link (open in a new tab works); a plain click stays in the single-page app.
                event.preventDefault();
                history.push(item.path);
              }}
            >
              {t(item.meta.locale, { ns: 'common' })}
            </Link>
          ))}
        </Space>
      )}
    </Card>
  );
}

import Card from '@arco-design/web-react/es/Card';
import Empty from '@arco-design/web-react/es/Empty';
import Grid from '@arco-design/web-react/es/Grid';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pm/web/router';
import type { ClientFinanceFigures } from '@pm/domain/shapes';
import { selectClientUser, useAppSelector } from '@pm/web/store';
import { MoneyStatistic, QueryState, StatusTag, useNarrowScreen } from '@pm/web/ui';
import { useGetClientFinancesQuery } from '../../features/finances/api/get-client-finances';
import { NS } from '../../locale';
import { Instalments } from './instalments';

const { Row, Col } = Grid;

/** A positive integer from the URL, else undefined (a hand-edited URL selects nothing rather than failing). */
function idFrom(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The four figures; `prefix` names each for tests (`figure-paid`). */
function Figures({ figures, prefix }: { figures: ClientFinanceFigures; prefix: string }) {
  const { t } = useTranslation(NS);
  const narrow = useNarrowScreen();
  const items = [
    ['agreed', figures.agreed],
    ['verified', figures.verified],
    ['paid', figures.paid],
    ['toCome', figures.toCome],
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {items.map(([key, value]) => (
        <Col key={key} xs={12} sm={6}>
          <div data-testid={`${prefix}-${key}`}>
            <MoneyStatistic
              title={t(`finances.${key}`)}
              value={value}
              styleValue={narrow ? { fontSize: 20 } : undefined}
            />
          </div>
        </Col>
      ))}
    </Row>
  );
}

/**
 * `/client/finances`: per project and instalment, what was agreed, verified, paid and is still to come, with the
 * dates; filters (project, year) live in the URL; the data is keyed by the identity in use, so switching records
 * reads the other's.
 */
export function FinancesPage() {
  const { t } = useTranslation(NS);
  const user = useAppSelector(selectClientUser);
  const [search, setSearch] = useSearchParams();
  const projectId = idFrom(search.get('projectId'));
  const year = idFrom(search.get('year'));
  const query = useGetClientFinancesQuery({
    userId: user?.id ?? 0,
    ...(projectId ? { projectId } : {}),
    ...(year ? { year } : {}),
  });
  const setFilter = (key: 'projectId' | 'year', value: number | undefined) => {
    const next = new URLSearchParams(search);
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
    setSearch(next, { replace: true });
  };
  const data = query.data;
  const filtered = projectId !== undefined || year !== undefined;
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card title={t('finances.title')}>
        <Space wrap size="medium" style={{ marginBottom: 8, width: '100%' }}>
          <Select
            aria-label={t('finances.project')}
            placeholder={t('finances.allProjects')}
            allowClear
            style={{ width: 280, maxWidth: '100%' }}
            value={projectId}
            onChange={(value?: number) => setFilter('projectId', value)}
            options={(data?.options.projects ?? []).map((project) => ({
              value: project.id,
              label: `${project.code} ${project.name}`,
            }))}
          />
          <Select
            aria-label={t('finances.year')}
            placeholder={t('finances.allYears')}
            allowClear
            style={{ width: 160, maxWidth: '100%' }}
            value={year}
            onChange={(value?: number) => setFilter('year', value)}
            options={(data?.options.years ?? []).map((value) => ({ value, label: String(value) }))}
          />
        </Space>
        <Typography.Paragraph type="secondary">{t('finances.yearHint')}</Typography.Paragraph>
        <QueryState isLoading={query.isLoading} error={query.error} refetch={query.refetch}>
          {data ? <Figures figures={data.totals} prefix="figure" /> : null}
        </QueryState>
      </Card>
      {data && data.projects.length === 0 ? (
        <Card>
          <Empty description={t(filtered ? 'finances.emptyFiltered' : 'finances.empty')} />
        </Card>
      ) : null}
      {data?.projects.map((project) => (
        <Card
          key={project.id}
          title={`${project.code} ${project.name}`}
          extra={<StatusTag status={project.status} entity="project" />}
          data-testid={`project-${project.id}`}
        >
          <Instalments rows={project.instalments} />
          <div style={{ marginTop: 16 }}>
            <Typography.Text bold>{t('finances.projectTotals')}</Typography.Text>
            <Figures figures={project} prefix={`project-${project.id}-figure`} />
          </div>
        </Card>
      ))}
    </Space>
  );
}

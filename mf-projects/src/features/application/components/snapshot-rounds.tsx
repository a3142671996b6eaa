import { useState, type ReactNode } from 'react';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Empty from '@arco-design/web-react/es/Empty';
import Select from '@arco-design/web-react/es/Select';
import Table from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail, ApplicationSnapshot } from '@pm/domain/shapes';
import { applicationForm, type CostItem } from '@pm/domain/forms';
import { formatDate } from '@pm/web/i18n';
import { AmountText, useSchemaLabel } from '@pm/web/ui';
import { NS } from '../../../locale';
import { contentChanges } from '../snapshot-diff';

const CHANGED_STYLE = { background: 'var(--color-warning-light-2)', padding: '0 2px' };

/** A value as submitted in that round; when it differs now, highlighted with the current value beside it. */
function Compared({ changed, now, children }: { changed: boolean; now: ReactNode; children: ReactNode }) {
  const { t } = useTranslation(NS);
  if (!changed) return <>{children}</>;
  return (
    <span data-changed="true">
      <span style={CHANGED_STYLE}>{children}</span>{' '}
      <Typography.Text type="secondary">
        {t('apply.nowValue')}
        {now}
      </Typography.Text>
    </span>
  );
}

interface CostRow {
  key: number;
  then?: CostItem;
  now?: CostItem;
}

function CostItemsCompared({ snapshot, current, changes }: RoundProps & { changes: Set<string> }) {
  const { t } = useTranslation(NS);
  const label = useSchemaLabel(applicationForm);
  const count = Math.max(snapshot.content.costItems.length, current.costItems.length);
  const rows: CostRow[] = Array.from({ length: count }, (_, index) => ({
    key: index,
    then: snapshot.content.costItems[index],
    now: current.costItems[index],
  }));
  const cell = (column: keyof CostItem) => (_: unknown, row: CostRow) => {
    if (!row.then) return <Tag color="green">{t('apply.rowAddedSince')}</Tag>;
    if (!row.now) return <Tag color="red">{t('apply.rowRemovedSince')}</Tag>;
    const value = (item: CostItem) =>
      column === 'amount' ? <AmountText value={item.amount} /> : item[column];
    return (
      <Compared changed={changes.has(`costItems[${row.key}].${column}`)} now={value(row.now)}>
        {value(row.then)}
      </Compared>
    );
  };
  return (
    <Table<CostRow>
      rowKey="key"
      size="small"
      pagination={false}
      data={rows}
      columns={[
        { title: label('costItems.name'), render: cell('name') },
        { title: label('costItems.amount'), render: cell('amount'), align: 'right' },
        { title: label('costItems.note'), render: cell('note') },
      ]}
    />
  );
}

interface RoundProps {
  snapshot: ApplicationSnapshot;
  current: ApplicationDetail;
}

function RoundContent({ snapshot, current }: RoundProps) {
  const { t } = useTranslation(NS);
  const label = useSchemaLabel(applicationForm);
  const changes = new Set(contentChanges(snapshot.content, current));
  const then = snapshot.content;
  const fileName = (id: number) => current.attachments.find((file) => file.id === id)?.name ?? `#${id}`;
  const text = (field: 'title' | 'summary' | 'startDate' | 'endDate') => (
    <Compared changed={changes.has(field)} now={current[field]}>
      {then[field]}
    </Compared>
  );
  return (
    <>
      <Typography.Paragraph type={changes.size ? 'warning' : 'secondary'}>
        {changes.size ? t('apply.changesSince', { count: changes.size }) : t('apply.noChangesSince')}
      </Typography.Paragraph>
      <Descriptions
        column={1}
        border
        data={[
          { label: label('title'), value: text('title') },
          { label: label('summary'), value: text('summary') },
          { label: label('startDate'), value: text('startDate') },
          { label: label('endDate'), value: text('endDate') },
          {
            label: label('amountRequested'),
            value: (
              <Compared
                changed={changes.has('amountRequested')}
                now={<AmountText value={current.amountRequested} />}
              >
                <AmountText value={then.amountRequested} />
              </Compared>
            ),
          },
          {
            label: label('attachmentIds'),
            value: (
              <Compared
                changed={changes.has('attachmentIds')}
                now={current.attachmentIds.map(fileName).join(', ') || '-'}
              >
                {then.attachmentIds.map(fileName).join(', ') || '-'}
              </Compared>
            ),
          },
        ]}
      />
      <CostItemsCompared snapshot={snapshot} current={current} changes={changes} />
    </>
  );
}

/** What was submitted in each round, compared with the application as it is now. */
export function SnapshotRounds({ application }: { application: ApplicationDetail }) {
  const { t, i18n } = useTranslation(NS);
  const rounds = [...application.snapshots].sort((a, b) => b.round - a.round);
  const [chosen, setChosen] = useState<number>();
  const snapshot = rounds.find((round) => round.round === chosen) ?? rounds[0];
  if (!snapshot) return <Empty description={t('apply.noRounds')} />;
  return (
    <>
      <Select
        aria-label={t('apply.rounds')}
        style={{ width: 320, marginBottom: 12 }}
        value={snapshot.round}
        onChange={(round: number) => setChosen(round)}
        options={rounds.map((round) => ({
          value: round.round,
          label: t('apply.round', {
            round: round.round,
            date: formatDate(round.createdAt, i18n.language),
            by: round.submittedBy ?? '-',
          }),
        }))}
      />
      <RoundContent snapshot={snapshot} current={application} />
    </>
  );
}

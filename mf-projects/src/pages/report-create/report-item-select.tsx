import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { ScheduledReportItem } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { StatusTag } from '@pm/web/ui';
import { NS } from '../../locale';
import { takenBy } from './report-values';

export interface ReportItemSelectProps {
  items: ScheduledReportItem[];
  /** The report being edited: its own item stays available. */
  editingReportId: number | null;
  value?: number | null;
  onChange?: (id: number | null) => void;
  id?: string;
}

/** The project's reporting-schedule items with their due date; an item another report holds says why it is off. */
export function ReportItemSelect({ items, editingReportId, value, onChange, id }: ReportItemSelectProps) {
  const { t, i18n } = useTranslation([NS, 'common']);
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(chosen?: number) => onChange?.(chosen ?? null)}
      placeholder={t('reportCreate.pickItem')}
      notFoundContent={t('reportCreate.noItems')}
      renderFormat={(_option, chosen) => {
        const item = items.find((candidate) => candidate.id === chosen);
        return item ? `${item.agreementNumber} · ${item.title}` : String(chosen ?? '');
      }}
    >
      {items.map((item) => {
        const holder = takenBy(item, editingReportId);
        return (
          <Select.Option key={item.id} value={item.id} disabled={holder !== null}>
            <Space size="mini" wrap>
              <span>
                {item.agreementNumber} · {item.title}
              </span>
              <Typography.Text type="secondary">
                {t('reportCreate.due', { date: formatDate(item.dueDate, i18n.language) })}
              </Typography.Text>
              {item.overdue && <StatusTag status="overdue" />}
              {holder && (
                <Typography.Text type="secondary">
                  {t('reportCreate.itemTaken', { status: t(`status.${holder}`, { ns: 'common' }) })}
                </Typography.Text>
              )}
            </Space>
          </Select.Option>
        );
      })}
    </Select>
  );
}

import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import InputNumber from '@arco-design/web-react/es/InputNumber';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import Select from '@arco-design/web-react/es/Select';
import Typography from '@arco-design/web-react/es/Typography';
import IconDelete from '@arco-design/web-react/icon/react-icon/IconDelete';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { REPORT_ITEM_KINDS } from '@pm/domain/shapes';
import { newPlanItem } from '../../features/report-plan/plan-values';
import { NS } from '../../locale';

const { Row, Col } = Grid;

export interface TemplateOption {
  value: number;
  label: string;
}

interface ItemsEditorProps {
  label: (field: string) => string;
  rules: (field: string) => RulesProps[];
  templates: TemplateOption[];
  templatesLoading: boolean;
}

/** The plan's report items, a card each: what is reported, when it is due, on which form, what it unlocks. */
export function ItemsEditor({ label, rules, templates, templatesLoading }: ItemsEditorProps) {
  const { t } = useTranslation(NS);
  return (
    <Form.List field="items" rules={rules('items')}>
      {(rows, { add, remove }) => (
        <div>
          <Typography.Text bold>{label('items')}</Typography.Text>
          {rows.map(({ key, field: row }, index) => {
            const item = (name: string) => ({
              field: `${row}.${name}`,
              label: label(`items.${name}`),
              rules: rules(`${row}.${name}`),
            });
            return (
              <Card
                key={key}
                size="small"
                style={{ marginTop: 12 }}
                title={t('reportPlan.item', { row: index + 1 })}
                extra={
                  <Button
                    size="mini"
                    icon={<IconDelete />}
                    aria-label={t('reportPlan.removeItem', { row: index + 1 })}
                    disabled={rows.length <= 1}
                    onClick={() => remove(index)}
                  />
                }
              >
                <Row gutter={12}>
                  <Col xs={24} md={8}>
                    <Form.Item {...item('kind')}>
                      <Select
                        options={REPORT_ITEM_KINDS.map((kind) => ({
                          value: kind,
                          label: t(`reportPlan.kind.${kind}`),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={16}>
                    <Form.Item {...item('title')}>
                      <Input maxLength={100} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      {...item('offsetMonths')}
                      dependencies={[`${row}.fixedDate`]}
                      extra={t('reportPlan.dueHint')}
                    >
                      <InputNumber min={0} max={240} precision={0} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item {...item('fixedDate')}>
                      <DatePicker style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item {...item('reminderDays')}>
                      <InputNumber min={0} max={365} precision={0} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={16}>
                    <Form.Item {...item('templateVersionId')}>
                      <Select showSearch loading={templatesLoading} options={templates} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item {...item('instalmentSeq')}>
                      <InputNumber min={1} max={100} precision={0} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            );
          })}
          <Button
            type="dashed"
            icon={<IconPlus />}
            style={{ marginTop: 12 }}
            onClick={() => add(newPlanItem())}
          >
            {t('reportPlan.addItem')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

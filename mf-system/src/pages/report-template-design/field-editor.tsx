import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Checkbox from '@arco-design/web-react/es/Checkbox';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import InputNumber from '@arco-design/web-react/es/InputNumber';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { REPORT_FIELD_TYPES, type ReportFieldType } from '@pm/domain/report-templates';
import { NS } from '../../locale';

const { Row, Col } = Grid;
const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

export interface FieldEditorProps {
  /** `sections[0].fields[1]`. */
  path: string;
  type: ReportFieldType | undefined;
  disabled: boolean;
  onRemove: () => void;
}

/** One field of a section: key, labels, type, required, and what its type needs. */
export function FieldEditor({ path, type, disabled, onRemove }: FieldEditorProps) {
  const { t } = useTranslation(NS);
  const at = (name: string) => `${path}.${name}`;
  const text = (name: string, label: string, props: { maxLength?: number } = {}) => (
    <Form.Item field={at(name)} label={t(label)} disabled={disabled}>
      <Input maxLength={props.maxLength ?? 100} />
    </Form.Item>
  );
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      extra={
        !disabled && (
          <Button size="mini" status="danger" onClick={onRemove}>
            {t('reportTemplate.removeField')}
          </Button>
        )
      }
    >
      <Row gutter={12}>
        <Col {...third}>
          <Form.Item
            field={at('key')}
            label={t('reportTemplate.field.key')}
            disabled={disabled}
            rules={[
              {
                required: true,
                message: t('reportTemplate.nameRequired', { label: t('reportTemplate.field.key') }),
              },
            ]}
          >
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            field={at('label.zh')}
            label={t('reportTemplate.field.labelZh')}
            disabled={disabled}
            rules={[
              {
                required: true,
                message: t('reportTemplate.nameRequired', { label: t('reportTemplate.field.labelZh') }),
              },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            field={at('label.en')}
            label={t('reportTemplate.field.labelEn')}
            disabled={disabled}
            rules={[
              {
                required: true,
                message: t('reportTemplate.nameRequired', { label: t('reportTemplate.field.labelEn') }),
              },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item field={at('type')} label={t('reportTemplate.field.type')} disabled={disabled}>
            <Select>
              {REPORT_FIELD_TYPES.map((value) => (
                <Select.Option key={value} value={value}>
                  {t(`reportTemplate.type.${value}`)}
                </Select.Option>
              ))}
            </Select>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            field={at('required')}
            label={t('reportTemplate.field.required')}
            triggerPropName="checked"
            disabled={disabled}
          >
            <Checkbox>{t('reportTemplate.field.required')}</Checkbox>
          </Form.Item>
        </Col>
        {type === 'text' && (
          <Col {...half}>
            <Form.Item
              field={at('multiline')}
              label={t('reportTemplate.field.multiline')}
              triggerPropName="checked"
              disabled={disabled}
            >
              <Checkbox>{t('reportTemplate.field.multiline')}</Checkbox>
            </Form.Item>
          </Col>
        )}
        {(type === 'number' || type === 'indicator') && (
          <>
            <Col {...third}>{text('unit', 'reportTemplate.field.unit', { maxLength: 20 })}</Col>
            <Col {...third}>
              <Form.Item field={at('scale')} label={t('reportTemplate.field.scale')} disabled={disabled}>
                <InputNumber min={0} max={4} precision={0} />
              </Form.Item>
            </Col>
          </>
        )}
        {type === 'number' && (
          <>
            <Col {...third}>
              <Form.Item
                field={at('money')}
                label={t('reportTemplate.field.money')}
                triggerPropName="checked"
                disabled={disabled}
              >
                <Checkbox>{t('reportTemplate.field.money')}</Checkbox>
              </Form.Item>
            </Col>
            <Col {...half}>{text('min', 'reportTemplate.field.min', { maxLength: 24 })}</Col>
            <Col {...half}>{text('max', 'reportTemplate.field.max', { maxLength: 24 })}</Col>
          </>
        )}
        {type === 'indicator' && (
          <Col {...third}>{text('target', 'reportTemplate.field.target', { maxLength: 24 })}</Col>
        )}
        {type === 'choice' && (
          <Col span={24}>
            <Form.Item
              field={at('optionsText')}
              label={t('reportTemplate.field.options')}
              disabled={disabled}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={3000} />
            </Form.Item>
          </Col>
        )}
        {type === 'table' && (
          <Col span={24}>
            <Form.Item
              field={at('columnsText')}
              label={t('reportTemplate.field.columns')}
              disabled={disabled}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={3000} />
            </Form.Item>
          </Col>
        )}
        {type === 'attachment' && (
          <Col {...half}>
            <Form.Item field={at('maxFiles')} label={t('reportTemplate.field.maxFiles')} disabled={disabled}>
              <InputNumber min={1} max={20} precision={0} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Card>
  );
}

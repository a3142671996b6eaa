import Button from '@arco-design/web-react/es/Button';
import Divider from '@arco-design/web-react/es/Divider';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { ReportFieldType } from '@pm/domain/report-templates';
import type { DesignField, DesignSection } from '../../features/report-template/design-values';
import { NS } from '../../locale';
import { FieldEditor } from './field-editor';

const { Row, Col } = Grid;

export interface SectionsEditorProps {
  disabled: boolean;
  newField: (index: number) => DesignField;
  newSection: () => DesignSection;
}

/** The sections of a template and the fields of each, added and removed in place. */
export function SectionsEditor({ disabled, newField, newSection }: SectionsEditorProps) {
  const { t } = useTranslation(NS);
  return (
    <Form.List field="sections">
      {(sections, { add, remove }) => (
        <>
          {sections.map((section, sectionIndex) => (
            <div key={section.key}>
              <Divider orientation="left">{`${t('reportTemplate.section')} ${sectionIndex + 1}`}</Divider>
              <Row gutter={12}>
                {(['zh', 'en'] as const).map((language) => (
                  <Col xs={24} md={12} key={language}>
                    <Form.Item
                      field={`${section.field}.title.${language}`}
                      label={t(language === 'zh' ? 'reportTemplate.sectionZh' : 'reportTemplate.sectionEn')}
                      disabled={disabled}
                    >
                      <Input maxLength={100} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
              <Form.List field={`${section.field}.fields`}>
                {(fields, fieldActions) => (
                  <>
                    {fields.map((field, fieldIndex) => (
                      <Form.Item key={field.key} shouldUpdate noStyle>
                        {(values: { sections?: DesignSection[] }) => (
                          <FieldEditor
                            path={field.field}
                            type={
                              values.sections?.[sectionIndex]?.fields?.[fieldIndex]?.type as ReportFieldType
                            }
                            disabled={disabled}
                            onRemove={() => fieldActions.remove(fieldIndex)}
                          />
                        )}
                      </Form.Item>
                    ))}
                    {!disabled && (
                      <Space>
                        <Button onClick={() => fieldActions.add(newField(fields.length + 1))}>
                          {t('reportTemplate.addField')}
                        </Button>
                        <Button status="danger" onClick={() => remove(sectionIndex)}>
                          {t('reportTemplate.removeSection')}
                        </Button>
                      </Space>
                    )}
                  </>
                )}
              </Form.List>
            </div>
          ))}
          {!disabled && (
            <Button long style={{ margin: '16px 0' }} onClick={() => add(newSection())}>
              {t('reportTemplate.addSection')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

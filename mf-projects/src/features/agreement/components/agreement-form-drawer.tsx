import { useEffect, useMemo } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { AgreementDetail } from '@pm/domain/shapes';
import { agreementForm, type AgreementContext, type AgreementFormValues } from '@pm/domain/forms';
import { formatMoney } from '@pm/domain/money';
import { useBusinessDate } from '@pm/web/store';
import { AmountInput, FileUpload, FormDrawer, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { useSavedOnClose } from '../../../shared/use-saved-on-close';
import { NS } from '../../../locale';
import { ProjectSelect } from '../../../shared/components/project-select';
import { agreementValuesOf, newAgreementValues, toAgreementBody } from '../agreement-values';
import { useAddAgreementFileMutation } from '../api/add-agreement-file';
import { useCreateAgreementMutation } from '../api/create-agreement';
import { useUpdateAgreementMutation } from '../api/update-agreement';
import { useAgreementProject, type AgreementProject } from '../use-agreement-project';
import { InstalmentsField } from './instalments-field';
import { ClausesField, ReportItemsField } from './schedule-fields';

/** A project signs once its application is approved, and may sign more while it runs. */
const SIGNABLE_STATUSES = ['approved', 'agreement_signed', 'in_progress'] as const;

/** Suggests the parties for a chosen project, never over what the user already typed. */
function PartyDefaults({ partyA, partyB }: Pick<AgreementProject, 'partyA' | 'partyB'>) {
  const { form } = Form.useFormContext();
  useEffect(() => {
    if (partyA && !form.getFieldValue('partyA')) form.setFieldValue('partyA', partyA);
  }, [partyA, form]);
  useEffect(() => {
    if (partyB && !form.getFieldValue('partyB')) form.setFieldValue('partyB', partyB);
  }, [partyB, form]);
  return null;
}

interface FieldsProps {
  context: AgreementContext;
  figures: AgreementProject;
  /** Editing a draft: the project stays, files are versioned from the detail instead. */
  editing: boolean;
  projectFixed: boolean;
}

function AgreementFields({ context, figures, editing, projectFixed }: FieldsProps) {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(agreementForm, context);
  const label = useSchemaLabel(agreementForm);
  const item = (field: keyof AgreementFormValues) => ({ field, label: label(field), rules: rules(field) });
  const money = (value: string | null | undefined) => (value ? formatMoney(value) : '-');
  const half = { xs: 24, md: 12 };
  const third = { xs: 24, md: 8 };
  return (
    <>
      <PartyDefaults partyA={figures.partyA} partyB={figures.partyB} />
      <Form.Item
        {...item('projectId')}
        extra={
          figures.project &&
          t('protocol.projectFigures', {
            approved: money(figures.project.approvedAmount),
            available: money(figures.available),
          })
        }
      >
        <ProjectSelect
          statuses={SIGNABLE_STATUSES}
          disabled={projectFixed || editing}
          placeholder={t('protocol.pickProject')}
        />
      </Form.Item>
      <Grid.Row gutter={16}>
        <Grid.Col {...half}>
          <Form.Item {...item('partyA')}>
            <Input maxLength={100} />
          </Form.Item>
        </Grid.Col>
        <Grid.Col {...half}>
          <Form.Item {...item('partyB')}>
            <Input maxLength={100} />
          </Form.Item>
        </Grid.Col>
      </Grid.Row>
      <Grid.Row gutter={16}>
        <Grid.Col {...third}>
          <Form.Item {...item('signedDate')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Grid.Col>
        <Grid.Col {...third}>
          <Form.Item {...item('effectiveDate')} dependencies={['signedDate']}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Grid.Col>
        <Grid.Col {...third}>
          <Form.Item {...item('expiryDate')} dependencies={['effectiveDate']}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Grid.Col>
      </Grid.Row>
      <Form.Item {...item('totalAmount')}>
        <AmountInput />
      </Form.Item>
      <ReportItemsField context={context} />
      <InstalmentsField context={context} />
      <ClausesField context={context} />
      {!editing && (
        <Form.Item {...item('fileIds')}>
          <FileUpload />
        </Form.Item>
      )}
    </>
  );
}

export interface AgreementFormDrawerProps {
  visible: boolean;
  /** Called once per closing, with the agreement when it was just saved. */
  onClose: (saved?: AgreementDetail) => void;
  /** The draft to edit; a new agreement when absent. */
  agreement?: AgreementDetail;
  /** The project the page was opened for: prefilled and fixed. */
  projectId?: number | null;
}

/** Drafts or edits an agreement; the shared schema checks it (with what the project still has) here and on the server. */
export function AgreementFormDrawer({ visible, onClose, agreement, projectId }: AgreementFormDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<AgreementFormValues>();
  const [create] = useCreateAgreementMutation();
  const [update] = useUpdateAgreementMutation();
  const [addFile] = useAddAgreementFileMutation();
  const { keep, close } = useSavedOnClose(onClose);
  const chosenProject = Form.useWatch('projectId', form) as number | null | undefined;
  const figures = useAgreementProject(chosenProject ?? agreement?.projectId ?? projectId, {
    active: visible,
    exceptId: agreement?.id,
  });
  // Until the project's figures are in, the limit is unknown: the schema skips a missing limit and the server,
  // which reads the same figure under lock, still refuses a total above it.
  const today = useBusinessDate();
  const context = useMemo(
    () => ({ projectAvailable: figures.available, today }) as AgreementContext,
    [figures.available, today],
  );
  const initialValues = useMemo(
    () => (agreement ? agreementValuesOf(agreement) : newAgreementValues(projectId ?? null)),
    [agreement, projectId],
  );

  /** Each upload becomes the next file version, in the order chosen; a failure leaves the agreement saved. */
  const attachFiles = async (created: AgreementDetail, fileIds: number[]) => {
    for (const fileId of fileIds) {
      try {
        await addFile({ agreementId: created.id, fileId }).unwrap();
      } catch {
        Message.warning(t('protocol.fileNotAttached', { number: created.number }));
        return;
      }
    }
  };

  const submit = async (values: Partial<AgreementFormValues>) => {
    if (agreement) {
      const kept = agreement.files.map((file) => file.id);
      const body = { ...toAgreementBody(values, kept), version: agreement.version };
      const saved = keep(await update({ id: agreement.id, values: body }).unwrap());
      Message.success(t('protocol.saved', { number: saved.number }));
      return;
    }
    const created = keep(await create(toAgreementBody(values, [])).unwrap());
    Message.success(t('protocol.created', { number: created.number }));
    await attachFiles(created, values.fileIds ?? []);
  };

  return (
    <FormDrawer
      title={agreement ? t('protocol.editTitle', { number: agreement.number }) : t('protocol.createTitle')}
      visible={visible}
      onClose={close}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      width={980}
    >
      <AgreementFields
        context={context}
        figures={figures}
        editing={Boolean(agreement)}
        projectFixed={Boolean(projectId)}
      />
    </FormDrawer>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import Spin from '@arco-design/web-react/es/Spin';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FundingAgreement, ProjectFunding } from '@pm/domain/shapes';
import { appropriationForm, type AppropriationFormValues } from '@pm/domain/forms';
import { compareMoney, formatMoney } from '@pm/domain/money';
import { AmountInput, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { APPROPRIATION_TYPES, PAYMENT_METHODS } from '@pm/domain/workflow';
import { NS } from '../../../locale';
import { useGetProjectFundingQuery } from '../api/get-project-funding';
import {
  balanceContext,
  fundingChoice,
  instalmentDefaults,
  payeeDefaults,
  type FundingChoice,
} from '../appropriation-values';
import { FundableProjectSelect } from './fundable-project-select';
import { FundingBalances } from './funding-balances';
import { InstalmentSummary } from './instalment-summary';

const { Row, Col } = Grid;
const half = { xs: 24, md: 12 };
const fullWidth = { width: '100%' };

/** What a new project, agreement or instalment empties: everything chosen below it. */
const BELOW_PROJECT = {
  agreementId: undefined,
  instalmentId: undefined,
  type: undefined,
  amount: '',
  scheduledDate: undefined,
  budgetLineIds: [],
  payeeName: '',
  payeeBankName: '',
  payeeAccountName: '',
  payeeAccountNo: '',
};
const BELOW_AGREEMENT = { instalmentId: undefined, type: undefined, amount: '', scheduledDate: undefined };

export interface AppropriationFieldsProps {
  /** Editing a saved appropriation: its project stays. */
  projectFixed?: boolean;
  /** The project the page opened with (`?projectId=`): its payee fills the payee fields once its funding is read. */
  prefillPayeeFor?: number | null;
}

/** The limits of the chosen agreement and instalment, read back under the amount. */
function limitsText(t: TFunction, funding: ProjectFunding, choice: FundingChoice) {
  const parts = [
    choice.instalment &&
      t('appropriation.limit.instalment', { amount: formatMoney(choice.instalment.availableAmount) }),
    choice.agreement &&
      t('appropriation.limit.agreement', { amount: formatMoney(choice.agreement.availableAmount) }),
    t('appropriation.limit.project', { amount: formatMoney(funding.availableAmount) }),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The appropriation's fields, inside a Form: project → agreement → instalment, each choice filling in what
 * follows from it (the instalment's type, date and amount; the project's payee), and the amount checked as it is
 * typed against what is left of the instalment, the agreement and the project (the shared schema, as the server).
 */
export function AppropriationFields({
  projectFixed = false,
  prefillPayeeFor = null,
}: AppropriationFieldsProps) {
  const { t } = useTranslation([NS, 'common']);
  const { form } = Form.useFormContext();
  const projectId = Form.useWatch('projectId', form) as number | null | undefined;
  const agreementId = Form.useWatch('agreementId', form) as number | null | undefined;
  const instalmentId = Form.useWatch('instalmentId', form) as number | null | undefined;
  const fundingQuery = useGetProjectFundingQuery(projectId ?? skipToken);
  // The chosen project's, never the one chosen before while the new one loads.
  const funding = projectId ? fundingQuery.currentData : undefined;
  const choice = useMemo(
    () => fundingChoice(funding, agreementId, instalmentId),
    [funding, agreementId, instalmentId],
  );
  const context = useMemo(() => balanceContext(funding, choice), [funding, choice]);
  const rules = useSchemaRules(appropriationForm, context);
  const label = useSchemaLabel(appropriationForm);
  const item = (field: keyof AppropriationFormValues) => ({
    field,
    label: label(field),
    rules: rules(field),
  });

  // A project chosen by the user (or the page's ?projectId=) brings its payee once its funding is read.
  const payeeFor = useRef<number | null>(prefillPayeeFor);
  useEffect(() => {
    if (!funding || payeeFor.current !== funding.projectId) return;
    payeeFor.current = null;
    form.setFieldsValue(payeeDefaults(funding));
  }, [funding, form]);

  // New limits (another instalment, fresher figures): an amount already there is judged against them at once.
  useEffect(() => {
    if (form.getFieldValue('amount')) form.validate(['amount']).catch(() => undefined);
  }, [context, form]);

  const pickProject = (id: number | null) => {
    payeeFor.current = id;
    form.setFieldsValue(BELOW_PROJECT);
  };
  const pickAgreement = () => form.setFieldsValue(BELOW_AGREEMENT);
  const pickInstalment = (id?: number) => {
    const agreement = choice.agreement;
    const instalment = agreement?.instalments.find((each) => each.id === id);
    if (agreement && instalment) form.setFieldsValue(instalmentDefaults(agreement, instalment));
  };

  const agreementOptions = (funding?.agreements ?? []).map((agreement) => ({
    value: agreement.id,
    label: t('appropriation.agreementOption', {
      number: agreement.number,
      party: agreement.partyB,
      available: formatMoney(agreement.availableAmount),
    }),
  }));
  const instalmentOptions = (agreement: FundingAgreement | undefined) =>
    (agreement?.instalments ?? []).map((instalment) => ({
      value: instalment.id,
      // Nothing left of it: shown, so the schedule reads whole, but not choosable (unless it is this one's).
      disabled: compareMoney(instalment.availableAmount, 0) <= 0 && instalment.id !== instalmentId,
      label: t('appropriation.instalmentOption', {
        seq: instalment.seq,
        date: instalment.plannedDate,
        amount: formatMoney(instalment.amount),
        available: formatMoney(instalment.availableAmount),
      }),
    }));
  const chosenProject = funding
    ? { id: funding.projectId, code: funding.projectCode, name: funding.projectName }
    : undefined;
  const noAgreement = funding !== undefined && funding.agreements.length === 0;

  return (
    <>
      <Form.Item {...item('projectId')}>
        <FundableProjectSelect
          chosen={chosenProject}
          disabled={projectFixed}
          placeholder={t('appropriation.form.pickProject')}
          onChange={pickProject}
        />
      </Form.Item>
      {projectId && fundingQuery.isFetching && !funding && (
        <Spin style={{ display: 'block', marginBottom: 16 }} />
      )}
      {funding && <FundingBalances funding={funding} />}
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            {...item('agreementId')}
            extra={noAgreement ? t('appropriation.form.noAgreement') : undefined}
          >
            <Select
              placeholder={t('appropriation.form.pickAgreement')}
              disabled={!funding}
              options={agreementOptions}
              onChange={pickAgreement}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('instalmentId')}>
            <Select
              placeholder={t('appropriation.form.pickInstalment')}
              disabled={!choice.agreement}
              options={instalmentOptions(choice.agreement)}
              onChange={pickInstalment}
            />
          </Form.Item>
        </Col>
      </Row>
      {choice.instalment && <InstalmentSummary instalment={choice.instalment} />}
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('amount')} extra={funding ? limitsText(t, funding, choice) : undefined}>
            <AmountInput />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('type')}>
            <Select
              options={APPROPRIATION_TYPES.map((type) => ({
                value: type,
                label: t(`appropriation.types.${type}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('scheduledDate')}>
            <DatePicker style={fullWidth} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('paymentMethod')}>
            <Select
              options={PAYMENT_METHODS.map((method) => ({
                value: method,
                label: t(`appropriation.methods.${method}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('payeeName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('payeeBankName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('payeeAccountName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('payeeAccountNo')}>
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...item('budgetLineIds')}>
        <Select
          mode="multiple"
          allowClear
          disabled={!funding || funding.budgetLines.length === 0}
          placeholder={
            funding && funding.budgetLines.length === 0
              ? t('appropriation.form.noBudgetLines')
              : t('appropriation.form.optional')
          }
          options={(funding?.budgetLines ?? []).map((line) => ({
            value: line.id,
            label: `${line.periodName} · ${line.name}`,
          }))}
        />
      </Form.Item>
      <Form.Item {...item('purpose')}>
        <Input maxLength={200} showWordLimit />
      </Form.Item>
      <Form.Item {...item('remark')}>
        <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}

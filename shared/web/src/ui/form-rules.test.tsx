import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@arco-design/web-react/es/Button';
import Form, { type FormInstance } from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import { notAbove } from '@pm/domain/forms';
import { defineForm } from '@pm/domain/forms';
import { projectForm } from '@pm/domain/forms';
import { agreementForm } from '@pm/domain/forms';
import { changeLocale } from '../i18n/locale';
import { applyFormErrors, formErrorsOf, useSchemaLabel, useSchemaRules, withFieldValue } from './form-rules';

const toast = jest.spyOn(Message, 'error').mockImplementation(() => () => undefined);

afterEach(async () => {
  await act(() => changeLocale('zh-CN'));
  toast.mockClear();
});

interface Budget {
  plannedBudget: string;
  approvedAmount: string;
}

const budgetForm = defineForm<Budget, { available: string }>({
  name: 'budget',
  labels: {
    plannedBudget: ['计划预算', 'Planned budget'],
    approvedAmount: ['分配金额', 'Allocated amount'],
    available: ['可分配余额', 'amount available'],
  },
  fields: {
    plannedBudget: [{ kind: 'required' }, { kind: 'amount' }],
    approvedAmount: [{ kind: 'required' }, { kind: 'amount' }],
  },
  checks: [
    {
      uses: ['approvedAmount'],
      run: (values, context) =>
        notAbove('approvedAmount', values.approvedAmount, 'available', context.available),
    },
  ],
});

function NameForm({ onFinish }: { onFinish: (values: unknown) => void }) {
  const [form] = Form.useForm();
  // The hook runs in the component that renders the Form, so it gets the form as its third argument.
  const rules = useSchemaRules(projectForm, undefined, form);
  return (
    <Form form={form} onSubmit={onFinish}>
      <Form.Item label="name" field="name" rules={rules('name')}>
        <Input aria-label="name" />
      </Form.Item>
      <Button htmlType="submit">go</Button>
    </Form>
  );
}

function BudgetFields() {
  // Inside the Form: the hook finds the form through Arco's context.
  const rules = useSchemaRules(budgetForm, { available: '100.00' });
  return (
    <>
      <Form.Item label="planned" field="plannedBudget" rules={rules('plannedBudget')}>
        <Input aria-label="planned" />
      </Form.Item>
      <Form.Item label="approved" field="approvedAmount" rules={rules('approvedAmount')}>
        <Input aria-label="approved" />
      </Form.Item>
    </>
  );
}

describe('useSchemaRules', () => {
  it("shows the shared schema's message under the field, in the current language", async () => {
    const onFinish = jest.fn();
    render(<NameForm onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('请填写项目名称')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    await act(() => changeLocale('en-US'));
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('Project name is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('name'), 'x'.repeat(101));
    expect(await screen.findByText('Project name must be at most 100 characters')).toBeInTheDocument();
  });

  it('marks a required field for Arco (the asterisk) and lets a valid form through', async () => {
    const onFinish = jest.fn();
    const { container } = render(<NameForm onFinish={onFinish} />);
    expect(container.querySelector('.arco-form-item-symbol')).not.toBeNull();
    await userEvent.type(screen.getByLabelText('name'), '助学计划');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: '助学计划' }));
  });

  it('runs cross-field checks with the context, on the whole form as it is typed', async () => {
    render(
      <Form>
        <BudgetFields />
      </Form>,
    );
    await userEvent.type(screen.getByLabelText('planned'), '500');
    await userEvent.type(screen.getByLabelText('approved'), '100.01');
    expect(await screen.findByText('分配金额不能超过可分配余额 100.00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('approved'), '{Backspace}');
    await waitFor(() => expect(screen.queryByText(/不能超过/)).not.toBeInTheDocument());
  });

  it('gives labels in the current language, list rows numbered', async () => {
    const { result, rerender } = renderHook(() => useSchemaLabel(agreementForm));
    expect(result.current('instalments[1].amount')).toBe('第 2 行拨付金额');
    await act(() => changeLocale('en-US'));
    rerender();
    expect(result.current('instalments[1].amount')).toBe('Instalment amount (row 2)');
  });

  it("hands the schema's checks the empty text the form holds, not Arco's undefined for it", async () => {
    const seen: unknown[] = [];
    const textForm = defineForm<{ code: string }>({
      name: 'text',
      labels: { code: ['代码', 'Code'] },
      fields: {},
      checks: [
        {
          uses: ['code'],
          run: (values) => {
            seen.push(values.code);
            return values.code.trim() === 'x' ? [{ field: 'code', message: 'required' }] : [];
          },
        },
      ],
    });
    function TextForm() {
      const [form] = Form.useForm<{ code: string }>();
      const rules = useSchemaRules(textForm, undefined, form);
      return (
        <Form form={form} initialValues={{ code: '' }}>
          <Form.Item label="code" field="code" rules={rules('code')}>
            <Input aria-label="code" />
          </Form.Item>
        </Form>
      );
    }
    render(<TextForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'code' }), 'a');
    await userEvent.clear(screen.getByRole('textbox', { name: 'code' }));
    await waitFor(() => expect(seen).toEqual(['a', '']));
  });
});

describe('withFieldValue', () => {
  it('sets a nested list value without touching the original', () => {
    const values = { instalments: [{ amount: '1' }, { amount: '2' }], name: 'a' };
    const next = withFieldValue(values, 'instalments[1].amount', '3');
    expect(next).toEqual({ instalments: [{ amount: '1' }, { amount: '3' }], name: 'a' });
    expect(values.instalments[1]!.amount).toBe('2');
    expect(withFieldValue({}, 'rows[0].x', 1)).toEqual({ rows: [{ x: 1 }] });
  });
});

describe('applyFormErrors', () => {
  const refused = (errors: { field: string; message: string }[]) => ({
    message: '表单校验失败',
    httpStatus: 422,
    code: 50000,
    data: { errors },
  });

  function Instalments({ formRef }: { formRef: { current?: FormInstance } }) {
    const [form] = Form.useForm();
    formRef.current = form;
    return (
      <Form form={form} initialValues={{ instalments: [{ amount: '1' }, { amount: '2' }] }}>
        <Form.List field="instalments">
          {(fields) =>
            fields.map((item) => (
              <Form.Item key={item.key} field={`${item.field}.amount`} label={item.field}>
                <Input aria-label={item.field} />
              </Form.Item>
            ))
          }
        </Form.List>
      </Form>
    );
  }

  it("puts each message under its field, list rows included, and toasts those the form doesn't show", async () => {
    const formRef: { current?: FormInstance } = {};
    render(<Instalments formRef={formRef} />);
    let applied = false;
    act(() => {
      applied = applyFormErrors(
        formRef.current!,
        refused([
          { field: 'instalments[1].amount', message: '第 2 行拨付金额须为大于 0 的金额' },
          { field: 'totalAmount', message: '协议总金额不能超过项目可签约余额 10.00' },
        ]),
      );
    });
    expect(applied).toBe(true);
    expect(await screen.findByText('第 2 行拨付金额须为大于 0 的金额')).toBeInTheDocument();
    expect(formRef.current!.getFieldError('instalments[1].amount')).toMatchObject({
      message: '第 2 行拨付金额须为大于 0 的金额',
    });
    expect(formRef.current!.getFieldError('instalments[0].amount')).toBeNull();
    expect(toast).toHaveBeenCalledWith('协议总金额不能超过项目可签约余额 10.00');
  });

  it('returns false for what is not a form error', () => {
    const form = { setFields: jest.fn() } as unknown as FormInstance;
    expect(applyFormErrors(form, new Error('boom'))).toBe(false);
    expect(applyFormErrors(form, { httpStatus: 409, data: { version: 3 } })).toBe(false);
    expect(applyFormErrors(form, undefined)).toBe(false);
    expect(formErrorsOf({ data: { errors: [{ field: 1 }] } })).toBeNull();
    expect(form.setFields).not.toHaveBeenCalled();
  });
});

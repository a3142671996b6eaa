import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import type { ReportTemplateDefinition } from '@pm/domain/report-templates';
import { changeLocale } from '../i18n/locale';
import { ReportFields } from './report-fields';
import { ReportValuesView } from './report-values-view';

const label = (zh: string, en: string) => ({ zh, en });
const DEFINITION: ReportTemplateDefinition = {
  sections: [
    {
      title: label('成果', 'Results'),
      fields: [
        {
          key: 'trees',
          label: label('植树数量', 'Trees planted'),
          type: 'number',
          required: true,
          unit: '棵',
          scale: 0,
        },
        {
          key: 'survival',
          label: label('成活率', 'Survival rate'),
          type: 'indicator',
          required: true,
          unit: '%',
          target: '85',
        },
        {
          key: 'lines',
          label: label('明细', 'Lines'),
          type: 'table',
          required: true,
          columns: [{ key: 'item', label: label('事项', 'Item'), type: 'text', required: true }],
        },
      ],
    },
  ],
};

afterEach(async () => {
  await act(() => changeLocale('zh-CN'));
});

function Harness({ onValid }: { onValid: (values: unknown) => void }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical" initialValues={{ trees: '', survival: '', lines: [] }}>
      <ReportFields definition={DEFINITION} form={form} />
      <Button onClick={() => void form.validate().then(onValid, () => undefined)}>check</Button>
    </Form>
  );
}

describe('ReportFields', () => {
  it('renders the sections and fields of a template, the unit and the indicator target', () => {
    render(<Harness onValid={jest.fn()} />);
    expect(screen.getByRole('region', { name: '成果' })).toBeInTheDocument();
    expect(screen.getByLabelText('植树数量')).toBeInTheDocument();
    expect(screen.getByText('棵')).toBeInTheDocument();
    expect(screen.getByText('目标值：85 %')).toBeInTheDocument();
  });

  it('checks the values with the template rules, in the page language, and adds table rows', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    await user.type(screen.getByLabelText('植树数量'), '1.5');
    await user.click(screen.getByRole('button', { name: 'check' }));
    expect(await screen.findByText('植树数量须为数字，最多 0 位小数')).toBeInTheDocument();
    expect(screen.getByText('请填写成活率')).toBeInTheDocument();
    expect(screen.getByText('明细至少需要 1 项')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('植树数量'));
    await user.type(screen.getByLabelText('植树数量'), '120');
    await user.type(screen.getByLabelText('成活率'), '90');
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    await user.type(screen.getByLabelText('第 1 行事项'), '银杏');
    await user.click(screen.getByRole('button', { name: 'check' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ trees: '120', survival: '90', lines: [{ item: '银杏' }] }),
    );
  });

  it('speaks English when the page does', async () => {
    await act(() => changeLocale('en-US'));
    render(<Harness onValid={jest.fn()} />);
    expect(screen.getByLabelText('Trees planted')).toBeInTheDocument();
    expect(screen.getByText('Target: 85 %')).toBeInTheDocument();
  });
});

describe('ReportValuesView', () => {
  it('reads a filled report back by its template', () => {
    render(
      <ReportValuesView
        definition={DEFINITION}
        values={{ trees: '120', survival: '90', lines: [{ item: '银杏' }] }}
      />,
    );
    expect(screen.getByText('120 棵')).toBeInTheDocument();
    expect(screen.getByText('90 / 目标 85 %')).toBeInTheDocument();
    expect(screen.getByText('银杏')).toBeInTheDocument();
  });
});

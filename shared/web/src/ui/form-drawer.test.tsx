import { useState, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import { http } from '../api/http';
import { projectForm } from '@pm/domain/forms';
import { FileUpload } from './file-upload';
import { FormDrawer } from './form-drawer';
import { useSchemaRules } from './form-rules';

interface Named {
  name: string;
}

function Harness({
  onSubmit,
  onClose,
  children,
}: {
  onSubmit: (values: Named) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [form] = Form.useForm<Named>();
  const [visible, setVisible] = useState(true);
  const rules = useSchemaRules(projectForm, undefined, form);
  return (
    <FormDrawer<Named>
      title="Project"
      visible={visible}
      form={form}
      initialValues={{ name: '旧名称' }}
      onSubmit={onSubmit}
      onClose={() => {
        setVisible(false);
        onClose();
      }}
    >
      <Form.Item label="name" field="name" rules={rules('name')}>
        <Input aria-label="name" />
      </Form.Item>
      {children}
    </FormDrawer>
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: '保存' }));

describe('FormDrawer', () => {
  it('opens with the initial values, validates with the schema and does not submit an invalid form', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    render(<Harness onSubmit={onSubmit} onClose={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'name' });
    expect(input).toHaveValue('旧名称');
    await userEvent.clear(input);
    await save();
    expect(await screen.findByText('请填写项目名称')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values, shows the loading state, then closes', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = jest.fn();
    render(<Harness onSubmit={onSubmit} onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), '2');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '旧名称2' }));
    expect(screen.getByRole('button', { name: /保存/ })).toHaveClass('arco-btn-loading');
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("puts a 422's messages under the fields and stays open with the values", async () => {
    const refused = {
      httpStatus: 422,
      message: '表单校验失败',
      data: { errors: [{ field: 'name', message: '项目名称已存在' }] },
    };
    const onClose = jest.fn();
    render(<Harness onSubmit={() => Promise.reject(refused)} onClose={onClose} />);
    await save();
    expect(await screen.findByText('项目名称已存在')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('旧名称');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open, values kept, on another failure', async () => {
    const onClose = jest.fn();
    render(<Harness onSubmit={() => Promise.reject(new Error('数据已被他人修改'))} onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), '3');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '保存' })).not.toHaveClass('arco-btn-loading'),
    );
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('旧名称3');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when nothing changed', async () => {
    const onClose = jest.fn();
    render(<Harness onSubmit={jest.fn()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Esc throws changes away, and keeps them on "keep editing"', async () => {
    const onClose = jest.fn();
    render(<Harness onSubmit={jest.fn()} onClose={onClose} />);
    const input = screen.getByRole('textbox', { name: 'name' });
    await userEvent.type(input, '4');
    fireEvent.keyDown(input, { key: 'Escape', keyCode: 27 });
    expect(await screen.findByText('放弃修改？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(input).toHaveValue('旧名称4');

    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await userEvent.click(await screen.findByRole('button', { name: '放弃修改' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before closing while a file is still going up, even with nothing typed', async () => {
    // The upload never answers: it is still going up when the drawer is asked to close.
    http.defaults.adapter = () => new Promise(() => undefined);
    const onClose = jest.fn();
    const { container } = render(
      <Harness onSubmit={jest.fn()} onClose={onClose}>
        <Form.Item label="files" field="fileIds">
          <FileUpload />
        </Form.Item>
      </Harness>,
    );
    const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByText('文件尚未上传完成')).toBeInTheDocument();
    expect(screen.getByText('仍有文件在上传或附加中，现在关闭，这些文件不会被附加。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '等待完成' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the title and fields of the record it showed while it slides out, though the page cleared it', async () => {
    function EditPage() {
      const [form] = Form.useForm<Named>();
      const [record, setRecord] = useState<Named | undefined>({ name: '甲项目' });
      return (
        <FormDrawer<Named>
          title={record ? `修改 ${record.name}` : '新建项目'}
          visible={record !== undefined}
          form={form}
          initialValues={record ?? { name: '' }}
          onSubmit={() => Promise.resolve()}
          onClose={() => setRecord(undefined)}
        >
          <Form.Item label="name" field="name">
            <Input aria-label="name" />
          </Form.Item>
        </FormDrawer>
      );
    }
    render(<EditPage />);
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('甲项目');
    await save();
    // Closing: the page has no record any more, the drawer still reads as the one that was saved.
    await waitFor(() => expect(document.querySelector('.arco-drawer-wrapper-hide')).not.toBeNull());
    expect(screen.getByText('修改 甲项目')).toBeInTheDocument();
    expect(screen.queryByText('新建项目')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'name', hidden: true })).toHaveValue('甲项目');
    // Once it has slid out it is gone.
    await waitFor(() => expect(screen.queryByText('修改 甲项目')).not.toBeInTheDocument());
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import Message from '@arco-design/web-react/es/Message';
import { http } from '../api/http';
import { fakeAdapter, ok, type FakeReply } from '../api/test-adapter';
import type { FileRef } from '@pm/domain/shapes';
import { dispositionFileName, downloadFile, fetchDownload } from './download';
import { FileUpload, uploadProblem } from './file-upload';
import { user } from '../testing';

const toast = jest.spyOn(Message, 'error').mockImplementation(() => () => undefined);

const stored = (id: number, name: string): FileRef => ({
  id,
  name,
  size: 10,
  mime: 'application/pdf',
  version: 1,
  uploadedBy: '张三',
  createdAt: '2026-11-15T08:00:00.000Z',
});

let requests: { method?: string; url?: string; data?: unknown; responseType?: string }[] = [];
function answer(reply: (url: string) => FakeReply) {
  requests = [];
  http.defaults.adapter = fakeAdapter((config) => {
    requests.push({
      method: config.method,
      url: config.url,
      data: config.data,
      responseType: config.responseType,
    });
    return reply(config.url ?? '');
  });
}

const pdf = (name = 'plan.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;

afterEach(() => toast.mockClear());

describe('FileUpload', () => {
  it('posts each file as multipart to /pm/files and reports the stored ids; a file can be removed again', async () => {
    answer(() => ok(stored(7, 'plan.pdf')));
    const onChange = jest.fn();
    const { container } = render(<FileUpload value={[]} onChange={onChange} />);
    await user.upload(fileInput(container), pdf());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([7]));
    expect(requests[0]).toMatchObject({ method: 'post', url: '/pm/files' });
    expect((requests[0]!.data as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();

    const remove = container.querySelector('.arco-upload-list-remove-icon, .arco-icon-delete');
    await user.click(remove!.closest('span')!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
  });

  it("shows the server's reason under a refused file", async () => {
    answer(() => ({
      status: 422,
      body: { data: null, status: 'fail', msg: '文件内容与类型不符', code: 50000 },
    }));
    const onChange = jest.fn();
    const { container } = render(<FileUpload onChange={onChange} />);
    await user.upload(fileInput(container), pdf('fake.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件内容与类型不符');
    expect(onChange).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled(); // said once, under the file
  });

  it('states the limits and lists files already attached with a download button', () => {
    answer(() => ok(null));
    render(<FileUpload files={[stored(3, 'agreement-v1.pdf')]} />);
    expect(screen.getByText(/单个文件不超过 20 MB，支持 pdf, doc, docx/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载 agreement-v1.pdf' })).toBeInTheDocument();
  });
});

describe('FileUpload outside a form (attach)', () => {
  it('attaches each file once it is up, and lists it no more: what shows as done is attached', async () => {
    answer(() => ok(stored(8, 'v2.pdf')));
    const attach = jest.fn(async () => undefined);
    const { container } = render(<FileUpload attach={attach} buttonText="上传新版本" />);
    await user.upload(fileInput(container), pdf('v2.pdf'));
    await waitFor(() => expect(attach).toHaveBeenCalledWith(stored(8, 'v2.pdf')));
    await waitFor(() => expect(screen.queryByText('v2.pdf')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '上传新版本' })).toBeInTheDocument();
  });

  it('says under the file that it was uploaded but not attached, with the reason', async () => {
    answer(() => ok(stored(9, 'v3.pdf')));
    const attach = jest.fn(async () => {
      throw { message: '协议当前状态为“已终止”，不能再添加文件' };
    });
    const { container } = render(<FileUpload attach={attach} />);
    await user.upload(fileInput(container), pdf('v3.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '已上传，但未能附加：协议当前状态为“已终止”，不能再添加文件',
    );
    expect(screen.getByText('v3.pdf')).toBeInTheDocument();
  });
});

describe('uploadProblem', () => {
  it('refuses a file over 20 MB or of another type before sending it', () => {
    const accept = '.pdf,.docx';
    expect(uploadProblem({ name: 'a.PDF', size: 20 * 1024 * 1024 }, accept)).toBeNull();
    expect(uploadProblem({ name: 'a.pdf', size: 20 * 1024 * 1024 + 1 }, accept)).toBe('tooLarge');
    expect(uploadProblem({ name: 'a.exe', size: 1 }, accept)).toBe('badType');
    expect(uploadProblem({ name: 'pdf', size: 1 }, accept)).toBe('badType');
  });
});

describe('downloads', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
  });

  it('fetch the file through http as a blob and save it under its name', async () => {
    answer(() => ({ body: new Blob(['data']) }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await downloadFile({ id: 9, name: '协议.pdf' });
    expect(requests[0]).toMatchObject({ url: '/pm/files/9', responseType: 'blob' });
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('协议.pdf');
    click.mockRestore();
  });

  it('save the file under the name the server sends, when it sends one', async () => {
    answer(() => ({
      body: new Blob(['data']),
      headers: {
        'content-disposition': `attachment; filename="___-20261115.xlsx"; filename*=UTF-8''${encodeURIComponent('项目列表-20261115.xlsx')}`,
      },
    }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await downloadFile({ id: 9, name: 'old name.xlsx' });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('项目列表-20261115.xlsx');
    const download = await fetchDownload('/pm/projects/export');
    expect(download.fileName).toBe('项目列表-20261115.xlsx');
    click.mockRestore();
  });

  it("read the server's message out of a failed blob response", async () => {
    const body = new Blob([JSON.stringify({ data: null, status: 'fail', msg: '文件不存在', code: 50000 })]);
    answer(() => ({ status: 404, body }));
    await expect(fetchDownload('/pm/projects/export')).rejects.toMatchObject({
      message: '文件不存在',
      httpStatus: 404,
    });
    await downloadFile({ id: 1, name: 'x.pdf' });
    expect(toast).toHaveBeenCalledWith({ content: '文件不存在', duration: 5000 });
  });
});

describe('dispositionFileName', () => {
  it('reads the UTF-8 name, else the plain one, else nothing', () => {
    expect(
      dispositionFileName(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%E2%80%94b%20(1).pdf`),
    ).toBe('a—b (1).pdf');
    expect(dispositionFileName('attachment; filename="plain \\"quoted\\".pdf"')).toBe('plain "quoted".pdf');
    expect(dispositionFileName('attachment; filename=bare.xlsx')).toBe('bare.xlsx');
    expect(dispositionFileName(`attachment; filename="fallback.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'fallback.pdf',
    );
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});

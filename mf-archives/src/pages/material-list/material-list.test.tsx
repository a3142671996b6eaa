import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@pm/web/i18n';
import { finishedOpening, renderPage, sentTo, staff, user } from '@pm/web/testing';
import { categories, materialDetail, materialRow, pageOf } from '../../features/material/testing/fixtures';
import { registerLocale } from '../../locale';
import { MaterialListPage } from './index';

registerLocale();

const ARCHIVIST = ['fileArchive', 'archive:create', 'archive:update', 'archive:borrow'];
const baseReplies = {
  'GET /pm/dicts/material_category': categories,
  'GET /pm/materials/categories': [{ value: 'agreement', retentionYears: 30, requiredForClose: true }],
  'GET /pm/materials/project-options': [{ id: 3, code: 'XM2025003', name: '南明区乡村儿童阅读计划' }],
};

async function openedDrawer(): Promise<HTMLElement> {
  const drawer = await waitFor(() => {
    const wrapper = document.querySelector<HTMLElement>('.arco-drawer-wrapper');
    expect(wrapper).not.toBeNull();
    return wrapper!;
  });
  return drawer;
}

describe('MaterialListPage', () => {
  afterEach(() => act(() => i18n.changeLanguage('zh-CN')));

  it('lists entries with their category, status, loan and retention words, and sends the URL’s query', async () => {
    const { sent } = renderPage(<MaterialListPage />, {
      url: '/archives/material?keyword=协议&status=borrowed&overdue=true&sortField=code&sortOrder=ascend',
      subject: staff(['fileArchive']),
      replies: {
        ...baseReplies,
        'GET /pm/materials': pageOf([
          materialRow({ status: 'borrowed', borrower: '审计署 李明', dueOn: '2026-11-01', overdue: true }),
          materialRow({ id: 6, code: 'DA-2026-XM2025003-0002', status: 'pending', retentionOver: true }),
        ]),
      },
    });
    const row = (code: string) => screen.getByText(code).closest('tr')!;
    await screen.findByText('DA-2026-XM2025003-0001');
    const borrowed = row('DA-2026-XM2025003-0001');
    expect(await within(borrowed).findByText('协议文件')).toBeInTheDocument();
    expect(within(borrowed).getByText('借出中')).toBeInTheDocument();
    expect(within(borrowed).getByText('审计署 李明，应还 2026-11-01')).toBeInTheDocument();
    expect(within(borrowed).getByText('逾期未还')).toBeInTheDocument();
    const pending = row('DA-2026-XM2025003-0002');
    expect(within(pending).getByText('待归档')).toBeInTheDocument();
    expect(within(pending).getByText('已过保管期')).toBeInTheDocument();
    expect(sentTo(sent, 'GET /pm/materials')[0]?.params).toMatchObject({
      keyword: '协议',
      status: 'borrowed',
      overdue: 'true',
      sortField: 'code',
      sortOrder: 'ascend',
    });
    expect(screen.queryByRole('button', { name: /新建档案/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('en-US'));
    expect(await within(row('DA-2026-XM2025003-0001')).findByText('Borrowed')).toBeInTheDocument();
    expect(
      within(row('DA-2026-XM2025003-0001')).getByText('审计署 李明, due 2026-11-01'),
    ).toBeInTheDocument();
    expect(within(row('DA-2026-XM2025003-0002')).getByText('To archive')).toBeInTheDocument();
  });

  it('opens an entry from ?id= with each version’s sha256, previews a PDF and asks before archiving', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const { sent } = renderPage(<MaterialListPage />, {
      url: '/archives/material?id=5',
      subject: staff(ARCHIVIST),
      replies: {
        ...baseReplies,
        'GET /pm/materials': pageOf([materialRow({ status: 'pending' })]),
        'GET /pm/materials/5': materialDetail({ status: 'pending' }),
        'GET /pm/files/42/preview': () => ({ body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) }),
        'POST /pm/materials/5/archive': materialDetail(),
      },
    });
    const drawer = await openedDrawer();
    expect(await within(drawer).findByText('档案 DA-2026-XM2025003-0001')).toBeInTheDocument();
    expect(
      within(drawer)
        .getAllByTestId('sha256')
        .map((cell) => cell.textContent),
    ).toEqual(['2'.repeat(64), '1'.repeat(64)]);
    expect(within(drawer).getByText('当前版本 v2')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '预览 协议书-v2.pdf' }));
    const frame = await screen.findByTitle('文件预览');
    expect(frame).toHaveAttribute('src', 'blob:preview');
    expect(sentTo(sent, 'GET /pm/files/42/preview')).toHaveLength(1);
    await user.keyboard('{Escape}');

    await user.click(within(drawer).getByRole('button', { name: '确认归档' }));
    expect(await screen.findByText('确认将该档案归档？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/materials/5/archive')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/materials/5/archive')[0]?.body).toEqual({ version: 4 });
  });

  it('lends an entry out through a form checked as the server checks it', async () => {
    const { sent } = renderPage(<MaterialListPage />, {
      url: '/archives/material?id=5',
      subject: staff(ARCHIVIST),
      replies: {
        ...baseReplies,
        'GET /pm/materials': pageOf([materialRow()]),
        'GET /pm/materials/5': materialDetail(),
        'POST /pm/materials/5/borrow': materialDetail({
          status: 'borrowed',
          borrower: '李明',
          dueOn: '2099-01-01',
        }),
      },
    });
    const drawer = await openedDrawer();
    await user.click(await within(drawer).findByRole('button', { name: '借出' }));
    const dialog = await screen.findByRole('dialog', { name: /借出档案/ });
    await finishedOpening(dialog.closest('.arco-modal') as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: '借出' }));
    expect(await within(dialog).findByText('请填写借阅人')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写借阅用途')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/materials/5/borrow')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /借阅人/ }), '李明');
    await user.type(within(dialog).getByRole('textbox', { name: /借阅用途/ }), '审计');
    expect(within(dialog).getByText('请选择应还日期')).toBeInTheDocument();
  });

  it('offers filing and export only with their codes, and checks a new entry’s form before sending it', async () => {
    const { sent } = renderPage(<MaterialListPage />, {
      url: '/archives/material',
      subject: staff([...ARCHIVIST, 'archive:export']),
      replies: { ...baseReplies, 'GET /pm/materials': pageOf([materialRow()]) },
    });
    expect(await screen.findByRole('button', { name: '导出' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /新建档案/ }));
    const drawer = await openedDrawer();
    await finishedOpening(drawer.querySelector('.arco-drawer') as HTMLElement);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请选择所属项目')).toBeInTheDocument();
    expect(within(drawer).getByText('请填写材料名称')).toBeInTheDocument();
    expect(within(drawer).getByText('请选择保管期限至')).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: '机密' })).toBeDisabled();
    expect(sentTo(sent, 'POST /pm/materials')).toHaveLength(0);
  });
});

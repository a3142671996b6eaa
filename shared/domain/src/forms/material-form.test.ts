import { formErrorMessages, validateForm } from './form-schema';
import {
  emptyMaterialValues,
  materialBorrowForm,
  materialDestroyForm,
  materialForm,
  type MaterialFormValues,
} from './material-form';

const TODAY = '2026-11-28';
const context = { today: TODAY };

const entry: MaterialFormValues = {
  ...emptyMaterialValues(),
  projectId: 3,
  category: 'agreement',
  title: '项目协议书（盖章版）',
  retentionUntil: '2056-11-28',
  fileIds: [11, 12],
};

const messages = (values: MaterialFormValues, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  formErrorMessages(materialForm, validateForm(materialForm, values, context), locale).map(
    (error) => `${error.field}: ${error.message}`,
  );

describe('materialForm', () => {
  it('accepts an entry with its retention date, with or without files', () => {
    expect(messages(entry)).toEqual([]);
    expect(messages({ ...entry, fileIds: [] })).toEqual([]);
    expect(messages({ ...entry, retentionUntil: TODAY })).toEqual([]);
  });

  it('names every missing field, in both languages', () => {
    const empty = { ...emptyMaterialValues(), confidentiality: '' as const };
    expect(messages(empty)).toEqual([
      'projectId: 请选择所属项目',
      'category: 请选择材料类别',
      'title: 请填写材料名称',
      'confidentiality: 请选择密级',
      'retentionUntil: 请选择保管期限至',
    ]);
    expect(messages(empty, 'en-US')).toEqual([
      'projectId: Project is required',
      'category: Category is required',
      'title: Title is required',
      'confidentiality: Confidentiality is required',
      'retentionUntil: Keep until is required',
    ]);
  });

  it('refuses an unknown confidentiality, a long title and a retention date that is not a date', () => {
    expect(
      messages({
        ...entry,
        confidentiality: 'secret' as MaterialFormValues['confidentiality'],
        title: '长'.repeat(101),
        retentionUntil: '2056-02-30',
      }),
    ).toEqual([
      'title: 材料名称不能超过 100 个字符',
      'confidentiality: 密级的取值无效',
      'retentionUntil: 保管期限至须为有效日期',
    ]);
  });

  it('keeps an entry at least until today', () => {
    expect(messages({ ...entry, retentionUntil: '2026-11-27' })).toEqual([
      'retentionUntil: 保管期限至不能早于今天',
    ]);
    expect(messages({ ...entry, retentionUntil: '2026-11-27' }, 'en-US')).toEqual([
      'retentionUntil: Keep until cannot be before today',
    ]);
  });
});

describe('materialBorrowForm', () => {
  const check = (values: Record<string, string>, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
    formErrorMessages(
      materialBorrowForm,
      validateForm(materialBorrowForm, { borrower: '', purpose: '', dueOn: '', ...values }, { today: TODAY }),
      locale,
    ).map((error) => `${error.field}: ${error.message}`);

  it('needs who borrows, why and until when, not before today', () => {
    expect(check({ borrower: '审计署 李明', purpose: '年度审计', dueOn: TODAY })).toEqual([]);
    expect(check({})).toEqual(['borrower: 请填写借阅人', 'purpose: 请填写借阅用途', 'dueOn: 请选择应还日期']);
    expect(check({ borrower: '李明', purpose: '审计', dueOn: '2026-11-01' }, 'en-US')).toEqual([
      'dueOn: Due date cannot be before today',
    ]);
  });
});

describe('materialDestroyForm', () => {
  it('needs the reason for destroying an entry', () => {
    expect(validateForm(materialDestroyForm, { reason: ' ' })).toEqual([
      { field: 'reason', message: 'required' },
    ]);
    expect(validateForm(materialDestroyForm, { reason: '保管期满，经鉴定小组同意销毁' })).toEqual([]);
  });
});

import { formErrorMessages, validateField, validateForm } from './form-schema';
import { reportPlanForm, type ReportPlanFormValues, type ReportPlanItemValues } from './report-plan-form';

const item: ReportPlanItemValues = {
  kind: 'stage',
  title: '中期报告',
  offsetMonths: 6,
  fixedDate: null,
  templateVersionId: 3,
  instalmentSeq: 2,
  reminderDays: 7,
};

const plan: ReportPlanFormValues = {
  name: '乡村振兴报告计划',
  agreementId: null,
  projectType: 'poverty',
  note: '',
  items: [item, { ...item, kind: 'final', offsetMonths: null, fixedDate: '2027-06-30', instalmentSeq: null }],
};

const messages = (values: ReportPlanFormValues, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  formErrorMessages(reportPlanForm, validateForm(reportPlanForm, values), locale).map(
    (error) => `${error.field}: ${error.message}`,
  );

describe('reportPlanForm', () => {
  it('takes a named plan for a project type or an agreement, with dated items from a template', () => {
    expect(messages(plan)).toEqual([]);
    expect(messages({ ...plan, agreementId: 12, projectType: null })).toEqual([]);
  });

  it('wants an agreement or a project type, not both and not neither', () => {
    expect(messages({ ...plan, projectType: null })).toEqual([
      'agreementId: 请在适用协议和适用项目类型中填写一项（二选一）',
    ]);
    expect(messages({ ...plan, agreementId: 12 }, 'en-US')).toEqual([
      'agreementId: Give either Agreement or Project type, one of the two',
    ]);
  });

  it('wants a name and at least one item, at most fifty', () => {
    expect(messages({ ...plan, name: ' ', items: [] })).toEqual([
      'name: 请填写计划名称',
      'items: 报告项至少需要 1 项',
    ]);
    expect(messages({ ...plan, items: Array.from({ length: 51 }, () => item) }, 'en-US')).toEqual([
      'items: Report items: at most 50',
    ]);
  });

  it("checks each item's fields, naming its row", () => {
    const bad = {
      ...item,
      kind: 'weekly' as ReportPlanItemValues['kind'],
      title: '',
      offsetMonths: 241,
      templateVersionId: null,
      instalmentSeq: 0,
      reminderDays: 400,
    };
    expect(messages({ ...plan, items: [item, bad] })).toEqual([
      'items[1].kind: 第 2 行报告类型的取值无效',
      'items[1].title: 请填写第 2 行报告标题',
      'items[1].offsetMonths: 第 2 行生效后月数须为 0 到 240 之间的整数',
      'items[1].templateVersionId: 请选择第 2 行报告模板',
      'items[1].instalmentSeq: 第 2 行关联拨付期次须为 1 到 100 之间的整数',
      'items[1].reminderDays: 第 2 行提前提醒天数须为 0 到 365 之间的整数',
    ]);
  });

  it('wants each item due either some months after the agreement takes effect or on a date', () => {
    const neither = { ...item, offsetMonths: null };
    const both = { ...item, fixedDate: '2027-01-31' };
    expect(messages({ ...plan, items: [neither, both] })).toEqual([
      'items[0].offsetMonths: 请在第 1 行生效后月数和固定截止日期中填写一项（二选一）',
      'items[1].offsetMonths: 请在第 2 行生效后月数和固定截止日期中填写一项（二选一）',
    ]);
    expect(
      validateField(reportPlanForm, { ...plan, items: [neither] }, 'items[0].offsetMonths'),
    ).toMatchObject({
      message: 'eitherOf',
    });
  });
});

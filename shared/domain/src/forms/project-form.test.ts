import { formErrorMessages, validateField, validateForm } from './form-schema';
import {
  projectForm,
  subProjectForm,
  type ProjectFormValues,
  type SubProjectFormValues,
} from './project-form';

const project: ProjectFormValues = {
  name: '乡村助学计划',
  type: 'education',
  departmentId: 2,
  managerId: 3,
  partnerIds: [],
  areaCode: '110101',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  goal: '资助 200 名学生完成学业',
  targetBeneficiaries: 200,
  plannedBudget: '500000.00',
};

const sub: SubProjectFormValues = { ...project, plannedBudget: '100000', approvedAmount: '80000' };

describe('projectForm', () => {
  it('accepts a complete project', () => {
    expect(validateForm(projectForm, project)).toEqual([]);
  });

  it('requires every field but the partners', () => {
    const empty = {
      ...project,
      name: ' ',
      type: '',
      departmentId: null,
      managerId: null,
      areaCode: '',
      startDate: '',
      endDate: '',
      goal: '',
      targetBeneficiaries: undefined as unknown as number,
      plannedBudget: '',
    };
    expect(validateForm(projectForm, empty).map((error) => [error.field, error.message])).toEqual([
      ['name', 'required'],
      ['type', 'choose'],
      ['departmentId', 'choose'],
      ['managerId', 'choose'],
      ['areaCode', 'choose'],
      ['startDate', 'choose'],
      ['endDate', 'choose'],
      ['goal', 'required'],
      ['targetBeneficiaries', 'required'],
      ['plannedBudget', 'required'],
    ]);
  });

  it('limits lengths: name 100, goal 2000', () => {
    expect(validateForm(projectForm, { ...project, name: '项'.repeat(100) })).toEqual([]);
    expect(validateField(projectForm, { ...project, name: '项'.repeat(101) }, 'name')).toEqual({
      field: 'name',
      message: 'maxLength',
      params: { max: 100 },
    });
    expect(validateField(projectForm, { ...project, goal: 'g'.repeat(2001) }, 'goal')?.message).toBe(
      'maxLength',
    );
  });

  it('wants a planned budget above 0 with at most 2 decimals', () => {
    expect(validateField(projectForm, { ...project, plannedBudget: '0' }, 'plannedBudget')?.message).toBe(
      'amountPositive',
    );
    expect(
      validateField(projectForm, { ...project, plannedBudget: '100.005' }, 'plannedBudget')?.message,
    ).toBe('amountDecimals');
    expect(validateField(projectForm, { ...project, plannedBudget: '0.01' }, 'plannedBudget')).toBeNull();
  });

  it('wants whole beneficiaries and a six-digit area', () => {
    expect(
      validateField(projectForm, { ...project, targetBeneficiaries: -1 }, 'targetBeneficiaries')?.message,
    ).toBe('integer');
    expect(
      validateField(projectForm, { ...project, targetBeneficiaries: 0 }, 'targetBeneficiaries'),
    ).toBeNull();
    expect(validateField(projectForm, { ...project, areaCode: '11' }, 'areaCode')?.message).toBe('areaCode');
  });

  it('lets the end date equal the start date but not come before it', () => {
    expect(validateForm(projectForm, { ...project, endDate: '2026-01-01' })).toEqual([]);
    expect(validateForm(projectForm, { ...project, endDate: '2025-12-31' })).toEqual([
      { field: 'endDate', message: 'dateOrder', params: { other: 'startDate' } },
    ]);
  });

  it('says what is wrong in Chinese and English', () => {
    // The dates' order is told as soon as both dates are valid, while the name is still missing.
    const errors = validateForm(projectForm, { ...project, name: '', endDate: '2025-12-31' });
    expect(formErrorMessages(projectForm, errors, 'zh-CN')).toEqual([
      { field: 'name', message: '请填写项目名称' },
      { field: 'endDate', message: '结束日期不能早于开始日期' },
    ]);
    expect(formErrorMessages(projectForm, errors, 'en-US')).toEqual([
      { field: 'name', message: 'Project name is required' },
      { field: 'endDate', message: 'End date cannot be before Start date' },
    ]);
    // A value picked from a list (a select, a date) is asked for as chosen, not typed.
    const unchosen = validateForm(projectForm, { ...project, type: '', startDate: '' });
    expect(formErrorMessages(projectForm, unchosen, 'zh-CN')).toEqual([
      { field: 'type', message: '请选择项目类型' },
      { field: 'startDate', message: '请选择开始日期' },
    ]);
    expect(formErrorMessages(projectForm, unchosen, 'en-US')[0]!.message).toBe('Project type is required');
    const order = validateForm(projectForm, { ...project, endDate: '2025-12-31' });
    expect(formErrorMessages(projectForm, order, 'zh-CN')[0]!.message).toBe('结束日期不能早于开始日期');
    expect(formErrorMessages(projectForm, order, 'en-US')[0]!.message).toBe(
      'End date cannot be before Start date',
    );
  });
});

describe('subProjectForm', () => {
  it('accepts an allocation up to what the parent has left, equal included', () => {
    expect(validateForm(subProjectForm, sub, { parentAvailable: '80000.00' })).toEqual([]);
    expect(
      validateForm(subProjectForm, { ...sub, approvedAmount: '0.01' }, { parentAvailable: '0.01' }),
    ).toEqual([]);
  });

  it('refuses an allocation above what the parent has left, by one cent', () => {
    const errors = validateForm(
      subProjectForm,
      { ...sub, approvedAmount: '80000.01' },
      { parentAvailable: '80000' },
    );
    expect(errors).toEqual([
      {
        field: 'approvedAmount',
        message: 'notAbove',
        params: { other: 'parentAvailable', limit: '80000.00' },
      },
    ]);
    expect(formErrorMessages(subProjectForm, errors, 'zh-CN')[0]!.message).toBe(
      '分配金额不能超过母项目可分配余额 80000.00',
    );
    expect(formErrorMessages(subProjectForm, errors, 'en-US')[0]!.message).toBe(
      "Allocated amount cannot exceed the parent's available amount 80000.00",
    );
  });

  it("refuses an allocation above the sub-project's own planned budget", () => {
    const errors = validateForm(
      subProjectForm,
      { ...sub, approvedAmount: '100000.01' },
      { parentAvailable: '1000000' },
    );
    expect(errors).toEqual([
      {
        field: 'approvedAmount',
        message: 'notAbove',
        params: { other: 'plannedBudget', limit: '100000.00' },
      },
    ]);
  });

  it('gives both refusals when both limits are passed', () => {
    const errors = validateForm(
      subProjectForm,
      { ...sub, approvedAmount: '200000' },
      { parentAvailable: '100' },
    );
    expect(errors.map((error) => error.params?.other)).toEqual(['plannedBudget', 'parentAvailable']);
    expect(
      validateField(subProjectForm, { ...sub, approvedAmount: '200000' }, 'approvedAmount', {
        parentAvailable: '100',
      })?.params?.other,
    ).toBe('plannedBudget');
  });

  it('requires the allocation, above 0 with 2 decimals at most', () => {
    const context = { parentAvailable: '1000' };
    expect(
      validateField(subProjectForm, { ...sub, approvedAmount: '' }, 'approvedAmount', context)?.message,
    ).toBe('required');
    expect(
      validateField(subProjectForm, { ...sub, approvedAmount: '1.001' }, 'approvedAmount', context)?.message,
    ).toBe('amountDecimals');
  });

  it('runs each cross-field check once the fields it reads are valid, whatever else is missing', () => {
    const errors = validateForm(
      subProjectForm,
      { ...sub, name: '', approvedAmount: '999999' },
      { parentAvailable: '1' },
    );
    expect(errors.map((error) => [error.field, error.message])).toEqual([
      ['name', 'required'],
      ['approvedAmount', 'notAbove'],
      ['approvedAmount', 'notAbove'],
    ]);
    // A malformed amount gets its own message, never a check's.
    expect(validateForm(subProjectForm, { ...sub, approvedAmount: '9x' }, { parentAvailable: '1' })).toEqual([
      { field: 'approvedAmount', message: 'amount' },
    ]);
  });
});

import { formErrorMessages, validateForm } from './form-schema';
import { buttonCodeForm, roleForm, type RoleFormValues } from './role-form';

const role: RoleFormValues = {
  code: 'reviewer',
  name: '评审员',
  nameEn: 'Reviewer',
  description: '',
  dataScope: 'departmentTree',
  sort: 3,
  departmentIds: [],
};

const messages = (values: RoleFormValues, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  formErrorMessages(roleForm, validateForm(roleForm, values), locale).map(
    (error) => `${error.field}: ${error.message}`,
  );

describe('roleForm', () => {
  it('takes a role with a code, both names and a scope', () => {
    expect(messages(role)).toEqual([]);
    expect(messages({ ...role, code: 'project_officer-2' })).toEqual([]);
  });

  it('wants a code that starts with a letter and holds letters, digits, _ or -', () => {
    expect(messages({ ...role, code: '2nd' })).toEqual([
      'code: 角色编码须以字母开头，只含字母、数字、_ 或 -（最多 50 个字符）',
    ]);
    expect(messages({ ...role, code: 'a b' }, 'en-US')).toEqual([
      'code: Role code must start with a letter and hold only letters, digits, _ or - (at most 50)',
    ]);
  });

  it('asks for the names and a known scope', () => {
    expect(messages({ ...role, name: ' ', nameEn: '', dataScope: '' })).toEqual([
      'name: 请填写角色名称',
      'nameEn: 请填写英文名称',
      'dataScope: 请选择数据范围',
    ]);
    expect(messages({ ...role, dataScope: 'galaxy' as RoleFormValues['dataScope'] })).toEqual([
      'dataScope: 数据范围的取值无效',
    ]);
  });

  it('wants at least one department for the custom scope only', () => {
    expect(messages({ ...role, dataScope: 'custom' })).toEqual(['departmentIds: 自定义部门至少需要 1 项']);
    expect(messages({ ...role, dataScope: 'custom', departmentIds: [4] })).toEqual([]);
    expect(messages({ ...role, dataScope: 'all', departmentIds: [] })).toEqual([]);
  });
});

describe('buttonCodeForm', () => {
  const codeErrors = (code: string) => validateForm(buttonCodeForm, { code }).map((error) => error.message);

  it('takes `key:action` codes only', () => {
    expect(codeErrors('project:archive')).toEqual([]);
    expect(codeErrors('fundPayment:exportAll')).toEqual([]);
    expect(codeErrors('archive')).toEqual(['buttonCode']);
    expect(codeErrors('Project:create')).toEqual(['buttonCode']);
    expect(codeErrors('project:create:x')).toEqual(['buttonCode']);
    expect(codeErrors('')).toEqual(['required']);
  });
});

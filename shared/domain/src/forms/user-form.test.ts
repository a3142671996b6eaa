import { formErrorMessages, validateForm } from './form-schema';
import { systemUserForm, type SystemUserFormValues } from './user-form';

const user: SystemUserFormValues = {
  username: 'li.na@pm',
  name: '李娜',
  mobile: '13900001111',
  email: 'li.na@example.org',
  departmentId: 2,
  roleIds: [3],
  status: 'active',
};

const messages = (values: SystemUserFormValues, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  formErrorMessages(systemUserForm, validateForm(systemUserForm, values), locale).map(
    (error) => `${error.field}: ${error.message}`,
  );

describe('systemUserForm', () => {
  it('takes a user with an account and a name; mobile, email, department and roles may be blank', () => {
    expect(messages(user)).toEqual([]);
    expect(messages({ ...user, mobile: '', email: '', departmentId: null, roleIds: [] })).toEqual([]);
  });

  it('wants an account of 3 to 32 letters, digits or _ . @ -', () => {
    expect(messages({ ...user, username: 'ab' })).toEqual([
      'username: 用户名须为 3–32 位字母、数字或 _ . @ -',
    ]);
    expect(messages({ ...user, username: 'li na' }, 'en-US')).toEqual([
      'username: Username must be 3–32 letters, digits or _ . @ -',
    ]);
    expect(messages({ ...user, username: '' })).toEqual(['username: 请填写用户名']);
  });

  it('checks the name, mobile, email and status', () => {
    expect(
      messages({ ...user, name: ' ', mobile: '1390000111', email: 'li.na', status: '' }, 'en-US'),
    ).toEqual([
      'name: Name is required',
      'status: Status is required',
      'mobile: Mobile must be an 11-digit mobile number',
      'email: Email is not a valid email address',
    ]);
    expect(messages({ ...user, mobile: '139 0000 1111' })).toEqual(['mobile: 手机号须为 11 位手机号码']);
  });
});

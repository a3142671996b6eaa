import { useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { errorText } from '@pm/web/api';
import { useChangePasswordMutation } from './setting-api';
import { confirmPasswordProblem, newPasswordProblem } from './setting-rules';
import styles from './user-setting.module.css';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Old, new and confirmed password; the new one must satisfy the product's one password policy. `required`: the
 * change cannot be put off (a one-time password), so there is no Cancel.
 */
export function ChangePasswordForm({ onDone, required = false }: { onDone: () => void; required?: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const [form] = Form.useForm<PasswordForm>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [serverError, setServerError] = useState('');

  const newPasswordMessages = {
    required: t('userSetting.security.newPassword.required'),
    weak: t('common:login.form.password.hint'),
    sameAsOld: t('userSetting.security.newPassword.sameAsOld'),
  };
  const confirmMessages = {
    required: t('userSetting.security.confirmPassword.required'),
    mismatch: t('userSetting.security.confirmPassword.mismatch'),
  };

  async function submit({ oldPassword, newPassword }: PasswordForm) {
    setServerError('');
    try {
      await changePassword({ oldPassword, newPassword }).unwrap();
      Message.success(t('userSetting.security.passwordChanged'));
      form.resetFields();
      onDone();
    } catch (error) {
      setServerError(errorText(error) ?? t('common:message.requestError'));
    }
  }

  return (
    <Form<PasswordForm>
      form={form}
      className={styles.passwordForm}
      layout="vertical"
      onSubmit={submit}
      onValuesChange={() => serverError && setServerError('')}
      data-testid="change-password-form"
    >
      <Alert className={styles.formAlert} type="info" content={t('common:login.form.password.hint')} />
      <Form.Item
        label={t('userSetting.security.oldPassword.label')}
        field="oldPassword"
        rules={[{ required: true, message: t('userSetting.security.oldPassword.required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('userSetting.security.newPassword.label')}
        field="newPassword"
        required
        rules={[
          {
            validator: (value: string | undefined, callback) => {
              const problem = newPasswordProblem(value, form.getFieldValue('oldPassword'));
              callback(problem ? newPasswordMessages[problem] : undefined);
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('userSetting.security.confirmPassword.label')}
        field="confirmPassword"
        required
        dependencies={['newPassword']}
        rules={[
          {
            validator: (value: string | undefined, callback) => {
              const problem = confirmPasswordProblem(value, form.getFieldValue('newPassword'));
              callback(problem ? confirmMessages[problem] : undefined);
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {serverError && <Alert className={styles.formAlert} type="error" content={serverError} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('common:common.save')}
        </Button>
        {!required && <Button onClick={onDone}>{t('common:common.cancel')}</Button>}
      </Space>
    </Form>
  );
}

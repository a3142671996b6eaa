import { useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { errorText } from '@pm/web/api';
import type { UserProfile } from '@pm/domain/shapes';
import { AreaCascader } from '@pm/web/ui';
import { PROFILE_MAX_WORDS, countWords } from '@pm/domain/utils';
import { AsyncContent } from '../workplace/async-content';
import { useGetProfileQuery, useUpdateProfileMutation } from './setting-api';
import { isProfileTooLong } from './setting-rules';
import styles from './user-setting.module.css';

/** The choices of the country/region field; the area below it lists China's divisions. */
export const COUNTRY_REGIONS = ['CN', 'HK', 'MO', 'TW'] as const;

function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['shell', 'common']);
  const [form] = Form.useForm<UserProfile>();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [serverError, setServerError] = useState('');
  const words = countWords(Form.useWatch('profile', form) ?? '');

  async function save(values: UserProfile) {
    setServerError('');
    try {
      await updateProfile({ ...profile, ...values }).unwrap();
      Message.success(t('common:message.saveSuccess'));
    } catch (error) {
      // The form keeps everything typed; the server's reason is shown above the buttons.
      setServerError(errorText(error) ?? t('common:message.requestError'));
    }
  }

  return (
    <Form<UserProfile>
      form={form}
      className={styles.form}
      initialValues={profile}
      labelCol={{ span: 7 }}
      wrapperCol={{ span: 17 }}
      onSubmit={save}
      onValuesChange={() => serverError && setServerError('')}
      data-testid="basic-info-form"
    >
      <Form.Item
        label={t('userSetting.basic.email.label')}
        field="email"
        rules={[
          { required: true, message: t('userSetting.basic.email.required') },
          { type: 'email', message: t('userSetting.basic.email.invalid') },
        ]}
      >
        <Input placeholder={t('userSetting.basic.email.placeholder')} autoComplete="email" maxLength={128} />
      </Form.Item>
      <Form.Item
        label={t('userSetting.basic.nickname.label')}
        field="nickname"
        rules={[{ required: true, message: t('userSetting.basic.nickname.required') }]}
      >
        <Input
          placeholder={t('userSetting.basic.nickname.placeholder')}
          autoComplete="nickname"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        label={t('userSetting.basic.countryRegion.label')}
        field="countryRegion"
        rules={[{ required: true, message: t('userSetting.basic.countryRegion.required') }]}
      >
        <Select placeholder={t('userSetting.basic.countryRegion.placeholder')} allowClear>
          {COUNTRY_REGIONS.map((code) => (
            <Select.Option key={code} value={code}>
              {t(`userSetting.region.${code}`)}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item
        label={t('userSetting.basic.area.label')}
        field="areaCode"
        rules={[{ required: true, message: t('userSetting.basic.area.required') }]}
      >
        <AreaCascader placeholder={t('userSetting.basic.area.placeholder')} />
      </Form.Item>
      <Form.Item label={t('userSetting.basic.address.label')} field="address">
        <Input placeholder={t('userSetting.basic.address.placeholder')} maxLength={200} />
      </Form.Item>
      <Form.Item
        label={t('userSetting.basic.profile.label')}
        field="profile"
        rules={[
          {
            validator: (value: string | undefined, callback) =>
              callback(isProfileTooLong(value) ? t('userSetting.basic.profile.tooLong') : undefined),
          },
        ]}
        extra={
          <span className={words > PROFILE_MAX_WORDS ? styles.overLimit : undefined} aria-live="polite">
            {t('userSetting.basic.profile.count', { words, max: PROFILE_MAX_WORDS })}
          </span>
        }
      >
        <Input.TextArea
          placeholder={t('userSetting.basic.profile.placeholder')}
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      </Form.Item>
      {serverError && (
        <Form.Item wrapperCol={{ offset: 7, span: 17 }}>
          <Alert type="error" content={serverError} />
        </Form.Item>
      )}
      <Form.Item wrapperCol={{ offset: 7, span: 17 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('common:common.save')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setServerError('');
            }}
          >
            {t('common:table.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** Basic info: email, nickname, country/region, area, address, profile (specification §3, §5). */
export function BasicInfoForm() {
  const { data, isLoading, error, refetch } = useGetProfileQuery();
  return (
    <AsyncContent loading={isLoading} error={error} onRetry={refetch} rows={6}>
      {data && <ProfileForm profile={data} />}
    </AsyncContent>
  );
}

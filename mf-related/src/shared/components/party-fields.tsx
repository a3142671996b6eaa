import type { ReactNode } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { GENDERS, ID_TYPES } from '@pm/domain/shapes';
import { AreaCascader } from '@pm/web/ui';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import { NS } from '../../locale';

const { Col } = Grid;
const half = { xs: 24, md: 12 };
const fullWidth = { width: '100%' };

/**
 * A blank choice ('' from the field table's empty values) shown as no choice, so the select says "choose" (the
 * product default from AppProviders) instead of showing an empty value. The form still holds ''.
 */
const blankAsUnset = (value?: string) => value || undefined;

/** A form's label and checks for one of its fields (from its shared schema). */
export type FieldItem<Field extends string> = (field: Field) => {
  field: string;
  label: string;
  rules: RulesProps[];
};

export interface IdentityFieldsProps {
  item: FieldItem<'idType' | 'idNumber' | 'birthDate' | 'gender'>;
  /** Where the option names are: `<idTypes>.<type>` and `<genders>.<gender>` in the remote's texts. */
  texts: { idTypes: string; genders: string };
  /** Under the ID number (editing: the stored number is kept unless a new one is typed). */
  idNumberExtra?: ReactNode;
  onIdTypeChange?: () => void;
  /** The ID number as typed: a valid resident ID fills in the birth date and gender it carries. */
  onIdNumberChange?: (value: string) => void;
  /** The gender is checked again when the ID changes (its check compares the two). */
  genderFollowsId?: boolean;
}

/** A person's ID type, ID number, birth date and gender (grid columns, inside a Form's Row). */
export function IdentityFields({
  item,
  texts,
  idNumberExtra,
  onIdTypeChange,
  onIdNumberChange,
  genderFollowsId,
}: IdentityFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Col {...half}>
        <Form.Item {...item('idType')} formatter={blankAsUnset}>
          <Select
            options={ID_TYPES.map((type) => ({ value: type, label: t(`${texts.idTypes}.${type}`) }))}
            onChange={onIdTypeChange}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item {...item('idNumber')} dependencies={['idType']} extra={idNumberExtra}>
          <Input maxLength={30} autoComplete="off" onChange={onIdNumberChange} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item {...item('birthDate')} dependencies={['idNumber', 'idType']}>
          <DatePicker style={fullWidth} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          {...item('gender')}
          formatter={blankAsUnset}
          {...(genderFollowsId ? { dependencies: ['idNumber', 'idType'] } : {})}
        >
          <Select
            options={GENDERS.map((gender) => ({ value: gender, label: t(`${texts.genders}.${gender}`) }))}
          />
        </Form.Item>
      </Col>
    </>
  );
}

export interface AddressFieldsProps {
  item: FieldItem<'areaCode' | 'address'>;
}

/** Where a party is: its area and street address (grid columns, inside a Form's Row). */
export function AddressFields({ item }: AddressFieldsProps) {
  return (
    <>
      <Col {...half}>
        <Form.Item {...item('areaCode')}>
          <AreaCascader />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item {...item('address')}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
    </>
  );
}

/** A mobile number field (grid column, inside a Form's Row). */
export function MobileField({ item }: { item: FieldItem<'mobile'> }) {
  return (
    <Col {...half}>
      <Form.Item {...item('mobile')}>
        <Input maxLength={20} autoComplete="off" inputMode="tel" />
      </Form.Item>
    </Col>
  );
}

/** An e-mail address field (grid column, inside a Form's Row). */
export function EmailField({ item }: { item: FieldItem<'email'> }) {
  return (
    <Col {...half}>
      <Form.Item {...item('email')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
    </Col>
  );
}

/** The bank account payments go to: bank, account name and number (grid columns, inside a Form's Row). */
export function BankFields({ item }: { item: FieldItem<'bankName' | 'bankAccountName' | 'bankAccountNo'> }) {
  return (
    <>
      <Col {...half}>
        <Form.Item {...item('bankName')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item {...item('bankAccountName')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item {...item('bankAccountNo')}>
          <Input maxLength={40} autoComplete="off" inputMode="numeric" />
        </Form.Item>
      </Col>
    </>
  );
}

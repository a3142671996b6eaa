import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { KEYWORD_MAX_LENGTH } from '@pm/domain/contracts';
import { AreaCascader } from '../area-cascader';

export interface KeywordFieldProps {
  label: string;
  placeholder: string;
  /** What the keyword matches, on hover: a label icon would wrap the label in a narrow column. */
  title?: string;
}

/** The keyword box of a search form (field `keyword`). */
export function KeywordField({ label, placeholder, title }: KeywordFieldProps) {
  return (
    <Form.Item label={label} field="keyword">
      <Input allowClear placeholder={placeholder} title={title} maxLength={KEYWORD_MAX_LENGTH} />
    </Form.Item>
  );
}

export interface AreaFieldProps {
  label: string;
  /** Shown while no area is chosen ("all"). */
  placeholder: string;
}

/** The area filter of a search form (field `areaCode`, a six-digit area code). */
export function AreaField({ label, placeholder }: AreaFieldProps) {
  return (
    <Form.Item label={label} field="areaCode">
      <AreaCascader placeholder={placeholder} />
    </Form.Item>
  );
}

export interface SelectFieldProps {
  label: string;
  field: string;
  /** Shown while nothing is chosen ("all"). */
  placeholder: string;
  options: { value: string | number; label: string }[];
  loading?: boolean;
  /** Several values at once (the URL holds them comma-separated). */
  multiple?: boolean;
  showSearch?: boolean;
}

/** A clearable choice in a search form: a status, a dictionary's entries or a few fixed options. */
export function SelectField({
  label,
  field,
  placeholder,
  options,
  loading,
  multiple,
  showSearch,
}: SelectFieldProps) {
  return (
    <Form.Item label={label} field={field}>
      <Select
        mode={multiple ? 'multiple' : undefined}
        allowClear
        showSearch={showSearch}
        placeholder={placeholder}
        options={options}
        loading={loading}
      />
    </Form.Item>
  );
}

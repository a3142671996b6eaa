import Select from '@arco-design/web-react/es/Select';
import type { UserPick } from '@pm/domain/shapes';
import { useGetApprovalUserPicksQuery } from '../api/get-user-picks';

/** `王敏（wangmin）· 项目部`: the name people know, the account that tells two of them apart, the department. */
export const userLabel = (user: UserPick) =>
  `${user.name}（${user.username}）${user.departmentName ? ` · ${user.departmentName}` : ''}`;

type Value = number | number[] | null | undefined;

export interface UserSelectProps {
  /** One user, or several (`multiple`). Set by the enclosing `Form.Item`. */
  value?: Value;
  onChange?: (value: Value) => void;
  multiple?: boolean;
  placeholder?: string;
  id?: string;
  error?: boolean;
}

/** The product's user picker: the active staff users (`GET /pm/sys_user/user/all`), searchable by any part. */
export function UserSelect({ value, onChange, multiple = false, placeholder, id, error }: UserSelectProps) {
  const { data, isLoading } = useGetApprovalUserPicksQuery();
  return (
    <Select
      id={id}
      error={error}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      loading={isLoading}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next: Value) => onChange?.(next ?? (multiple ? [] : null))}
      filterOption={(input, option) =>
        String(option.props.children).toLowerCase().includes(input.trim().toLowerCase())
      }
      options={(data ?? []).map((user) => ({ value: user.id, label: userLabel(user) }))}
    />
  );
}

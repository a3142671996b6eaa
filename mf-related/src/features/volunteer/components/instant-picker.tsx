import DatePicker from '@arco-design/web-react/es/DatePicker';
import { instantOf, localDateTime } from '../volunteer-values';

export interface InstantPickerProps {
  /** An ISO instant (what the shared schema and the server read); blank for none. */
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  error?: boolean;
}

/** A date and time picked in the browser's local time, kept in the form as an ISO instant. */
export function InstantPicker({ value, onChange, placeholder, error }: InstantPickerProps) {
  return (
    <DatePicker
      error={error}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={localDateTime(value) || undefined}
      onChange={(text: string) => onChange?.(instantOf(text))}
    />
  );
}

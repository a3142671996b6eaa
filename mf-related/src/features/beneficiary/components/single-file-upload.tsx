import { FileUpload } from '@pm/web/ui';

export interface SingleFileUploadProps {
  /** The id of the one uploaded file (a form field holding `number | null`). */
  value?: number | null;
  onChange?: (id: number | null) => void;
  accept?: string;
  id?: string;
}

/** `FileUpload` for a field that holds one file: the last one uploaded counts, removing it empties the field. */
export function SingleFileUpload({ value, onChange, accept, id }: SingleFileUploadProps) {
  return (
    <FileUpload
      id={id}
      accept={accept}
      value={value ? [value] : []}
      onChange={(ids) => onChange?.(ids.length > 0 ? ids[ids.length - 1]! : null)}
    />
  );
}

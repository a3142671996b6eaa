import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { FileUpload, useFilePreviewUrl } from '@pm/web/ui';
import { NS } from '../../locale';

const IMAGES = '.png,.jpg,.jpeg';

/** An uploaded image's object URL (fetched with the token), for the preview; null while none. */
export function useImageUrl(id: number | null): string | null {
  const shown = useFilePreviewUrl(id);
  return shown && 'url' in shown ? shown.url : null;
}

/** One image of the template (background, seal, signature): upload a PNG/JPEG, or remove it. */
export function ImageField({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation([NS, 'common']);
  if (value) {
    return (
      <Space>
        <span>{t('certDesigner.imageChosen', { id: value })}</span>
        <Button size="small" onClick={() => onChange?.(null)}>
          {t('certDesigner.removeImage')}
        </Button>
      </Space>
    );
  }
  return (
    <FileUpload
      id={id}
      accept={IMAGES}
      buttonText={t('certDesigner.upload')}
      value={[]}
      onChange={(ids) => ids.length > 0 && onChange?.(ids[ids.length - 1]!)}
    />
  );
}

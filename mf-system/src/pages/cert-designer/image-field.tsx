import { useEffect, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { FileUpload, fetchDownload } from '@pm/web/ui';
import { NS } from '../../locale';

const IMAGES = '.png,.jpg,.jpeg';

/** An uploaded image's object URL (fetched with the token), for the preview; null while none. */
export function useImageUrl(id: number | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) {
      setUrl(null);
      return undefined;
    }
    let made: string | null = null;
    let live = true;
    fetchDownload(`/pm/files/${id}/preview`).then(
      ({ blob }) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => setUrl(null),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return url;
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

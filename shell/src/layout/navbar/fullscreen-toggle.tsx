import { useEffect, useState } from 'react';
import IconFullscreen from '@arco-design/web-react/icon/react-icon/IconFullscreen';
import IconFullscreenExit from '@arco-design/web-react/icon/react-icon/IconFullscreenExit';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';

/** The Fullscreen API on the whole page; Esc (the browser's own exit) keeps the icon right through the event. */
export function FullscreenToggle() {
  const { t } = useTranslation('common');
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  if (!document.fullscreenEnabled) return null;
  return (
    <IconButton
      icon={full ? <IconFullscreenExit /> : <IconFullscreen />}
      label={t(full ? 'navbar.exitFullScreen' : 'navbar.fullScreen')}
      onClick={() => {
        // A refusal (no user gesture, a policy) leaves the page as it was: nothing to report.
        const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
        change.catch(() => undefined);
      }}
    />
  );
}

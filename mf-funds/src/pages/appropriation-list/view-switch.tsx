import Radio from '@arco-design/web-react/es/Radio';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import type { AppropriationView } from '@pm/domain/workflow';
import { APPROPRIATION_VIEWS } from '@pm/domain/workflow';
import { appropriationViewPath } from '../../shared/paths';
import { NS } from '../../locale';

/**
 * The three views as one segmented control. Native radios underneath: Tab reaches the group, the arrow keys move
 * between the views (each its own URL, so back/forward and the menu follow).
 */
export function ViewSwitch({ view }: { view: AppropriationView }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <nav aria-label={t('appropriation.views')}>
      <Radio.Group
        type="button"
        name="appropriation-view"
        value={view}
        onChange={(next: AppropriationView) => navigate(appropriationViewPath(next))}
        options={APPROPRIATION_VIEWS.map((value) => ({ value, label: t(`appropriation.title.${value}`) }))}
      />
    </nav>
  );
}

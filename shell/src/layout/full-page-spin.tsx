import Spin from '@arco-design/web-react/es/Spin';
import styles from './layout.module.css';

export function FullPageSpin() {
  return (
    <div className={styles.fullPage}>
      <Spin dot />
    </div>
  );
}

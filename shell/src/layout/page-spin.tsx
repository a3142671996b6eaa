import { useEffect } from 'react';
import Spin from '@arco-design/web-react/es/Spin';
import { startProgress } from './progress-bar';
import styles from './layout.module.css';

/** A page still loading its code: a spinner in the content area, and the top progress bar meanwhile. */
export function PageSpin() {
  useEffect(() => startProgress(), []);
  return (
    <div className={styles.pageSpin}>
      <Spin dot />
    </div>
  );
}

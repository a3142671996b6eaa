import type { ReactNode } from 'react';
import styles from './login-layout.module.css';

/** The frame of both login pages: product title, the form, and the server's error above it. */
export function LoginCard({
  title,
  subtitle,
  error,
  children,
}: {
  title: string;
  subtitle: string;
  error: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden>
            PM
          </span>
          <div>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.subtitle}>{subtitle}</p>
          </div>
        </div>
        <div className={styles.error} role="alert">
          {error}
        </div>
        {children}
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './login-layout.module.css';

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
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        <div className={styles.error} role="alert">
          {error}
        </div>
        {children}
      </main>
    </div>
  );
}

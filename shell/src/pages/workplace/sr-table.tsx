import styles from './workplace.module.css';

interface ScreenReaderTableProps {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}

/** A chart's numbers as a table that screen readers read and the eye does not see (the chart shows them). */
export function ScreenReaderTable({ caption, headers, rows }: ScreenReaderTableProps) {
  return (
    <table className={styles.srOnly}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={String(first)}>
            <th scope="row">{first}</th>
            {rest.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import Progress from '@arco-design/web-react/es/Progress';

export interface ExecutionRateProps {
  /** actual ÷ planned as a percentage with 2 decimals, as the server computed it ('37.50'). */
  rate: string;
  overrun: boolean;
  width?: number;
}

/** An execution rate as a bar (full at 100 %, red when over) with the exact percentage beside it. */
export function ExecutionRate({ rate, overrun, width = 140 }: ExecutionRateProps) {
  // The bar only draws it: the figure shown is the server's string.
  const percent = Math.min(100, Math.max(0, Number(rate) || 0));
  return (
    <Progress
      size="small"
      width={width}
      percent={percent}
      status={overrun ? 'error' : percent >= 100 ? 'success' : 'normal'}
      formatText={() => `${rate}%`}
    />
  );
}

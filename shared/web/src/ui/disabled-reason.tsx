import { cloneElement, useId, type ReactElement } from 'react';
import Tooltip from '@arco-design/web-react/es/Tooltip';

export interface DisabledReasonProps {
  /** Why the button cannot be used now; without one the button is shown as it is. */
  reason?: string;
  children: ReactElement<{ disabled?: boolean; 'aria-describedby'?: string }>;
}

/**
 * A button that cannot be used, and says why: disabled, the reason in a tooltip on hover and keyboard focus (a
 * disabled button takes neither, so its wrapper does) and as the button's accessible description.
 */
export function DisabledReason({ reason, children }: DisabledReasonProps) {
  const id = useId();
  if (!reason) return children;
  return (
    <Tooltip content={reason}>
      <span tabIndex={0} aria-describedby={id} style={{ display: 'inline-block' }}>
        {cloneElement(children, { disabled: true, 'aria-describedby': id })}
        <span id={id} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}

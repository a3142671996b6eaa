// Arco ships one declaration file for all icons; the per-icon modules we import (so each app bundles only the
// icons it shows) have none of their own.
declare module '@arco-design/web-react/icon/react-icon/*' {
  import type { ForwardRefExoticComponent, RefAttributes } from 'react';
  import type { IconUser } from '@arco-design/web-react/icon';

  type IconProps = typeof IconUser extends ForwardRefExoticComponent<infer P> ? P : never;
  const Icon: ForwardRefExoticComponent<IconProps & RefAttributes<unknown>>;
  export default Icon;
}

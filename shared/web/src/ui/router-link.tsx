import type { MouseEvent, ReactNode } from 'react';
import Link from '@arco-design/web-react/es/Link';
import { useHref, useLinkClickHandler, type To } from '../router';

export interface RouterLinkProps {
  to: To;
  children: ReactNode;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A link to a page of the product, the one every table, detail view and card uses: Arco's link in the theme's link
 * colour (light and dark), a real `href` (open in a new tab works), and a plain click that moves inside the app.
 */
export function RouterLink({ to, children, replace }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Link
      href={href}
      hoverable={false}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </Link>
  );
}

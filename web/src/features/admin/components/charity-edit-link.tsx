import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '@zlota/shared/page-routes';
import { paths } from '../../../config/paths';
import { useAllows } from '../staff-role';

/**
 * A fundraiser's name leading to its editor, for a role that may open it; for one that may not (finance), the name in
 * words alone, never a link that ends on "not your role" (issue 36 item 6).
 */
export function CharityEditLink({ id, children, className }: { id: number; children: ReactNode; className?: string }) {
  const mayOpen = useAllows(PAGE_ROUTES.adminCharityEdit);
  return mayOpen ? (
    <Link to={paths.adminCharityEdit.getHref({ id: String(id) })} className={className}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

/** Where a fundraiser's other screens lead back to (by its number): its editor, or for a role that cannot open it, its payments. */
export function useCharityWayBack(): (id: number) => { href: string; label: string } {
  const mayOpen = useAllows(PAGE_ROUTES.adminCharityEdit);
  return (id) =>
    mayOpen ? { href: paths.adminCharityEdit.getHref({ id: String(id) }), label: 'Edycja zbiórki' } : { href: paths.adminPayments.getHref(undefined, `charity_id=${id}`), label: 'Płatności zbiórki' };
}

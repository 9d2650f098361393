import { NavLink } from 'react-router-dom';
import { roleAllows } from '@zlota/shared/api-routes';
import { PAGE_ROUTES, type PageRouteName } from '@zlota/shared/page-routes';
import { paths } from '../../config/paths';
import { useStaffRole } from './staff-role';

const LINKS: { page: PageRouteName; label: string; end: boolean }[] = [
  { page: 'admin', label: 'Pulpit', end: true },
  { page: 'adminCharities', label: 'Zbiórki', end: false },
  { page: 'adminNeedy', label: 'Potrzebujący', end: false },
  { page: 'adminPayments', label: 'Płatności', end: false },
  { page: 'adminStatements', label: 'Wyciągi', end: false },
  { page: 'adminStatistics', label: 'Statystyki', end: false },
  { page: 'adminUsers', label: 'Użytkownicy', end: false },
  { page: 'adminAudit', label: 'Dziennik zdarzeń', end: false },
  { page: 'adminEmails', label: 'E-maile', end: false },
  { page: 'adminFoundation', label: 'Dane fundacji', end: false },
  { page: 'adminSecurity', label: 'Bezpieczeństwo', end: false },
];

/** The panel's own navigation, the sections of the member's role; NavLink marks the current one with aria-current="page". */
export function AdminNav() {
  const role = useStaffRole();
  const links = LINKS.filter((link) => roleAllows(role, PAGE_ROUTES[link.page])).map((link) => ({ ...link, href: paths[link.page].getHref() }));
  return (
    <nav className="admin-nav" aria-label="Panel administracyjny">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

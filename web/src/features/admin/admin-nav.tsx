import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';

const LINKS = [
  { href: paths.admin.getHref(), label: 'Pulpit', end: true },
  { href: paths.adminCharities.getHref(), label: 'Zbiórki', end: false },
  { href: paths.adminNeedy.getHref(), label: 'Potrzebujący', end: false },
  { href: paths.adminPayments.getHref(), label: 'Płatności', end: false },
  { href: paths.adminStatistics.getHref(), label: 'Statystyki', end: false },
  { href: paths.adminUsers.getHref(), label: 'Użytkownicy', end: false },
  { href: paths.adminAudit.getHref(), label: 'Dziennik zdarzeń', end: false },
  { href: paths.adminEmails.getHref(), label: 'E-maile', end: false },
  { href: paths.adminSecurity.getHref(), label: 'Bezpieczeństwo', end: false },
];

/** The panel's own navigation; NavLink marks the current section with aria-current="page". */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Panel administracyjny">
      <ul>
        {LINKS.map((link) => (
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

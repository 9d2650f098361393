import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/use-session';
import { Icon } from '../ui/icon';
import { Logo } from '../ui/logo';
import { SidePanel } from '../ui/side-panel';
import { createCharityHref, MenuItems } from './menu-items';
import { useLogout } from './use-logout';
import { useNavbarSearch } from './use-navbar-search';

const searchedTerm = (pathname: string) =>
  pathname.startsWith('/zbiorki/szukaj/') ? decodeURIComponent(pathname.slice('/zbiorki/szukaj/'.length)) : '';

export function Navbar() {
  const state = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(() => searchedTerm(pathname) !== '');
  const [menuOpen, setMenuOpen] = useState(false);
  const search = useNavbarSearch(searchedTerm(pathname));
  const searchId = useId();
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Główna nawigacja">
        <Link to={paths.home.getHref()} className="navbar__logo" aria-label="Złota rybka — strona główna">
          <Logo />
          <span className="navbar__name">Złota rybka</span>
        </Link>
        <div className="navbar__desktop-menu">
          <MenuItems state={state} onLogout={() => void logout()} showCreate={false} />
        </div>
        <div className="navbar__actions">
          <button type="button" className="icon-button" aria-expanded={searchOpen} aria-controls={searchId} onClick={() => setSearchOpen((open) => !open)} aria-label={searchOpen ? 'Ukryj wyszukiwarkę' : 'Szukaj zbiórki'}>
            <Icon name="search" />
          </button>
          <Link to={createCharityHref(state)} className="btn btn--primary navbar__create">
            Utwórz zbiórkę
          </Link>
          <button type="button" className="icon-button navbar__bars" aria-label="Otwórz menu" aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
            <Icon name="bars" />
          </button>
        </div>
      </nav>
      {searchOpen && (
        <form
          className="navbar__search"
          id={searchId}
          role="search"
          aria-label="Szukaj zbiórki"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            search.submit();
          }}
        >
          <label htmlFor={`${searchId}-input`} className="visually-hidden">
            Szukaj zbiórki
          </label>
          <div className="navbar__search-row">
            <input
              id={`${searchId}-input`}
              type="search"
              placeholder="Szukaj zbiórki"
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              autoFocus
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={`${searchId}-hint`}
            />
            {/* A form is sent by its button too, not by Enter alone (WCAG 3.2.2, HTML_CodeSniffer H32.2). */}
            <button type="submit" className="icon-button" aria-label="Szukaj">
              <Icon name="search" />
            </button>
          </div>
          <p id={`${searchId}-hint`} className="navbar__search-hint" role="status">
            {search.hint}
          </p>
        </form>
      )}
      <SidePanel open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu">
        <MenuItems state={state} onNavigate={() => setMenuOpen(false)} onLogout={() => void logout()} />
      </SidePanel>
    </header>
  );
}

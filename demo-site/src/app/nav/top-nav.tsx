import { BrandLink } from '../../components/brand-link';
import { AdminButton } from './admin-button';
import { NavLinks } from './nav-links';
import './top-nav.css';

/** The top navigation bar: logo and name, the page links, and the Admin button. */
export function TopNav() {
  return (
    <header className="top-nav">
      <div className="top-nav__bar">
        <BrandLink />
        <AdminButton />
      </div>
      <nav className="top-nav__links" aria-label="Main">
        <NavLinks />
      </nav>
    </header>
  );
}

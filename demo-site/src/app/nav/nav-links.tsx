import { useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { navItems } from './nav-items';
import { useScrollEdges } from './use-scroll-edges';

/** The row of page links; NavLink marks the current page with aria-current="page". */
export function NavLinks() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useScrollEdges(listRef, pathname);

  return (
    <ul className="nav-links" ref={listRef}>
      {navItems.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end className="nav-link">
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

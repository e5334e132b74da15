import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { homeScreenGroups } from './home-screens';

/** Links to every screen of the demo site, grouped by audience. */
export function ScreenDirectory() {
  return (
    <section className="screen-directory" aria-labelledby="screen-directory-title">
      <h2 id="screen-directory-title" className="screen-directory__title">
        Explore the screens
      </h2>
      {homeScreenGroups.map((group) => (
        <div key={group.heading} className="screen-directory__group">
          <div className="screen-directory__group-head">
            <h3>{group.heading}</h3>
            <p>{group.intro}</p>
          </div>
          <ul className="screen-directory__grid">
            {group.screens.map(({ to, label, summary, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className="screen-card">
                  <span className="screen-card__icon">
                    <Icon aria-hidden="true" size={18} />
                  </span>
                  <span className="screen-card__body">
                    <span className="screen-card__label">{label}</span>
                    <span className="screen-card__summary">{summary}</span>
                  </span>
                  <ArrowUpRight aria-hidden="true" size={16} className="screen-card__arrow" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

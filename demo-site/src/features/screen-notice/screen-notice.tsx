import { ArrowLeft, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLink } from '../../components/brand-link';
import { paths, showsPageShell } from '../../config/paths';
import { type LaterScreenKey, laterScreens } from './later-screens';
import { screenIcons } from '../../config/screen-icons';
import './screen-notice.css';

/**
 * Stands in for a screen that a later piece of work delivers: names the screen (its title in the
 * route table) and says what will be there.
 */
export function ScreenNotice({ screen }: { screen: LaterScreenKey }) {
  const { path, title } = paths[screen];
  const { description, arrivesWith } = laterScreens[screen];
  const Icon = screenIcons[screen];
  const standalone = !showsPageShell(path);

  return (
    <div className={standalone ? 'screen-notice screen-notice--standalone' : 'screen-notice'}>
      <title>{`${title} · Energy Advisor`}</title>
      {standalone && (
        <div className="screen-notice__brand">
          <BrandLink />
        </div>
      )}
      <section className="screen-notice__card" aria-labelledby="screen-notice-title" data-screen-notice={screen}>
        <div className="screen-notice__icon">
          <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
        </div>
        <span className="badge badge--warning">
          <Clock aria-hidden="true" size={12} />
          Coming soon
        </span>
        <h1 id="screen-notice-title" className="screen-notice__title">
          {title}
        </h1>
        <p className="screen-notice__description">
          {description} <span className="screen-notice__arrives">Arrives with {arrivesWith}.</span>
        </p>
        <dl className="screen-notice__meta">
          <dt>Route</dt>
          <dd>
            <code>{path}</code>
          </dd>
        </dl>
        <Link to={paths.home.path} className="button button--outline">
          <ArrowLeft aria-hidden="true" size={16} />
          Back to the demo home
        </Link>
      </section>
    </div>
  );
}

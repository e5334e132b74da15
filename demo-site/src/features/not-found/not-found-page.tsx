import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import './not-found.css';

/** Shown for any path that is not in the route table. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  return (
    <div className="not-found">
      <title>404 Page Not Found · Energy Advisor</title>
      <section className="not-found__card" aria-labelledby="not-found-title">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="not-found__title">
          404 Page Not Found
        </h1>
        <p className="not-found__text">Did you forget to add the page to the router?</p>
        <p className="not-found__path">
          No route matches <code>{pathname}</code>.
        </p>
        <Link to={paths.home.path} className="button button--primary">
          <ArrowLeft aria-hidden="true" size={16} />
          Go to the demo home
        </Link>
      </section>
    </div>
  );
}

import { Link } from 'react-router';
import { paths } from '../config/paths';
import { BrandLogo } from './brand-logo';

/** The product logo and name, linking to the home page. */
export function BrandLink() {
  return (
    <Link to={paths.home.path} className="brand-link">
      <BrandLogo />
      <span className="brand-link__name">Energy Advisor</span>
    </Link>
  );
}

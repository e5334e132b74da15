import { BrandLink } from '../../components/brand-link';

/** The home page's own header: the home page has no top navigation (spec §2.1 page shell). */
export function HomeHeader() {
  return (
    <header className="home-header">
      <BrandLink />
      <span className="badge">Demo site</span>
    </header>
  );
}

import { BrandLink } from '../../components/brand-link';

/** The home page's own header: the home page is shell-free, so it has no top navigation. */
export function HomeHeader() {
  return (
    <header className="home-header">
      <BrandLink />
      <span className="badge">Demo site</span>
    </header>
  );
}

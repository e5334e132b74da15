import { User } from 'lucide-react';

/** The 'Admin' user button at the right of the top navigation. It has no behaviour, on purpose. */
export function AdminButton() {
  return (
    <button type="button" className="button button--outline button--sm admin-button">
      <User aria-hidden="true" size={16} />
      <span>Admin</span>
    </button>
  );
}

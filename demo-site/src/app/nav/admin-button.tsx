import { User } from 'lucide-react';

/** The 'Admin' user button of spec §2.2. It has no behaviour, on purpose. */
export function AdminButton() {
  return (
    <button type="button" className="button button--outline button--sm admin-button">
      <User aria-hidden="true" size={16} />
      <span>Admin</span>
    </button>
  );
}

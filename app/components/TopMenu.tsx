/**
 * Top menu: Priser, FAQ, Kontakt; 'Opret bruger'/'Login' when signed out; 'Prøverapport' when signed out or
 * without a subscription; the user menu (Profil, Admin for admins, Logout) when signed in, its react-aria code loaded
 * only when it is first used (no first page carries react-aria's menu and overlay code).
 */
import { observer } from 'mobx-react-lite';
import { Link, NavLink } from 'react-router';
import { useStores } from '../stores/context.ts';
import { UserMenuButton } from './UserMenuButton.tsx';

export const TopMenu = observer(function TopMenu() {
  const { auth, userStatus } = useStores();
  const signedIn = auth.signedIn;
  const showTrial = !signedIn || !userStatus.hasSubscription;
  return (
    <header className="top-bar">
      <Link to="/" className="brand">
        Lektør
      </Link>
      <nav aria-label="Hovedmenu" className="top-menu">
        {signedIn && <NavLink to="/overview">Oversigt</NavLink>}
        <NavLink to="/pricing">Priser</NavLink>
        <NavLink to="/faq">FAQ</NavLink>
        <NavLink to="/contact">Kontakt</NavLink>
        {showTrial && <NavLink to="/trial">Prøverapport</NavLink>}
        {!signedIn && <NavLink to="/login?signup=1">Opret bruger</NavLink>}
        {!signedIn && <NavLink to="/login">Login</NavLink>}
      </nav>
      {signedIn && <UserMenuButton />}
    </header>
  );
});

/**
 * Top menu: Priser, FAQ, Kontakt; 'Opret bruger'/'Login' when signed out; 'Prøverapport' when signed out or
 * without a subscription; the user menu (Profil, Admin for admins, Logout) when signed in, loaded only then
 * (a visitor's first page carries none of react-aria's menu and overlay code).
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useStores } from '../stores/context.ts';

const UserMenu = lazy(() => import('./UserMenu.tsx').then((m) => ({ default: m.UserMenu })));

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
      {signedIn && (
        <Suspense fallback={null}>
          <UserMenu />
        </Suspense>
      )}
    </header>
  );
});

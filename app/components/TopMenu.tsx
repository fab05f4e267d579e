/**
 * Top menu: Priser, FAQ, Kontakt; 'Opret bruger'/'Login' when signed out; 'Prøverapport' when signed out or
 * without a subscription; the user menu (Profil, Admin for admins, Logout) when signed in.
 */
import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Link, NavLink, useNavigate } from 'react-router';
import { useStores } from '../stores/context.ts';

const UserMenu = observer(function UserMenu() {
  const { userStatus, auth } = useStores();
  const navigate = useNavigate();
  const name = userStatus.status?.user.name ?? auth.user?.profile.name ?? 'Konto';
  return (
    <MenuTrigger>
      <Button className="button user-button" aria-label={`Brugermenu for ${name}`}>
        {name} ▾
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" onAction={(key) => navigate(String(key))}>
          <MenuItem id="/userprofile" className="menu-item">
            Profil
          </MenuItem>
          {userStatus.isAdmin && (
            <MenuItem id="/admin" className="menu-item">
              Admin
            </MenuItem>
          )}
          <MenuItem id="/logout" className="menu-item">
            Logout
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
});

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
        {!signedIn && <NavLink to="/login">Opret bruger</NavLink>}
        {!signedIn && <NavLink to="/login">Login</NavLink>}
      </nav>
      {signedIn && <UserMenu />}
    </header>
  );
});

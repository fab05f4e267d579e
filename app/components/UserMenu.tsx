/** The signed-in user's menu in the top bar: Profil, Admin for admins, Redaktion for editors, Logout (react-aria Menu). */
import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useStores } from '../stores/context.ts';

export const UserMenu = observer(function UserMenu() {
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
          {userStatus.isContentEditor && (
            <MenuItem id="/redaktion" className="menu-item">
              Redaktion
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

/**
 * The signed-in user's menu in the top bar: Profil, Admin for admins, Redaktion for editors, Logout (react-aria Menu). Loaded when it is
 * first used (UserMenuButton.tsx), then open at once.
 */
import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useStores } from '../stores/context.ts';
import { useUserMenuName } from './UserMenuButton.tsx';

export const UserMenu = observer(function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { userStatus } = useStores();
  const navigate = useNavigate();
  const name = useUserMenuName();
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className="button user-button" aria-label={`Brugermenu for ${name}`}>
        {name} ▾
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" autoFocus="first" onAction={(key) => navigate(String(key))}>
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

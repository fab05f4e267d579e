/**
 * The signed-in user's menu in the top bar: Profil, Admin for admins, Redaktion for editors, Logout (react-aria Menu). Loaded when it is
 * first used (UserMenuButton.tsx), then open at once.
 */
import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useStores } from '../stores/context.ts';
import type { UserStatusStore } from '../stores/UserStatusStore.ts';
import { useUserMenuName } from './UserMenuButton.tsx';

/** The menu's items in order, each with who sees it. */
const items: readonly { path: string; label: string; shown: (user: UserStatusStore) => boolean }[] = [
  { path: '/userprofile', label: 'Profil', shown: () => true },
  { path: '/admin', label: 'Admin', shown: (user) => user.isAdmin },
  { path: '/redaktion', label: 'Redaktion', shown: (user) => user.isContentEditor },
  { path: '/logout', label: 'Logout', shown: () => true },
];

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
          {items
            .filter((item) => item.shown(userStatus))
            .map(({ path, label }) => (
              <MenuItem key={path} id={path} className="menu-item">
                {label}
              </MenuItem>
            ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
});

/**
 * The user menu's button as the first page shows it: a plain button with the menu's name. The menu itself
 * (react-aria's Menu, Popover and collections, about 27 kB gzip) is fetched when the button is first pointed at
 * or focused, and takes the button's place, open, when it is first used (click, Enter, Space or an arrow key).
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useStores } from '../stores/context.ts';

const loadUserMenu = () => import('./UserMenu.tsx');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The name the menu is labelled with. */
export function useUserMenuName(): string {
  const { userStatus, auth } = useStores();
  return userStatus.status?.user.name ?? auth.user?.profile.name ?? 'Konto';
}

const PlainButton = observer(function PlainButton({ onOpen }: { onOpen?: () => void }) {
  const name = useUserMenuName();
  return (
    <button
      type="button"
      className="button user-button"
      aria-label={`Brugermenu for ${name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => void loadUserMenu()}
      onPointerEnter={() => void loadUserMenu()}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (!onOpen || !OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {name} ▾
    </button>
  );
});

export function UserMenuButton() {
  const [used, setUsed] = useState(false);
  if (!used) return <PlainButton onOpen={() => setUsed(true)} />;
  return (
    <Suspense fallback={<PlainButton />}>
      <UserMenu defaultOpen />
    </Suspense>
  );
}

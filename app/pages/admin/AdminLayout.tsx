/** '/admin': the admin area's navigation and the chosen admin screen. */
import { NavLink, Outlet } from 'react-router';

export function AdminLayout() {
  return (
    <main className="page">
      <h1>Admin</h1>
      <nav className="tabs-nav" aria-label="Admin">
        <NavLink to="/admin/manuscripts">Manuskripter</NavLink>
        <NavLink to="/admin/authors" end>
          Forfattere
        </NavLink>
        <NavLink to="/admin/newusers">Nye brugere</NavLink>
        <NavLink to="/admin/similarbooks">Lignende bøger</NavLink>
        <NavLink to="/admin/outbox">Udgående post</NavLink>
      </nav>
      <Outlet />
    </main>
  );
}

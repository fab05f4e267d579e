import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="page">
      <h1>Siden findes ikke</h1>
      <p>
        Adressen findes ikke i Lektør. <Link to="/">Gå til forsiden</Link>.
      </p>
    </main>
  );
}

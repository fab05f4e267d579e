/** '/contact': how to reach Lektør, and what to write so we can help at once (pages.json, 'contact'). */
import { InfoPageText } from '../components/InfoPageText.tsx';

export function ContactPage() {
  return (
    <main className="page">
      <h1>Kontakt</h1>
      <div className="card">
        <InfoPageText page="contact" />
      </div>
    </main>
  );
}

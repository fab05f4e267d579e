/** '/contact': how to reach Lektør, and what to write so we can help at once. */
import { Link } from 'react-router';

export function ContactPage() {
  return (
    <main className="page">
      <h1>Kontakt</h1>
      <div className="card">
        <p>
          Har du spørgsmål til Lektør, til din rapport eller til dit abonnement, er du velkommen til at skrive til os.
        </p>
        <p>
          E-mail: <a href="mailto:support@lektor.dk">support@lektor.dk</a>
        </p>
        <p>Vi svarer som regel inden for to hverdage.</p>
        <h2>Så kan vi hjælpe dig hurtigere</h2>
        <ul className="steps">
          <li>Skriv fra den e-mailadresse, du logger ind med.</li>
          <li>
            Drejer det sig om en analyse, så skriv manuskriptets titel og datoen for uploaden, og kopiér en eventuel
            fejlbesked. Du behøver ikke sende manuskriptet: vi kan finde det i Lektør.
          </li>
          <li>Drejer det sig om en faktura, så skriv fakturanummeret. Du finder det under din profil.</li>
          <li>Drejer det sig om en betaling, så skriv datoen, og hvilket abonnement du valgte.</li>
        </ul>
        <p>
          Mange spørgsmål er besvaret under <Link to="/faq">FAQ</Link>, og priserne står under{' '}
          <Link to="/pricing">Priser</Link>.
        </p>
      </div>
    </main>
  );
}

/** '/contact': how to reach Lektør. */
export function ContactPage() {
  return (
    <main className="page">
      <h1>Kontakt</h1>
      <div className="card">
        <p>Har du spørgsmål til Lektør, din rapport eller dit abonnement, er du velkommen til at skrive til os.</p>
        <p>
          E-mail: <a href="mailto:support@lektor.dk">support@lektor.dk</a>
        </p>
        <p>Vi svarer som regel inden for to hverdage.</p>
      </div>
    </main>
  );
}

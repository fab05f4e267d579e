/** The guide: how Lektør works, in three steps. */
export function GuidePage() {
  return (
    <section aria-labelledby="guide-heading" className="card">
      <h2 id="guide-heading">Sådan kommer du i gang</h2>
      <ol className="steps">
        <li>Klik på «Upload manuskript», og vælg din fil (docx, epub eller txt, højst 10 MB).</li>
        <li>Giv bogen en titel, og vælg den genre og målgruppe, du skriver til.</li>
        <li>Lektør læser hele bogen på dansk. Når analysen er færdig, finder du rapporten under Manuskripter.</li>
      </ol>
    </section>
  );
}

/** The guide: how to upload a manuscript, read its report and work with the recommendations. */
import { Link } from 'react-router';

export function GuidePage() {
  return (
    <div className="card guide">
      <section aria-labelledby="guide-heading">
        <h2 id="guide-heading">Sådan kommer du i gang</h2>
        <ol className="steps">
          <li>
            Gem dit manuskript som én fil: Word-dokument (.docx), e-bog (.epub) eller ren tekst (.txt). Filen må højst
            fylde 10 MB.
          </li>
          <li>Klik på «Upload manuskript» øverst på siden.</li>
          <li>
            Skriv bogens titel, og vælg den genre og den målgruppe, du skriver til. Lektør måler anbefalingerne i hele
            rapporten mod dem, så vælg den hylde, du forestiller dig bogen på.
          </li>
          <li>
            Vælg filen, og klik på Upload. Hver analyse bruger én upload; hvor mange du har tilbage, står øverst på
            siden.
          </li>
          <li>
            Lektør læser hele bogen på dansk. Du kan følge analysen, mens den kører, og når den er færdig, finder du
            rapporten under Manuskripter.
          </li>
        </ol>
      </section>
      <section aria-labelledby="guide-report-heading">
        <h2 id="guide-report-heading">Sådan læser du rapporten</h2>
        <ul className="steps">
          <li>
            <strong>Overblik</strong> viser den samlede score, de vigtigste nøgletal og stemningen og LIX gennem bogen.
            Begynd her.
          </li>
          <li>
            <strong>Global Score</strong> samler ni elementer i ét tal fra 0 til 100. Elementerne med den laveste værdi
            står øverst, og hvert af dem har et link til siden, der forklarer det.
          </li>
          <li>
            <strong>Siderne i menuen til venstre</strong> går i dybden med ét emne hver: genre, målgruppe, arketype,
            tempo, dialog, læsbarhed, tempus, stemning, emner, steder, personer, stærke ord, perspektiv, klichéer,
            show/tell, tillægsord og udsagnsord.
          </li>
          <li>
            Hver side har en <strong>anbefaling</strong> i grøn (Godt), gul (Kan forbedres) eller rød (Bør forbedres),
            målt mod din genre og målgruppe, en forklaring af, hvad tallet betyder, knapper med uddybende info og
            konkrete tips.
          </li>
          <li>
            På siderne Genre og Målgruppe vælger du, om anbefalingerne skal måles mod det, du har{' '}
            <strong>angivet</strong>, eller det, analysen har fundet (<strong>analyseret</strong>).
          </li>
        </ul>
      </section>
      <section aria-labelledby="guide-act-heading">
        <h2 id="guide-act-heading">Sådan bruger du anbefalingerne</h2>
        <ol className="steps">
          <li>
            Begynd med de røde anbefalinger og de elementer, der har lavest værdi på Global Score. Dér gør en redigering
            størst forskel.
          </li>
          <li>
            Tag ét emne ad gangen. Læs siden, find stederne i manuskriptet – graferne viser, hvor i bogen tallene ændrer
            sig – og ret dem, før du går videre til det næste.
          </li>
          <li>
            Brug dit eget skøn. Lektør måler sproget, ikke historien, og en afvigelse fra genrens normer kan være netop
            det, der gør bogen til din.
          </li>
          <li>
            Upload den redigerede version, når du har arbejdet dig igennem, og sammenlign den nye rapport med den gamle.
          </li>
        </ol>
        <p className="muted">
          Vil du se en færdig rapport først, så åbn <Link to="/trial">prøverapporten</Link>. Har du spørgsmål, finder du
          svar under <Link to="/faq">FAQ</Link>.
        </p>
      </section>
    </div>
  );
}

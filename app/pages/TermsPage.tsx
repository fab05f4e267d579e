/**
 * '/terms' ('Vilkår'): the terms of use and privacy for manuscripts — who can read them, how long they are kept,
 * deletion, payment and cancellation. The sign-up form links here.
 */
import { Link } from 'react-router';

export function TermsPage() {
  return (
    <main className="page terms">
      <h1>Vilkår for brug af Lektør</h1>
      <p>
        Her kan du læse, hvad du siger ja til, når du opretter en bruger hos Lektør, og hvad vi gør med dine
        manuskripter og oplysninger. Vi har skrevet vilkårene så kort og klart, vi kunne. Er der noget, du er i tvivl
        om, så skriv til <a href="mailto:support@lektor.dk">support@lektor.dk</a>.
      </p>

      <h2>Din bruger</h2>
      <ul className="steps">
        <li>Du opretter din bruger med navn, e-mail og en adgangskode. Brugeren er personlig og må ikke deles.</li>
        <li>
          Vi gemmer ikke din adgangskode, kun et krypteret aftryk af den. Glemmer du den, kan du vælge en ny via linket
          &lsquo;Glemt adgangskode?&rsquo;.
        </li>
        <li>
          Vi skriver kun til dig om din bruger: bekræftelse af din e-mail, nulstilling af adgangskode og fakturaer.
        </li>
      </ul>

      <h2>Dine manuskripter</h2>
      <ul className="steps">
        <li>Dine manuskripter er dine. Du giver kun Lektør lov til at gemme og analysere dem for dig.</li>
        <li>Du må kun uploade tekster, som du selv har skrevet, eller som du har lov til at få analyseret.</li>
        <li>
          Analysen er et redskab og en vurdering målt mod din genre og målgruppe. Den er ikke en garanti for, at bogen
          bliver antaget eller solgt.
        </li>
      </ul>

      <h2>Hvem kan læse dine manuskripter</h2>
      <ul className="steps">
        <li>Du kan selv se dine manuskripter og rapporter, når du er logget ind.</li>
        <li>
          Lektørs administratorer har adgang til manuskripter og rapporter, så de kan hjælpe, når en analyse fejler,
          eller når du beder om hjælp. De åbner dem kun af den grund.
        </li>
        <li>Andre forfattere kan ikke se dine manuskripter eller rapporter, heller ikke hvis de kender adressen.</li>
        <li>
          Analysen kører på Lektørs egen server. Teksten sendes ikke videre til andre tjenester, bruges ikke til at
          træne sprogmodeller og kommer ikke med blandt de lignende bøger, som andre forfattere sammenligner med.
        </li>
      </ul>

      <h2>Hvor længe gemmer vi dem</h2>
      <ul className="steps">
        <li>
          Vi gemmer filen og rapporten, så længe du har din bruger, så du kan åbne rapporten igen og sammenligne med nye
          versioner.
        </li>
        <li>
          Stopper dit abonnement, bliver manuskripter og rapporter liggende, men du skal have et abonnement for at åbne
          rapporterne igen.
        </li>
      </ul>

      <h2>Sletning</h2>
      <ul className="steps">
        <li>
          Du kan når som helst bede os om at slette et manuskript eller hele din bruger. Skriv til{' '}
          <a href="mailto:support@lektor.dk">support@lektor.dk</a> fra den e-mail, du logger ind med.
        </li>
        <li>
          Vi sletter filen, analysen og rapporten senest 30 dage efter, at du har bedt om det. Sletter du din bruger,
          sletter vi også dit navn, din e-mail og din historik.
        </li>
        <li>
          Fakturaer gemmer vi i fem år efter regnskabsårets udløb, fordi bogføringsloven kræver det. De indeholder dit
          navn, din e-mail og beløbet, men intet fra dine manuskripter.
        </li>
      </ul>

      <h2>Betaling og abonnement</h2>
      <ul className="steps">
        <li>
          Abonnementerne og deres priser står under <Link to="/pricing">Priser</Link>. Priserne er pr. måned og
          inklusive 25 % moms.
        </li>
        <li>Du betaler på vores betalingsudbyders sikre betalingsside. Lektør ser aldrig dine kortoplysninger.</li>
        <li>
          Abonnementet fornyes automatisk hver måned, og du betaler for en måned ad gangen. Ved hver fornyelse fyldes
          dine analyser op til abonnementets antal; analyser, du ikke har brugt, overføres ikke til næste måned.
        </li>
        <li>Du får en faktura med moms for hver måned. Du kan hente den som PDF under din profil.</li>
        <li>
          Skifter du til et andet abonnement, gælder det nye fra den dag, du betaler, og det gamle stopper samtidig.
        </li>
      </ul>

      <h2>Opsigelse</h2>
      <ul className="steps">
        <li>Der er ingen binding. Du kan opsige dit abonnement når som helst under din profil.</li>
        <li>
          Når du opsiger, fornyes abonnementet ikke igen. Det gælder til udgangen af den måned, du har betalt for, og
          din profil viser, til hvilken dato. Du har adgang til dine rapporter indtil da.
        </li>
        <li>Har du spørgsmål til en betaling, eller vil du fortryde et køb, så skriv til os.</li>
      </ul>

      <h2>Dine rettigheder</h2>
      <p>
        Du har ret til at få at vide, hvilke oplysninger vi har om dig, og til at få dem rettet eller slettet. Skriv til{' '}
        <a href="mailto:support@lektor.dk">support@lektor.dk</a>. Er du utilfreds med, hvordan vi behandler dine
        oplysninger, kan du klage til Datatilsynet.
      </p>
      <p>
        <Link to="/contact">Kontakt os</Link> · <Link to="/faq">Spørgsmål og svar</Link>
      </p>
    </main>
  );
}

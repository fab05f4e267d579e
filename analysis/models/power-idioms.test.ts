import { describe, expect, it } from 'vitest';
import { atFirstUse } from '../test-support/first-use.ts';
import { isBleachedIdiom } from './power-idioms.ts';

const bleached = (text: string, form: string) => atFirstUse(isBleachedIdiom, text, form);

describe('power words in Danish phrases that bleach them', () => {
  it('reads an oath as an oath, and keeps death and torment', () => {
    expect(bleached('Død og pine, hvor er min hat?', 'død')).toBe(true);
    expect(bleached('Død og pine, hvor er min hat?', 'pine')).toBe(true);
    expect(bleached('Han råbte mord og brand over regningen.', 'mord')).toBe(true);
    expect(bleached('Han frygtede døden og den lange pine.', 'pine')).toBe(false);
    expect(bleached('Mordet på købmanden rystede byen.', 'mordet')).toBe(false);
  });

  it("reads 'ondt' of pain, pity and trouble, and keeps evil", () => {
    expect(bleached('Det gjorde ondt i hans knæ.', 'ondt')).toBe(true);
    expect(bleached('Hun havde så ondt af drengen.', 'ondt')).toBe(true);
    expect(bleached('Han havde ondt ved at finde vej.', 'ondt')).toBe(true);
    expect(bleached('Det gør mig ondt, at du må gå.', 'ondt')).toBe(true);
    expect(bleached('Der var noget ondt i hans blik.', 'ondt')).toBe(false);
    expect(bleached('Hun tænkte ondt om sin svoger.', 'ondt')).toBe(false);
  });

  it("reads 'elske' and 'hade' of food or before an infinitive as a liking, and keeps love and hate", () => {
    expect(bleached('Præsten elskede god mad og gammel vin.', 'elskede')).toBe(true);
    expect(bleached('Hun elsker at danse om søndagen.', 'elsker')).toBe(true);
    expect(bleached('Jeg hader at vente på toget.', 'hader')).toBe(true);
    expect(bleached('Han elskede hende af hele sit hjerte.', 'elskede')).toBe(false);
    expect(bleached('Hun vidste, at han elskede, at hun sang.', 'elskede')).toBe(false);
    expect(bleached('Han hadede sin bror.', 'hadede')).toBe(false);
  });

  it("reads 'glæde nogen med' and 'lette nogen for' as a courtesy, and keeps joy and relief", () => {
    expect(bleached('Naboen glædede os med et besøg.', 'glædede')).toBe(true);
    expect(bleached('Tyven lettede ham for hans pung.', 'lettede')).toBe(true);
    expect(bleached('Hun glædede sig over brevet.', 'glædede')).toBe(false);
    expect(bleached('Han var lettet, da døren gik op.', 'lettet')).toBe(false);
  });

  it("reads 'kvæle' of a sound held back, and keeps strangling", () => {
    expect(bleached('Hun kvalte et suk og så ud ad vinduet.', 'kvalte')).toBe(true);
    expect(bleached('Han svarede med kvalt stemme.', 'kvalt')).toBe(true);
    expect(bleached('Morderen kvalte kvinden med et reb.', 'kvalte')).toBe(false);
    expect(bleached('Han blev kvalt uden et skrig.', 'kvalt')).toBe(false);
  });

  it("reads 'kvæle' of a feeling held back or of growth choked, and keeps strangling (fourteenth session)", () => {
    expect(bleached('Det var en kvalt og undertrykt Attraa.', 'kvalt')).toBe(true);
    expect(bleached('Hun kvalte sin Vrede og smilede.', 'kvalte')).toBe(true);
    expect(bleached('Ukrudtet kvalte al anden Vækst i Haven.', 'kvalte')).toBe(true);
    expect(bleached('Han kvalte Vagten med sine bare Hænder.', 'kvalte')).toBe(false);
  });

  it('reads a feeling paired with its opposite as a formula, and keeps the feeling alone (fourteenth session)', () => {
    expect(bleached('De holdt sammen i Sorg og Glæde.', 'sorg')).toBe(true);
    expect(bleached('Med Glæde og Sorg maa man holde Maade.', 'sorg')).toBe(true);
    expect(bleached('Livet bød paa Smil og Taarer.', 'taarer')).toBe(true);
    expect(bleached('Folk skal baade le og græde i Teatret.', 'græde')).toBe(true);
    expect(bleached('Hendes Sorg og hendes Gråd fyldte Huset.', 'sorg')).toBe(false);
    expect(bleached('Han græd og græd over sin døde Hustru.', 'græd')).toBe(false);
  });

  it("reads 'drukne' in work, a crowd or tears as a figure, and keeps drowning", () => {
    expect(bleached('Han druknede i arbejde hele vinteren.', 'druknede')).toBe(true);
    expect(bleached('Hun forsvandt og druknede i mængden.', 'druknede')).toBe(true);
    expect(bleached('Fiskeren druknede i fjorden.', 'druknede')).toBe(false);
  });

  it('reads a kiss of devotion or of the ground as no love, and keeps a kiss', () => {
    expect(bleached('Den gamle kone kyssede korset.', 'kyssede')).toBe(true);
    expect(bleached('Han ville kysse jorden, da han kom i land.', 'kysse')).toBe(true);
    expect(bleached('Han kyssede hende på munden.', 'kyssede')).toBe(false);
  });

  it("reads 'sitre' and 'skælve' of light and air as no tension, and keeps a trembling person", () => {
    expect(bleached('Luften sitrede over den varme vej.', 'sitrede')).toBe(true);
    expect(bleached('Lyset skælvede på væggen.', 'skælvede')).toBe(true);
    expect(bleached('Hendes stemme sitrede af angst.', 'sitrede')).toBe(false);
    expect(bleached('Han skælvede, da han åbnede brevet.', 'skælvede')).toBe(false);
  });

  it("reads 'urolig' of light, water and clouds as movement, and keeps a restless person or animal", () => {
    expect(bleached('Flammen blafrede, og lyset flakkede uroligt over loftet.', 'uroligt')).toBe(true);
    expect(bleached('Båden gyngede på det urolige vand.', 'urolige')).toBe(true);
    expect(bleached('Grå, urolige skyer drev ind over øen.', 'urolige')).toBe(true);
    expect(bleached('Moderen blev urolig, da drengen ikke kom hjem.', 'urolig')).toBe(false);
    expect(bleached('Køerne var urolige i stalden hele natten.', 'urolige')).toBe(false);
  });

  it('reads the beat of a heart or a clock and a stroll as no blow, and keeps a blow', () => {
    expect(bleached('Hun hørte sit hjertes slag i mørket.', 'slag')).toBe(true);
    expect(bleached('Efter middagen gik de et slag i haven.', 'slag')).toBe(true);
    expect(bleached('Han fik et slag i ansigtet.', 'slag')).toBe(false);
    expect(bleached('Fjendens slag ramte ham.', 'slag')).toBe(false);
  });

  it('reads the fixed phrases, and keeps the words outside them', () => {
    expect(bleached('Kagen stod i ensom majestæt på bordet.', 'ensom')).toBe(true);
    expect(bleached('Til al ulykke begyndte det at regne.', 'ulykke')).toBe(true);
    expect(bleached('Hovedet blev sat på en stage til skræk og advarsel.', 'skræk')).toBe(true);
    expect(bleached('Han gjorde sig til latter for hele byen.', 'latter')).toBe(true);
    expect(bleached('Hun trak af al magt i rebet.', 'magt')).toBe(true);
    expect(bleached('Loven står stadig ved magt.', 'magt')).toBe(true);
    expect(bleached('Han havde rasende travlt.', 'rasende')).toBe(true);
    expect(bleached('Forhandlingerne kom over det døde punkt.', 'døde')).toBe(true);
    expect(bleached('Hun sad ensom ved vinduet.', 'ensom')).toBe(false);
    expect(bleached('Ulykken ramte familien hårdt.', 'ulykken')).toBe(false);
    expect(bleached('Hans latter fyldte stuen.', 'latter')).toBe(false);
    expect(bleached('Han var rasende på sin bror.', 'rasende')).toBe(false);
    expect(bleached('Den døde mand lå på gulvet.', 'døde')).toBe(false);
  });

  it('reads an attack of an illness as no violence, and keeps an attack of the enemy', () => {
    expect(bleached('Om natten fik han et angreb af feber.', 'angreb')).toBe(true);
    expect(bleached('Byen faldt efter et angreb af fjenden.', 'angreb')).toBe(false);
  });

  it("reads 'ydmyge' before a noun as humble, and keeps humiliating", () => {
    expect(bleached('Hun takkede for sin ydmyge stilling i huset.', 'ydmyge')).toBe(true);
    expect(bleached('Han ville ydmyge sin rival for alle.', 'ydmyge')).toBe(false);
    expect(bleached('Det var hans plan at ydmyge folk.', 'ydmyge')).toBe(false);
  });
});

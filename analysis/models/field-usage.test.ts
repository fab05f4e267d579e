import { beforeAll, describe, expect, it } from 'vitest';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { semanticFieldsGlobal } from './semantic-fields.ts';

beforeAll(() => {
  warmLexicons();
}, 120_000);

/** A field's keywords with every supported use listed (recurrence 1), on a text of one paragraph. */
const keywordsOf = (text: string, field: string) =>
  Object.keys(
    semanticFieldsGlobal([segmentParagraph(text)], undefined, true, 1).topics.find((topic) => topic.topic === field)
      ?.keywords ?? {},
  );

const love = 'Kærlighed og romantik';

describe('field words whose construction names another sense (issue 28 point 6)', () => {
  it("reads 'en Sværmer' and 'sværme' without a person as no love, 'sværme for' a person as love", () => {
    const dreamer =
      'Han var en Sværmer og en Drømmer, og hans Forlovelse med Frøkenen var brudt. Hun elskede ham ikke.';
    expect(keywordsOf(dreamer, love)).not.toContain('sværme');
    const swarm =
      'Myggene sværmede over Engen, mens de forelskede unge gik Arm i Arm og talte om Bryllup og Kærlighed.';
    expect(keywordsOf(swarm, love)).not.toContain('sværme');
    const enthusiasm = 'Han sværmede for Poesi og Musik; men hans Forlovelse og hans Kærlighed var glemt.';
    expect(keywordsOf(enthusiasm, love)).not.toContain('sværme');
    const stranded = 'Hvor mange Piger har du sværmet for, siden du var forelsket i mig og talte om Kærlighed?';
    expect(keywordsOf(stranded, love)).toContain('sværme');
    const lover = 'Den unge Student sværmede for hende hele Vinteren, og han var forelsket og talte om Kærlighed.';
    expect(keywordsOf(lover, love)).toContain('sværme');
  });

  it("reads 'Forretninger' as affairs, not the town's shops, unless a street or a shop stands near", () => {
    const affairs = 'Han havde Forretninger i Retten og gik gennem Gaderne i Byen forbi Torvet og Rådhuset.';
    expect(keywordsOf(affairs, 'Byen')).not.toContain('forretning');
    const errand = 'Jeg har en Forretning at udrette i Byen, sagde han, og gik ned ad Gaden til Torvet.';
    expect(keywordsOf(errand, 'Byen')).not.toContain('forretning');
    const shops = 'Alle Forretninger i Gaden var lukkede, og Byen laa stille; kun Værtshuset ved Torvet var aabent.';
    expect(keywordsOf(shops, 'Byen')).toContain('forretning');
    const shop = 'Hun aabnede en lille Forretning paa Hjørnet af Torvet, midt i Byen, nær Rådhuset.';
    expect(keywordsOf(shop, 'Byen')).toContain('forretning');
    const deals = 'Købmanden gjorde gode Forretninger med sine Varer og solgte til Kunderne i Butikken.';
    expect(keywordsOf(deals, 'Handel og butik')).toContain('forretning');
    expect(keywordsOf(deals, 'Byen')).not.toContain('forretning');
  });

  it('reads a kiss on the hand, the cheek or the forehead as a greeting, a kiss on the mouth as love', () => {
    const hand = 'Greven bukkede og kyssede hendes Haand, og talte saa om Brylluppet og Forlovelsen i Familien.';
    expect(keywordsOf(hand, love)).not.toContain('kysse');
    const cheeks = 'De to Damer kyssede hinanden paa begge Kinder, og talte saa om Brylluppet og Forlovelsen.';
    expect(keywordsOf(cheeks, love)).not.toContain('kysse');
    const forehead = 'Bedstemoderen gav ham et Kys paa Panden og talte saa om Brylluppet og Forlovelsen.';
    expect(keywordsOf(forehead, love)).not.toContain('kys');
    const mouth = 'Han kyssede hende paa Munden, og hun vidste, at han var forelsket og vilde tale om Bryllup.';
    expect(keywordsOf(mouth, love)).toContain('kysse');
    const both = 'Han kyssede hende paa Munden og Kinderne, for han var forelsket og vilde tale om Bryllup.';
    expect(keywordsOf(both, love)).toContain('kysse');
    const passion = 'Han kyssede hendes Hænder lidenskabeligt; han var forelsket og talte om Bryllup og Kærlighed.';
    expect(keywordsOf(passion, love)).toContain('kysse');
  });

  it("reads 'hjerte' as the body only where it beats or sits in the chest, elsewhere as the feeling", () => {
    const body = 'Kroppen';
    const beating = 'Hun løftede Hovedet, og Hjertet bankede op i Halsen paa hende, mens Hænderne rystede.';
    expect(keywordsOf(beating, body)).toContain('hjerte');
    const chest = 'Han lagde Haanden paa sit Bryst og mærkede Hjertet under Fingrene og Armen, der sitrede.';
    expect(keywordsOf(chest, body)).toContain('hjerte');
    const feeling = 'I sit Hjerte følte hun Deltagelse for ham, og hun lagde Haanden paa hans Arm og hans Skulder.';
    expect(keywordsOf(feeling, body)).not.toContain('hjerte');
    const soul = 'Hendes Hjerte løftede sig, da hun saa hans Ansigt og hans Øjne i Døren med Hænderne foldede.';
    expect(keywordsOf(soul, body)).not.toContain('hjerte');
  });
});

/** lib/analysis/lexicon_french_work.ts: the French cues of the work itself. */
import { FRENCH_WORK_CUES } from "../../lib/analysis/lexicon_french_work.ts";
import { assertCueTable, assertStatements } from "../helpers/analysis.ts";

Deno.test("quality, cleanliness and expertise have well-formed French cues", () => {
  const holds: Record<keyof typeof FRENCH_WORK_CUES, string[]> = {
    quality: ["malfaçon|malfaçons", "retombé en panne"],
    cleanliness: ["passé un coup de balai"],
    expertise: ["a du métier", "au pif"],
  };
  for (const [aspect, cues] of Object.entries(FRENCH_WORK_CUES)) {
    assertCueTable(cues, {
      aspect,
      holds: holds[aspect as keyof typeof FRENCH_WORK_CUES],
    });
  }
});

Deno.test("quality: neat work, the inspection, a fault back, damage", () => {
  assertStatements([
    ["Le tableau électrique est super propre.", ["quality:1"]],
    ["Le consuel est passé du premier coup.", ["quality:1"]],
    ["Ils ont échoué au contrôle.", ["quality:-1"]],
    ["Recalé au contrôle, tout à refaire.", ["quality:-1"]],
    ["Le chauffe-eau s'est remis à fuir deux jours après.", ["quality:-1"]],
    ["La chaudière est retombée en panne.", ["quality:-1"]],
    ["Le disjoncteur disjoncte encore.", ["quality:-1"]],
    ["Ils ont abîmé le parquet en sortant le ballon.", ["quality:-1"]],
    ["Le lustre est un peu décentré.", ["quality:-1"]],
    ["Le ventilateur ne branle pas du tout.", ["quality:1"]],
    ["Réglé une fois pour toutes.", ["quality:1"]],
    ["Pas une seule fuite depuis l'hiver.", ["quality:1"]],
    // "Pas mal" is "quite a lot": the leak told, no verdict on the work.
    ["Le robinet fuit pas mal.", []],
  ]);
});

Deno.test("cleanliness: what was left behind, and the sweeping up", () => {
  assertStatements([
    ["Il a laissé les cartons du chauffe-eau dans l'entrée.", [
      "cleanliness:-1",
    ]],
    ["De la sciure partout dans le salon.", ["cleanliness:-1"]],
    ["Il a passé un coup d'aspirateur avant de partir.", ["cleanliness:1"]],
    ["Chantier rendu nickel chaque soir.", ["cleanliness:1"]],
    // A tidy install is workmanship (docs/aspects.md).
    ["Le branchement du spa est propre.", ["quality:1"]],
  ]);
});

Deno.test("expertise: diagnosed from afar or in no time, guesswork, amateurs", () => {
  assertStatements([
    ["Il a diagnostiqué la panne de la pompe au téléphone.", [
      "expertise:1",
    ]],
    ["Il a trouvé d'où venait la fuite en cinq minutes.", ["expertise:1"]],
    ["Il a du métier, ça se voit.", ["expertise:1"]],
    ["Il a changé la mauvaise pièce.", ["expertise:-1"]],
    ["Des guignols, ils ont tout fait au pif.", ["expertise:-1"]],
  ]);
});

Deno.test("Québécois work: works 'numéro un', fails soon after, toiles and sloche", () => {
  assertStatements([
    ["La thermopompe marche numéro un depuis.", ["quality:1"]],
    ["Ça marche ben depuis qu'il est passé.", ["quality:1"]],
    ["Ça marche pu.", ["quality:-1"]],
    ["La génératrice a pas parti le lendemain.", ["quality:-1"]],
    ["Le breaker trippe encore.", ["quality:-1"]],
    ["La job était pas mal bonne.", ["quality:1"]],
    ["Une job pas mal bâclée.", ["quality:-1"]],
    ["Ils ont installé ça comme du monde.", ["quality:1"]],
    ["Y'a mis des toiles sur le plancher.", ["cleanliness:1"]],
    ["Ses bottes pleines de sloche dans l'entrée.", ["cleanliness:-1"]],
    ["Y'a laissé de la bouette partout.", ["cleanliness:-1"]],
    ["Y'ont rien ramassé.", ["cleanliness:-1"]],
    ["On a dû tout ramasser nous autres.", ["cleanliness:-1"]],
    ["Y savait ce qu'y faisait.", ["expertise:1"]],
    ["Y savait pas ce qu'y faisait.", ["expertise:-1"]],
    ["Y'a pas su quoi faire.", ["expertise:-1"]],
    ["Le plombier était pas mal connaissant.", ["expertise:1"]],
    // Tarps in the shed are no drop cloths.
    ["Y'ont mis des toiles de piscine dans le cabanon.", []],
  ]);
});

/** lib/analysis/lexicon_french_cues.ts: the French cue tables of time and conduct. */
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import {
  EARLIER_FRENCH_CUES,
  FRENCH_CUES,
} from "../../lib/analysis/lexicon_french_cues.ts";
import {
  assertCueSpec,
  assertCueTable,
  assertStatements,
} from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed French cues", () => {
  for (const aspect of ASPECT_IDS) {
    for (const spec of EARLIER_FRENCH_CUES[aspect]) {
      assertCueSpec(spec, `${aspect} (earlier)`);
    }
  }
  const holds: Record<keyof typeof FRENCH_CUES, string[]> = {
    punctuality: ["jamais un oubli"],
    scheduling: ["personne ne décroche"],
    professionalism: ["un vrai nounours"],
    communication: [
      "communiquent|communiquaient|communiquons|communiquez",
      "expliqué",
    ],
  };
  for (const [aspect, cues] of Object.entries(FRENCH_CUES)) {
    assertCueTable(cues, {
      aspect,
      holds: holds[aspect as keyof typeof FRENCH_CUES],
    });
  }
});

Deno.test("arrivals: nobody came, the visit on its day, never a visit missed", () => {
  assertStatements([
    ["Personne ne s'est présenté jeudi matin.", ["punctuality:-1"]],
    ["Le technicien est venu le jour prévu, comme chaque année.", [
      "punctuality:1",
    ]],
    ["Entretien annuel depuis six ans, jamais raté une visite.", [
      "punctuality:1",
    ]],
    ["Réglé comme une horloge, ce chauffagiste.", ["punctuality:1"]],
  ]);
});

Deno.test("booking: nobody picks up, waiting for a part, the planning", () => {
  assertStatements([
    ["Le standard ne décroche jamais le vendredi.", ["scheduling:-1"]],
    ["Quelqu'un a décroché à la première sonnerie.", ["scheduling:1"]],
    ["On tombe toujours sur la messagerie.", ["scheduling:-1"]],
    ["Trois semaines qu'on attend le technicien.", ["scheduling:-1"]],
    ["On attend toujours la pièce pour la chaudière.", ["scheduling:-1"]],
    ["La pièce est en commande depuis un mois.", ["scheduling:-1"]],
    ["Le technicien a mis deux semaines à venir.", ["scheduling:-1"]],
    ["Le chantier a pris beaucoup de retard.", ["scheduling:-1"]],
    ["Ils ont respecté le planning à la lettre.", ["scheduling:1"]],
    ["Rendez-vous décommandé la veille.", ["scheduling:-1"]],
    ["Installée en deux jours, comme annoncé.", ["scheduling:1"]],
  ]);
});

Deno.test("manners: warm impressions, a serious firm, bad temper", () => {
  assertStatements([
    ["Un technicien en or, aux petits soins avec ma grand-mère.", [
      "professionalism:1",
    ]],
    ["Une entreprise sérieuse du début à la fin.", ["professionalism:1"]],
    ["Pas sérieux du tout, deux rendez-vous manqués.", [
      "professionalism:-1",
    ]],
    ["Il était de mauvais poil et même agressif.", ["professionalism:-1"]],
    // Vague praise of the person: no aspect (docs/aspects.md).
    ["Sam est une perle.", []],
    // A problem that is serious says nothing of the people.
    ["Le problème était sérieux mais il l'a réglé.", []],
  ]);
});

Deno.test("talk: explains well or never bothered, warned by text, nobody called", () => {
  assertStatements([
    ["Le chauffagiste explique bien ce qu'il fait.", ["communication:1"]],
    ["Il a pris la peine de tout nous expliquer.", ["communication:1"]],
    ["Il n'a pas pris la peine de nous expliquer la facture.", [
      "communication:-1",
    ]],
    ["Personne n'a pris la peine de me rappeler.", ["communication:-1"]],
    ["Elle nous a prévenus par SMS la veille.", ["communication:1"]],
    ["Rappel par mail deux jours avant la visite.", ["communication:1"]],
    ["Personne n'a appelé pour dire qu'ils ne venaient pas.", [
      "communication:-1",
    ]],
    ["Ils ont mis trois semaines à me rappeler.", ["communication:-1"]],
    ["Les explications étaient floues.", ["communication:-1"]],
    ["Ils communiquent bien.", ["communication:1"]],
    // "Dont" reads as "don't" to the tokeniser; the fee is also honesty.
    ["Des frais dont personne ne nous avait parlé.", [
      "communication:-1",
      "honesty:-1",
    ]],
  ]);
});

Deno.test("Québécois time: 'pas mal' late, no-shows, quick to come, hard to reach", () => {
  assertStatements([
    // "Pas mal" is "quite": no negation.
    ["Y'é arrivé pas mal en retard.", ["punctuality:-1"]],
    ["Le technicien était là pas mal d'avance.", ["punctuality:1"]],
    ["Y'a jamais showé.", ["punctuality:-1"]],
    ["Le plombier s'est jamais pointé.", ["punctuality:-1"]],
    ["Y'ont pas été longs à venir.", ["scheduling:1"]],
    ["Ça a pas été long qu'il soit là.", ["scheduling:1"]],
    ["Pas capable de les rejoindre de la semaine.", ["scheduling:-1"]],
    ["Y m'ont rentré entre deux jobs.", ["scheduling:1"]],
    ["Les travaux ont duré deux semaines de plus que prévu.", [
      "scheduling:-1",
    ]],
    ["Y sont venus pendant les fêtes.", ["scheduling:1"]],
    // The subject and its verb run together ("y'ont", "y'a").
    ["Y'ont annulé le rendez-vous la veille.", ["scheduling:-1"]],
  ]);
});

Deno.test("Québécois manners and talk: 'fin', 'd'adon', calls not returned", () => {
  assertStatements([
    ["Le technicien était fin pis patient.", ["professionalism:1"]],
    ["Y'était pas fin pantoute.", ["professionalism:-1"]],
    ["Un gars ben d'adon.", ["professionalism:1"]],
    ["Le gars m'a parlé comme à un chien.", ["professionalism:-1"]],
    ["Il avait l'air pressé d'en finir.", ["professionalism:-1"]],
    // "La fin" and "fin de semaine" are no praise.
    ["La fin de semaine passée, y'é venu.", []],
    ["Y'a pris le temps de toute m'expliquer.", ["communication:1"]],
    ["Elle m'a texté en partant du bureau.", ["communication:1"]],
    ["Y retournent jamais leurs appels.", ["communication:-1"]],
    ["Il répondait à mes questions à moitié.", ["communication:-1"]],
    ["Y nous l'avait dit au téléphone.", ["communication:1"]],
    ["On a eu un rapport avec des photos.", ["communication:1"]],
    // The earlier entry's nobody stands.
    ["Personne nous l'avait dit au téléphone.", ["communication:-1"]],
  ]);
});

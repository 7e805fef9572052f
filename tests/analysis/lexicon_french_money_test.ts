/** lib/analysis/lexicon_french_money.ts: the French cues of money. */
import { FRENCH_MONEY_CUES } from "../../lib/analysis/lexicon_french_money.ts";
import { assertCueTable, assertStatements } from "../helpers/analysis.ts";

Deno.test("price and honesty have well-formed French cues", () => {
  const holds: Record<keyof typeof FRENCH_MONEY_CUES, string[]> = {
    price: ["geste commercial", "ristourne|ristournes"],
    honesty: ["pas un centime de plus", "pression commerciale"],
  };
  for (const [aspect, cues] of Object.entries(FRENCH_MONEY_CUES)) {
    assertCueTable(cues, {
      aspect,
      holds: holds[aspect as keyof typeof FRENCH_MONEY_CUES],
    });
  }
});

Deno.test("price: worth it, a shade dear, discounts, no surcharge, the middle", () => {
  assertStatements([
    ["Franchement, ça vaut le coup.", ["price:1"]],
    ["Ça ne vaut pas le coup à ce prix-là.", ["price:-1"]],
    ["On en a eu pour notre argent.", ["price:1"]],
    ["Un brin cher pour une heure de travail.", ["price:-1"]],
    ["Ils m'ont fait un petit geste commercial.", ["price:1"]],
    ["Ils nous ont fait 15 % de remise.", ["price:1"]],
    ["Pas de supplément pour le dimanche.", ["price:1"]],
    ["Ils n'ont pas majoré le tarif de nuit.", ["price:1"]],
    ["120 euros pour changer un fusible.", ["price:-1"]],
    ["Leur devis était dans la moyenne des trois.", ["price:0"]],
    ["Ni cher ni pas cher.", ["price:0"]],
    ["Leur prix était plus élevé que les autres.", ["price:-1"]],
    // "Fait un prix pour l'ensemble": a price given, not a discount.
    ["Il a fait un prix pour l'ensemble des travaux.", []],
    // A shed ("une remise") is no discount.
    ["Ils ont câblé la remise au fond du jardin.", []],
  ]);
});

Deno.test("honesty: rare honesty, damage denied, advised against, no selling", () => {
  assertStatements([
    ["Un plombier d'une grande honnêteté.", ["honesty:1"]],
    ["Ils prétendent que c'était déjà fissuré.", ["honesty:-1"]],
    ["Il nous a déconseillé de changer le cumulus.", ["honesty:1"]],
    ["Pas besoin de nouvelle chaudière, selon lui.", ["honesty:1"]],
    ["Sans jamais chercher à vendre quoi que ce soit.", ["honesty:1"]],
    ["Il n'arrêtait pas d'insister pour le contrat.", ["honesty:-1"]],
    ["Aucune pression commerciale.", ["honesty:1"]],
    ["Le prix annoncé au téléphone a été respecté.", ["honesty:1"]],
    ["Ils ont annoncé le prix avant de commencer, pas un centime de plus.", [
      "communication:1",
      "honesty:1",
    ]],
    ["Des frais de déplacement jamais mentionnés au téléphone.", [
      "communication:-1",
      "honesty:-1",
    ]],
  ]);
});

Deno.test("Québécois money: 'pas mal' dear, charged an arm, a rip-off, no pressure", () => {
  assertStatements([
    // "Pas mal" is "quite", and "c'était pas mal" before it no praise.
    ["C'est pas mal plus cher qu'ailleurs.", ["price:-1"]],
    ["C'était pas mal cher pour une heure.", ["price:-1"]],
    ["Le prix est pas mal correct.", ["price:0"]],
    ["Y chargent un bras pour un tune-up.", ["price:-1"]],
    ["Cher en tabarouette.", ["price:-1"]],
    ["Le prix a pas d'allure.", ["price:-1"]],
    ["On s'est fait voler.", ["price:-1"]],
    ["Leur contrat d'entretien, c'est une arnaque.", ["price:-1"]],
    ["Ça valait ben la peine.", ["price:1"]],
    ["C'est pas mal le prix partout.", ["price:0"]],
    ["95$ pour remonter le breaker.", ["price:-1"]],
    ["Y m'ont pas mis de pression.", ["honesty:1"]],
    ["Pas de pression, juste des conseils.", ["honesty:1"]],
    ["Le vendeur revenait toujours là-dessus.", ["honesty:-1"]],
    ["Le chauffe-eau était encore en bon état.", ["honesty:1"]],
    ["Y m'ont chargé exactement le prix de la soumission.", ["honesty:1"]],
  ]);
});

/**
 * French cues of money: the price judged ("pas donné", "vaut le coup",
 * "un poil cher", "10 % de remise") and honesty about it ("pas un centime
 * de plus", "sans chercher à vendre", "des frais jamais mentionnés"). The
 * cues of time and conduct are in `lexicon_french_cues.ts`, those of the
 * work in `lexicon_french_work.ts`; `lexicon_french.ts` describes how they
 * are written and adds their other spellings.
 *
 * A bill that matches the quote, hidden fees and sales pressure are
 * honesty, not price (docs/aspects.md); a price judged against the other
 * quotes is price.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** The aspects of money, whose French cues this module holds. */
export type FrenchMoneyAspect = Extract<AspectId, "price" | "honesty">;

/** French cues of money, per aspect (the first of each list came from `lexicon_french_cues.ts`). */
export const FRENCH_MONEY_CUES: Readonly<
  Record<FrenchMoneyAspect, readonly string[]>
> = {
  price: [
    "{pas donné|pas donnée|pas donnés|pas données} ~ -1 F",
    "{c'était|c'est|quasiment|presque|pratiquement|littéralement} donné ~ +1 F",
    "ni cher ni donné ~ 0 F S R",
    "{hors de prix|prix de fou|prix fous|un prix de fou} ~ -2 F",
    "exorbitants|exorbitante|exorbitantes|abusif|abusifs|abusives ~ -2",
    "{prix|facture|montant|tarif|tarifs|coût|note} * {exagéré|exagérée|exagérés|excessif|excessive|salé|salée|élevé|élevée|élevés|gonflé|gonflée|corsé|corsée|astronomique|indécent} ~ -1",
    "{ben|full|tellement|maudit|mautadit|vraiment trop|pas mal|mets en} cher|chère|chers ~ -1",
    "{prix|tarif|tarifs} {était|est|étaient|sont|reste|très|vraiment|plus que} {honnête|honnêtes|raisonnable|raisonnables|juste|justes|compétitif|compétitifs|abordable|abordables|bas} ~ +1",
    "{facturé|facturée|chargé|chargée|compté} * {heures|heure} alors ~ -1",
    "{c'est|c'était|vraiment|un peu|complètement|franchement} exagéré ~ -1",
    "la douloureuse ~ -1",
    "{c'est|c'était|vraiment|complètement|carrément} abusé ~ -2",
    "{devis gratuit|soumission gratuite|estimation gratuite|estimé gratuit} ~ +1",
    "{awful|right|awfully} cher|chère|chers ~ -1",
    "raisonnable|raisonnables ~ +1",
    "{le moins cher|la moins chère|les moins chers|moins cher|moins chère|moins chers|meilleur marché|bon marché} ~ +1",
    "{plus cher|plus chère|plus chers|plus chères} ~ -1",
    "{plus cher|plus chère} que * {autres|ailleurs|concurrents|concurrence|compétiteurs} ~ -1",
    "{plus cher|plus chère|plus élevé|plus élevée|plus haute|plus haut} que {prévu|je pensais|on pensait|anticipé|mon budget|notre budget} ~ -1",
    "{moins cher|moins chère|moins élevé|moins élevée} que {prévu|je pensais|on pensait|anticipé} ~ +1",
    "{soumission|prix|devis} {la plus basse|le plus bas|plus basse|plus bas|moins élevée|moins élevé} ~ +1",
    "{soumission|prix|devis} {la plus haute|le plus haut|plus haute|plus élevée|la plus élevée|le plus élevé} ~ -1",
    "{facturé|facturée|facturés|chargé|chargée|charger|facturer|compté} * {heures|heure|h} pour {une|un|1|trente|30|quinze|15|vingt|20|dix|10|45|quelques} ~ -1",
    "{facturé|facturée|chargé|chargée|payé|payer|facturer|charger} * pour * minutes ~ -1",
    "{juste|seulement|rien que} pour {venir|se déplacer|regarder|jeter un coup d'oeil|passer la porte|diagnostiquer|sortir le camion|entrer} ~ -1",
    "{pas de|aucun|aucuns|sans|zéro} frais de {déplacement|service|diagnostic|transport} ~ +1 F",
    "{pas|rien|jamais|même pas} {chargé|facturé|charger|facturer|compté|fait payer} ~ +1 F",
    "{gratuit|gratuite|gratuitement|gratis|sans frais|sans charge|aux frais de la maison} ~ +1",
    "{enlevé|retiré|coupé|réduit|baissé|annulé|effacé|oublié} {les frais|le frais|des frais|le déplacement|le diagnostic|le prix du|un montant|la main d'oeuvre} ~ +1",
    "{réduit|baissé|descendu|diminué} * {prix|facture|montant|$|dollars|%} ~ +1",
    "{une réduction|un escompte|une remise|un rabais|un crédit} de ~ +1",
    "escompte|escomptes ~ +1",
    "{rapport qualité prix|qualité prix} ~ 0 S",
    "{bon|excellent|très bon|super|imbattable|meilleur} rapport qualité prix ~ +1",
    "{mauvais|pauvre} rapport qualité prix ~ -1",
    "{prix|tarif|tarifs|taux} {compétitif|compétitifs|concurrentiel|concurrentiels|imbattable|imbattables|honnêtes|justes|raisonnables|bas|abordable|abordables} ~ +1",
    "{prix|tarif|tarifs|taux} {correct|correcte|corrects|correctes} ~ 0 S R",
    "compétitif|compétitifs|compétitive|concurrentiel|concurrentiels|concurrentielle|imbattable|imbattables ~ +1",
    "{ça vaut le prix|vaut le prix|vaut son prix|valait le prix|en vaut la peine|en valait la peine|vaut le coût|valait le coût|chaque sou|chaque cenne|chaque dollar|argent bien dépensé} ~ +1 N-1",
    "{payé trop cher|trop payé|surpayé|surfacturé|surfacturés|surfacturation|chargé trop cher|chargé le gros prix} ~ -2",
    "{coûté|coûte|payé|paye|chargé|charge|facturé} {une fortune|un bras|une beurrée|la peau des fesses|un rein|la lune} ~ -2",
    "{abusé|abusent|abuse|exagéré} sur {le prix|les prix|la facture} ~ -2",
    "{prix du marché|prix normal|prix standard|prix comparable|prix comparables|même prix qu'ailleurs|même prix que les autres} ~ 0 S R",
    "{tarif|tarifs|taux horaire|coût|coûts} ~ 0 S N-1",
    "euros|euro|piasses|piastres|chf ~ 0 S",
    "francs suisses ~ 0 S",
    "{coûte|coûté|montant|payé|payer|paie|facturé|facturation|argent} ~ 0 W",
    "{facturé|facture|chargé|charge|payé|paie|taux|tarif|prix|coûte} à l'heure ~ 0 W",
    "{économisé|sauvé|épargné|économiser|sauver|épargner} * {$|dollars|argent|centaines|milliers|beaucoup|gros|une fortune|piasses} ~ +1",
    "{correct|très correct|bon|bien} pour le prix ~ +1",
    // Worth it, a shade dear, a discount, no surcharge, the middle of the
    // quotes (neutral, as "right in the middle" is), an amount for a
    // trifle. "Fait un prix" alone is left out of the discounts (it may be
    // a quote for the whole job), and "remise" needs what grants it, since
    // "une remise" is also a shed.
    "{vaut|valait|vaudrait|vaut vraiment|valait vraiment|vaut largement|valait largement|vaut bien|valait bien|vaut amplement|valait amplement} le coup ~ +1 N-1",
    "{en a|en a eu|en avons eu|en ai eu|en avez|en ont eu|en aurez} pour {son|notre|mon|votre|leur} {argent|fric|pognon} ~ +1 N-1",
    "le jeu en {vaut|valait} la chandelle ~ +1",
    "{un poil|un brin|un chouïa|un tantinet|légèrement|plutôt|relativement|un petit peu|quand même} {cher|chère|chers|chères|salé|salée|onéreux|onéreuse} ~ -1",
    "onéreux|onéreuse|onéreuses ~ -1",
    "prohibitif|prohibitifs|prohibitive|prohibitives ~ -2",
    "{fait|accordé|offert|consenti|octroyé} {une remise|une réduction|une ristourne|un geste commercial|un geste|un petit prix|un prix d'ami|un bon prix|un rabais|un escompte} ~ +1",
    "{% de|pour cent de|pourcent de} {remise|réduction|rabais|escompte|ristourne} ~ +1",
    "ristourne|ristournes ~ +1",
    "{geste commercial|prix d'ami|prix cassé|prix cassés|petit prix|petits prix|prix plancher|prix doux|tarif préférentiel|tarif réduit|tarif d'ami} ~ +1",
    "{pas|jamais|même pas|rien} {majoré|majorée|augmenté le prix|augmenté le tarif|gonflé la facture|gonflé le prix} ~ +1 F",
    "{sans|aucune|aucun|pas de|zéro|pas un sou de|pas un centime de} {majoration|supplément|surcoût|frais supplémentaires|frais en plus|frais de nuit|frais de week end} ~ +1 F",
    "majoration|majorations|majoré|majorée|surcoût|surcoûts|supplément|suppléments ~ 0 W N+1",
    "{$|€|euros|dollars|balles|piasses|francs} pour {appuyer|peser|pousser|remettre|réarmer|relancer|resetter|redémarrer|rallumer|rebrancher|juste|seulement|simplement|rien|deux minutes|cinq minutes|dix minutes|quinze minutes|un fusible|un bouton|changer un fusible|remplacer un fusible|changer un joint|changer une ampoule} ~ -1",
    "{dans la moyenne|au milieu|dans le milieu|entre les deux|dans les prix} des {deux|trois|quatre|autres|soumissions|devis|offres|estimations|concurrents} ~ 0 S R",
    "{ni le plus cher ni le moins cher|ni la plus chère ni la moins chère|ni trop cher ni trop bon marché} ~ 0 S R",
    "{prix|tarif|tarifs|devis|soumission|facture} {dans la moyenne|dans la norme|dans les normes|standard|habituel|classique} ~ 0 S R",
    "{plus haut|plus haute|plus élevé|plus élevée|plus élevés|plus élevées} que * {autres|ailleurs|concurrents|concurrence|compétiteurs} ~ -1",
    "{moins élevé|moins élevée|plus bas|plus basse|moins haut|moins haute} que * {autres|ailleurs|concurrents|concurrence|compétiteurs} ~ +1",
    "{pas excessif|pas excessive|pas exagéré|pas exagérée|pas abusif|rien d'excessif|rien d'exagéré|pas exorbitant} ~ +1 F",
    "{prix|tarif|tarifs|devis|offre|formule|contrat|forfait} {intéressant|intéressante|intéressants|avantageux|avantageuse|attractif|attractifs|attractive|très correct|très corrects|plus que correct|défiant toute concurrence} ~ +1",
    "cher|chère|chers|chères ? ~ -1",
    "{facturé|facturée|chargé|chargée|compté|fait payer} * {heures|heure|h} {mais|alors que|pourtant} * {à peine|même pas|seulement|max|maximum|pas plus de} ~ -1",
    // Added for Québécois reviews: "pas mal" is "quite" ("pas mal plus
    // cher"), never a negation, and "c'était pas mal" before it is no
    // praise; "charger" is to bill ("y chargent un bras"); a rip-off ("une
    // arnaque", "on s'est fait voler") is the price, as the English "rip
    // off" is; a price that "a pas d'allure"; the going rate ("c'est pas
    // mal le prix partout") is neutral; an amount for a Quebec trifle
    // ("150$ pour changer une switch").
    "{c'est|c'était|était|est|ça coûte|ça a coûté|ça coûtait|} pas mal {plus cher|plus chère|plus chers|plus chères|cher|chère|chers|chères|dispendieux|dispendieuse|salé|salée|élevé|élevée|plus élevé|plus élevée|plus haut|plus haute} ~ -1 F",
    "{c'est|c'était|était|est|} pas mal {moins cher|moins chère|moins chers|moins élevé|moins élevée|abordable|abordables|raisonnable|raisonnables|bon marché} ~ +1 F",
    "cher {en masse|en tabarouette|en tabarnouche|en sacrament|en câlisse|en crisse|en ciboire|en mautadit|en mosus|en s'il vous plaît|en esti|rare|en batinse} ~ -2 F",
    "{chargé|chargée|chargés|chargent|charge|chargeait|chargeaient|facturent|facturait|payé|payer} {un bras|une beurrée|une fortune|la peau des fesses|un rein|les yeux de la tête|le gros prix|le prix fort|en masse|ben trop cher|beaucoup trop cher|full cher|cher en masse|un prix de fou} ~ -2",
    "{une arnaque|une vraie arnaque|une belle arnaque|de l'arnaque|c'est une arnaque|c'était une arnaque|fait voler|faire voler|fait voler en plein jour} ~ -2 F",
    "{prix|prix qui|tarifs|tarifs qui|facture|facture qui|montant|montant qui} {a|ont|avait|avaient} {pas d'allure|pas de bon sens|aucun bon sens} ~ -2 F",
    "{chargent|chargé|charger|facturé|demandent|demandé} {des prix|un prix|un montant} {qui a|qui ont|} {pas d'allure|pas de bon sens|de malade|de voleur|ridicule|ridicules} ~ -2 F",
    "{vaut|valait|ça vaut|ça valait} {ben|vraiment|largement|en masse|amplement|totalement} {la peine|le prix|le coût|la cenne|chaque cenne|chaque sou} ~ +1 N-1",
    "{prix|tarif|tarifs|facture|soumission|montant} {était|est|étaient|sont|reste|} pas mal {correct|correcte|corrects|correctes} ~ 0 S R",
    "{c'est pas mal|c'est|pas mal|à peu près|environ} le prix {partout|normal|du marché|de tout le monde|courant|habituel|de la place} ~ 0 S R",
    "{pas mal|à peu près|environ} {le même prix|la même chose|pareil} {que|qu'} {les autres|ailleurs|partout|tout le monde} ~ 0 S R",
    "{$|dollars|piasses|piastres} pour {changer|poser|remplacer|resetter|remettre|flipper|remonter|peser sur} {une switch|la switch|un breaker|le breaker|une plogue|la plogue|un fusible|un bouton|le bouton} ~ -1",
  ],
  honesty: [
    "transparente|transparents|transparence|intègre|intégrité ~ +1",
    "{de parole|tient parole|tenu parole|tenu sa parole|tenu leur parole|tiennent parole|a tenu parole|digne de confiance|en confiance} ~ +1",
    "{mis de la pression|mettre de la pression|mettait de la pression|mis beaucoup de pression|vente sous pression|vendre sous pression|vente agressive|tactique de vente|tactiques de vente|tactiques de peur|techniques de vendeur} ~ -1",
    "pression pour {acheter|signer|changer|remplacer|prendre|que} ~ -1",
    "{jamais de|pas une once de|sans aucune|sans mettre de|sans mettre aucune} pression ~ +1 F",
    "{poussé|poussait|poussaient} {pour|à} ~ -1",
    "insisté pour {vendre|remplacer|changer|que je|qu'on|me vendre} ~ -1",
    "{un vrai vendeur|plus vendeur que technicien|trop vendeur|très vendeur|vraiment vendeur|un peu vendeur|vendeux|insistant|insistante|vendeur de chars|vendeur de char} ~ -1",
    "{essayé|essayait|essayaient|tenté|voulu|a voulu|ont voulu} de {me|nous|lui} {vendre|refiler|passer|faire acheter|faire changer|faire remplacer|faire signer} ~ -2",
    "{essayé|essayait|tenté} de vendre ~ -2",
    "{voulu|voulait|voulaient|a voulu|ont voulu} {me|nous|lui} {vendre|refiler|passer|faire acheter|faire changer|faire remplacer|faire signer} ~ -2",
    "{pas besoin de|pas nécessaire de|pas la peine de|inutile de|pas obligé de} {remplacer|changer|tout changer|tout remplacer|refaire|acheter|tout refaire|le remplacer|la remplacer|le changer|la changer} ~ +2 F",
    "{dit|conseillé|recommandé|expliqué|avoué|assuré} * {pas besoin|pas nécessaire|pas la peine|encore bon|encore bonne|encore des années|réparer au lieu|réparer plutôt|attendre avant} ~ +2 F",
    "{aurait pu|auraient pu|aurait facilement pu|aurait pu facilement} {me|nous} {vendre|charger|facturer|faire payer|passer|refiler} ~ +1 F",
    "{réparer|réparé|répare|réparée} {au lieu de|plutôt que de|plutôt que} {remplacer|changer|tout changer|tout remplacer} ~ +1",
    "{plus|plus cher|plus chère|plus élevé|plus élevée|plus haute|plus haut|de plus|plus gros|plus grosse} {que|qu'} {la soumission|le devis|l'estimé|l'estimation|le prix convenu|le prix annoncé|le prix donné|ce qu'il avait dit|ce qui était convenu|ce qu'on avait convenu|ce qu'ils avaient dit|annoncé|convenu} ~ -1",
    "{dépassé|dépassait|dépasse|dépassant|au dessus de|au dessus du} {la soumission|le devis|l'estimé|l'estimation|de la soumission|du devis|le prix convenu|prix convenu|soumission|devis} ~ -1",
    "{respecté|respecte|respectait|honoré} * {soumission|devis|estimé|estimation|prix convenu|prix annoncé|prix donné|prix promis} ~ +1",
    "{soumission|devis|estimé|estimation|prix} {respecté|respectée|respectés|honoré|honorée} ~ +1",
    "{correspondait|correspond|correspondaient|conforme|identique|pareille|égale} * {au devis|à la soumission|à l'estimé|à l'estimation|au prix convenu|au prix annoncé} ~ +1",
    "{soumission|devis|estimé|estimation|prix} * {respecté à la lettre|respectée à la lettre|respecté au sou près|respecté au dollar près} ~ +1",
    "{facturation|facture|tarification|prix} {claire|clair|transparente|transparent|détaillée|détaillé} ~ +1",
    "frais caché ~ -1",
    "{pas eu de|eu aucune|aucune mauvaise|jamais eu de|pas eu une seule} surprise|surprises ~ +1 F",
    "{signer|acheter|décider|accepter} {le soir même|le jour même|tout de suite|aujourd'hui|sur le champ|sur place|avant de partir} ~ -1",
    "{doublé|triplé|augmenté|grimpé|explosé|monté} entre {la soumission|le devis|l'estimé|l'estimation} ~ -1",
    "{à l'euro près|au dollar près|au centime près|à la cenne près|au sou près} ~ +1 F",
    "{pareil|pareille|identique|identiques|même montant|même prix|exactement le même} {que|qu'|à|comme} * {soumission|devis|l'estimé|l'estimation|annoncé|convenu} ~ +1",
    "{pas une cenne de plus|pas un sou de plus|pas un dollar de plus} ~ +1 F",
    "{frais cachés|frais surprise|frais imprévus|frais inattendus|frais non mentionnés|extras non annoncés|surprise sur la facture|mauvaise surprise|mauvaises surprises} ~ -1",
    "menti|mentait|mentaient|mensonge|mensonges|menteurs|malhonnête|malhonnêtes|malhonnêteté|profiteur|profiteurs|crosseur|crosseurs|crosser|crossé|crossés|arnaqué|arnaquée|arnaqués|escroc|escrocs|escroquerie|fraudeur|fraudeurs|voleur ~ -2",
    "{pas honnête|pas honnêtes|abusé de nous|abusé de moi|abusé de ma|profité de nous|profité de moi|profité de ma|profité de la situation|se faire avoir|fait avoir|fait passer un sapin|passé un sapin|pris pour des valises|pris pour un cave|pris pour des caves} ~ -2 F",
    "{garantie honorée|garantie respectée|honoré la garantie|respecté la garantie|appliqué la garantie|honorer la garantie|couvert par la garantie} ~ +1",
    "{réparé|remplacé|changé|corrigé|refait|revenu|revenus|repris} * sous garantie ~ +1",
    "{réparé|remplacé|changé|corrigé|refait|fait} {gratuitement|sans frais|gratis} sous garantie ~ +1",
    "{gratuit|gratuite|gratuitement|gratis|sans frais} {sous garantie|sous la garantie|avec la garantie} ~ +1",
    "{refusé|refusait|refusent|pas voulu|jamais voulu} {d'honorer|de respecter|d'appliquer|de reconnaître} la garantie ~ -2 F",
    "{avoué|admis|reconnu|assumé} {son erreur|leur erreur|l'erreur|sa faute|leur faute|ses torts|la responsabilité|ses erreurs} ~ +1",
    "{mis la faute sur|rejeté la faute sur|blâmé|accusé} {moi|nous|ma|mon|notre|le client} ~ -1",
    "{dit que c'était|disait que c'était|prétendu que c'était|prétendait que c'était} {ma faute|de ma faute|notre faute|de notre faute} ~ -1",
    "{de bon conseil|conseils honnêtes|conseil honnête|bons conseils} ~ +1",
    "honnêteté ~ 0 S",
    // Honesty named, damage denied, advice against buying (the contract's
    // "told us we didn't need a new one"), sales pressure or none, and the
    // price told before the work: honesty and communication, as the
    // English "told us about the fee beforehand".
    "{d'une|d'une grande|d'une rare|d'une totale|d'une parfaite|d'une extrême|une grande|une rare|une totale|une parfaite} {honnêteté|franchise|transparence|intégrité|droiture} ~ +1",
    "{fait preuve d'honnêteté|fait preuve de franchise|fait preuve de transparence|beaucoup d'honnêteté|beaucoup de transparence|beaucoup de franchise} ~ +1",
    "{disent|dit|disait|disaient|prétendent|prétend|prétendu|prétendait|affirment|affirmé|affirmait|soutiennent|soutenu|soutenait|juré} que c'était déjà {fissuré|fissurée|abîmé|abîmée|endommagé|endommagée|cassé|cassée|brisé|brisée|rayé|rayée|troué|trouée|fendu|fendue|taché|tachée|percé|percée} ~ -1 F",
    "{refusé d'assumer|refuse d'assumer|refusent d'assumer|pas voulu assumer|jamais assumé|rien assumé|pas assumé|refusé de reconnaître|refusé de rembourser|refusent de rembourser|refuse de rembourser} ~ -1 F",
    "{nous a|m'a|nous ont|m'ont|nous avait|m'avait|nous avaient|m'avaient} {déconseillé|déconseillée|dissuadé|dissuadés|dissuadée} ~ +1",
    "{encore de belles années|encore de bonnes années|encore quelques années|encore plusieurs années|encore des années} devant {lui|elle|eux|elles} ~ +1",
    "{pas besoin d'un|pas besoin d'une|pas besoin de} {nouvelle|nouveau|nouvel|neuf|neuve} ~ +2 F",
    "{arrêtait pas|arrêtaient pas|n'arrêtait pas|n'arrêtaient pas|arrête pas|n'arrête pas|arrêtent pas|a continué|ont continué|continuait|continuaient} {d'insister|de pousser|de me relancer|de nous relancer|de me harceler|de nous harceler} ~ -1 F",
    "{forcer la vente|forcé la vente|forcé la main|forcer la main|vendeur de tapis|vendeurs de tapis|pression commerciale|discours commercial|baratin|baratiné|baratiner|embobiné|embobiner} ~ -1",
    "{aucune|sans|zéro|pas de|jamais de|sans aucune} pression commerciale ~ +1 F",
    "{sans|sans jamais|jamais|pas} {chercher à|essayé de|essayer de|tenté de|tenter de} {vendre|me vendre|nous vendre|placer|pousser|refourguer|fourguer|caser} ~ +1 F",
    "{sans|sans jamais} {nous|me|} pousser ~ +1 F",
    "{sans|sans jamais|jamais|sans même} {nous|me|} pousser {vers|à|pour} {la plus chère|le plus cher|l'option la plus chère|le haut de gamme|le plus gros|la plus grosse|l'achat|la consommation|acheter|changer|remplacer} ~ +1 F",
    "{voulu|voulait|voulaient|a voulu|ont voulu|essayé de|tenté de} {me|nous} {refourguer|fourguer|caser} ~ -2",
    "{voulait|voulaient|a voulu|ont voulu} {tout remplacer|tout changer|remplacer tout|changer tout|tout refaire|refaire tout} ~ -1",
    "{annoncé|indiqué|précisé|communiqué|affiché|donné} {le prix|les prix|le tarif|les tarifs|les frais|le montant|le coût|le minimum} {avant|à l'avance|d'avance|dès le départ|d'entrée de jeu|avant de commencer|avant de venir|avant l'intervention|avant les travaux|au téléphone|dès le premier appel} ~ +1 also:communication",
    "{pas un centime de plus|pas un euro de plus|pas un franc de plus|pas un rond de plus|pas un centime de différence} ~ +1 F",
    "{doublé|triplé|grimpé|explosé|gonflé|augmenté} par rapport {au devis|à la soumission|à l'estimation|à l'estimé|au prix annoncé} ~ -1",
    "{frais|frais de déplacement|frais de service|frais de diagnostic|frais de dossier|supplément|suppléments|extras|montant} {jamais|pas|non} {mentionné|mentionnés|mentionnée|annoncé|annoncés|annoncée|prévu|prévus|indiqué|indiqués|signalé|signalés|évoqué|évoqués} ~ -1 F also:communication",
    "{prix|tarif|montant|devis|soumission|estimation} * {a été|été|} {respecté|respectée|respectés|tenu|honoré|honorée} ~ +1",
    // Added for Québécois reviews: "pas de pression" said outright, the
    // pressure "mis" without its article or a sale brought up again ("y
    // revenaient encore là-dessus"), no surprise on the bill in franglais
    // ("no surprise on the facture"), and a bill exactly as said ("chargé
    // exactement ce qu'y avait dit").
    "{pas de pression|pas de pression de vente|pas pantoute de pression|pas une miette de pression} ~ +1 F",
    "{no surprise|no surprises} on the facture ~ +1 F",
    // The old equipment found sound: the contract's "told us we didn't
    // need a new one" ("le chauffe-eau était encore en bon état").
    "{pompe|chauffe|fournaise|thermopompe|panneau|compresseur|unité|système|réservoir|chaudière|climatiseur|filage|ballon|moteur|tuyauterie|valve|clapet|drain|conduite|tuyau|échangeur} * {était|étaient} {encore|toujours|} en {parfait état|bon état|très bon état|excellent état|bonne condition|parfaite condition} ~ +1",
    "{était|étaient} {encore|toujours} en {parfait état|bon état|très bon état|excellent état|bonne condition|parfaite condition} ~ +1",
    "{revenait|revenaient|revient|reviennent} {encore|toujours} {là dessus|sur le sujet|à la charge|avec ça} ~ -1",
    "{est revenu|sont revenus|revenait|revenaient|revient|reviennent} {encore|toujours|} à la charge ~ -1",
    "{mis de pression|mettre de pression|mis la pression|mettre la pression|mettait la pression|mettaient la pression|mis une grosse pression|fait de la pression|faisait de la pression|fait pression} ~ -1",
    "{chargé|chargée|facturé|facturée|payé|coûté} {exactement|juste|pile|précisément|} {le prix de la soumission|le montant de la soumission|ce qui était sur la soumission|le prix de l'estimé|comme sur la soumission|comme la soumission|ce qui était convenu|ce qu'il avait dit|ce qu'ils avaient dit|le prix annoncé|le prix donné au téléphone} ~ +1",
  ],
};

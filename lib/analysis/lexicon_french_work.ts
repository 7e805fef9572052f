/**
 * French cues of the work itself: its quality, the cleanliness of the
 * site and the expertise of whoever did it ("travail soigné", "de nouveau
 * bouché", "laissé les cartons dans le garage", "a diagnostiqué la panne
 * au téléphone"). The cues of time and conduct are in
 * `lexicon_french_cues.ts`, those of money in `lexicon_french_money.ts`;
 * `lexicon_french.ts` describes how they are written and adds their other
 * spellings.
 *
 * A tidy install is workmanship, not cleanliness (docs/aspects.md), so a
 * "propre" said of the work ("le branchement est propre") is read here as
 * quality before the bare "propre" of cleanliness can claim it.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** The aspects of the work, whose French cues this module holds. */
export type FrenchWorkAspect = Extract<
  AspectId,
  "quality" | "cleanliness" | "expertise"
>;

/** French cues of the work, per aspect (the first of each list came from `lexicon_french_cues.ts`). */
export const FRENCH_WORK_CUES: Readonly<
  Record<FrenchWorkAspect, readonly string[]>
> = {
  quality: [
    "{bonne job|belle job|super job|excellente job|bonne jobbe|bon travail|beau travail|du beau travail|excellent travail|super travail|du bon travail|du bel ouvrage|du travail bien fait|du travail de qualité|travail parfait|job parfaite|job impeccable|job propre|travail soigné|travail minutieux|travail nickel|travail irréprochable} ~ +2",
    "{travail de pro|job de pro|travail de professionnel|travail professionnel|du travail de pro} ~ +2",
    "{bon boulot|du bon boulot|super boulot|excellent boulot|beau boulot|boulot soigné|boulot propre|boulot impeccable|boulot nickel|boulot de pro|boulot bien fait|du beau boulot} ~ +2",
    "{boulot bâclé|mauvais boulot|boulot mal fait|boulot de cochon|boulot d'amateur|boulot de sagouin|travail de sagouin} ~ -2",
    "boulot ~ 0 W",
    "{a fait|ont fait|fait|faire} {une belle|une bonne|une super|une excellente|une très bonne|une maudite bonne|une sapré bonne} job ~ +2",
    "{mauvaise job|mauvais travail|travail de cochon|job de cochon|travail bâclé|job bâclée|travail d'amateur|job d'amateur|travail mal fait|job mal faite|broche à foin|tout croche|toute croche|travail de broche à foin|rafistolé|rafistolage|patché|travail de singe} ~ -2",
    "soigné|soignée|soignés|soignées|minutieux|minutieuse|méticuleux|méticuleuse|rigoureux|rigoureuse|consciencieux|consciencieuse ~ +1",
    "{dans les normes|aux normes|selon les normes|conforme au code|conforme aux normes|conformes aux normes|selon le code|au code|dans les règles de l'art|selon les règles de l'art} ~ +1",
    "{mise aux normes|mettre aux normes|remise aux normes} ~ 0 W",
    "{passé|passée|réussi|passé haut la main} l'inspection ~ +1",
    "{échoué|raté|coulé|manqué} l'inspection ~ -2",
    "réparé|réparée|réparés|réparées|réglé|réglée|réglés|réglées|fixé|fixée ~ 0 W N-1",
    "{fonctionne|fonctionnent|marche|marchent|roule|roulent|chauffe|chauffent|refroidit|climatise|draine|tire|coule|fonctionnait|marchait|chauffait|roulait} * {comme il faut|correctement|normalement|comme un charme|comme sur des roulettes|nickel|au poil|impeccablement|mieux que jamais|beaucoup mieux|bien mieux|sans problème|sans problèmes|sans aucun problème|sans souci|sans soucis|sans accroc|comme un neuf|comme une neuve|à merveille|parfaitement|super bien|très bien|bien} ~ +1",
    "{plus de|plus jamais de|plus jamais eu de} fuite|fuites|goutte|refoulement|refoulements|backup|bouchon ~ +1 F",
    "pu de fuite|fuites|goutte|gouttes|refoulement|refoulements|bruit|bruits|odeur|odeurs|problème|problèmes|trouble|troubles|souci|soucis|panne|pannes|backup|bouchon|bouchons ~ +1 F",
    "pu|plus aucun|aucune fuite|fuites|goutte|refoulement|bruit|odeur|problème|problèmes|trouble|souci|panne|backup|bouchon ~ +1 F",
    "pu jamais {de|eu de} fuite|fuites|goutte|refoulement|refoulements|bruit|odeur|problème|problèmes|trouble|troubles|souci|soucis|panne|pannes|backup|bouchon ~ +1 F",
    "{pu de|plus de|plus aucun|pu aucun} dégât d'eau ~ +1 F",
    "plus jamais {de|eu de} problème|problèmes|trouble|troubles|souci|soucis|panne|pannes ~ +1 F",
    "jamais|pas eu de problème|problèmes|trouble|troubles|fuite|fuites|refoulement|refoulements|panne|pannes|souci|soucis depuis ~ +1 F",
    "eu aucun|aucune|zéro problème|problèmes|trouble|troubles|fuite|fuites|refoulement|panne|souci|soucis depuis ~ +1 F",
    "jamais|pas eu un|une seul|seule problème|trouble|fuite|refoulement|panne|souci depuis ~ +1 F",
    "{coule|fuit|goutte|refoule|saute|bloque|bouche|clignote|sent|gèle|coulent|fuient|sautent|clignotent|bloquent|refoulent|sentent|gèlent|gouttent|déborde|débordent|branle|branlent} {plus|pu} ~ +1 F",
    "{fait pu de bruit|fait plus aucun bruit|plus un bruit|pas une goutte|pas une seule goutte|sec depuis|au sec depuis|tient le coup|a tenu le coup|a passé l'hiver|passé à travers l'hiver} ~ +1 F",
    "coule|fuit|goutte|refoule|bloque|saute|clignote|sent|coulait|fuyait|refoulait|sautait|coulent|fuient|sautent|bouché|bouchée|bloqué|bloquée|branle|branlait|branlent|clignotent|déborde|refoulé|débordé encore|toujours|pareil ~ -2",
    "coule|fuit|goutte|refoule|bloque|saute|clignote|sent|coulait|fuyait|refoulait|sautait|coulent|fuient|sautent|bouché|bouchée|bloqué|bloquée|branle|branlait|branlent|clignotent|déborde|refoulé|débordé {de nouveau|à nouveau|comme avant|quand même} ~ -2",
    "a coulé|fui|sauté|refoulé|débordé encore|toujours ~ -2",
    "{encore|de nouveau|à nouveau|pareil} {le lendemain|la semaine d'après|la semaine suivante|deux jours après|le surlendemain} ~ -2",
    "branle|branlant|branlante|branlants|bancal|bancale ~ -1",
    "ronronne|ronronnent|ronronnait ~ +1",
    "refoulé|coulé|fui|lâché|bouché|bouchée|débordé|sauté|brisé|planté encore|pareil {le lendemain|la semaine d'après|deux jours après|le surlendemain|la semaine suivante} ~ -2",
    "bâclée|bâclés|bâclées|bâcler|bâclait ~ -2",
    "{installé|installée|installés|installées|fait|faite|posé|posée|branché|branchée|réparé|réparée|monté|montée} {proprement|soigneusement|comme du monde|dans les règles|avec soin} ~ +1",
    "{refait|refaite|refaits|repris|reprise|corrigé} par {quelqu'un d'autre|un autre|une autre compagnie|une autre entreprise|un autre électricien|un autre plombier|un autre technicien} ~ -2",
    "{de la belle ouvrage|du bel ouvrage|belle ouvrage|bel ouvrage|de la belle job|de la bonne ouvrage|de la bonne job} ~ +2",
    "marche|marchent|fonctionne|fonctionnent|chauffe|chauffent|climatise|refroidit|draine|marchait|fonctionnait|chauffait toujours|encore pas ~ -2 F",
    "{bruit d'enfer|bruit infernal|vacarme|bruit épouvantable|bruit de fou|bruit de train} ~ -1",
    "{encore|toujours|de nouveau|à nouveau} {bouché|bouchée|bloqué|bloquée|en panne|brisé|brisée|pas d'eau chaude|pas de chauffage|pas de chaleur|froid|frette|le même problème|la même fuite|le même bruit} ~ -2",
    "toujours pas {réglé|réglée|réparé|réparée|fixé|fonctionnel|fonctionnelle|d'eau chaude|de chauffage|de chaleur|de courant|d'électricité} ~ -2 F",
    "{le problème|le même problème|la fuite|l'odeur|le bruit|le refoulement|le bouchon|la panne|le trouble} {est revenu|est revenue|est de retour|a recommencé|recommence|persiste|continue|revient} ~ -2",
    "{a rebouché|s'est rebouché|s'est rebouchée|est rebouché|est rebouchée|a re bouché|re bouché|a recoulé|recoule|recoulé|a rebrisé|rebrisé|rebrisée|a relâché|a rebloqué|rebloqué} ~ -2",
    "rebouché {les|le|des|nos|mes} {trous|trou|murs|mur} ~ 0 W",
    "{lâché|brisé|cassé|arrêté|planté|mort|morte|relâché} {après|au bout de|à peine} * {jours|semaines|semaine|mois|jour} ~ -2",
    "{lâché|brisé|cassé|arrêté|planté} {le lendemain|la semaine d'après|la semaine suivante|le mois suivant} ~ -2",
    "{lâché|brisé|cassé|arrêté|planté|mort|morte|relâché|recoulé} * {jours|semaines|semaine|mois|jour} {après|plus tard} ~ -2",
    "{jours|semaines|mois|semaine|jour} plus tard * {lâché|brisé|coulait|fuyait|bouché|bouchée|refoulait|recommencé|encore|pareil} ~ -2",
    "{tout à refaire|à refaire|dû tout refaire|fallu tout refaire|fallu refaire} ~ -2",
    "{dû|obligé de|obligés de|fallu} {rappeler|appeler|faire venir|engager|trouver} * {autre|autres|quelqu'un d'autre} ~ -2",
    "{endommagé|endommagée|endommagés|abîmé|abîmée|abîmés|égratigné|égratignée|rayé|rayée|brisé mon|brisé ma|brisé notre|brisé nos|cassé mon|cassé ma|cassé notre|cassé nos|fissuré|fissurée|percé un tuyau|percé le tuyau|percé un fil} ~ -1",
    "{trou|trous} dans {le mur|les murs|le plafond|le gypse|le plancher|mon mur|notre mur} ~ -1",
    "{de travers|pas de niveau|pas d'aplomb|tout de travers} ~ -1 F",
    "{bien droit|bien droite|bien alignés|bien alignées|bien aligné|à l'équerre|d'aplomb|parfaitement droit|parfaitement aligné} ~ +1",
    "{nouvelle|nouveau|neuve|neuf} * {bruyant|bruyante|fait du bruit|fait beaucoup de bruit|fait un bruit|siffle|vibre} ~ -1",
    "{mal faite|mal faits|mal installé|mal installée|mal installés|mal posé|mal posée|mal branché|mal branchée|mal connecté|mal serré|mal fixé|mal fixée|mal soudé|installé à l'envers|branché à l'envers} ~ -2",
    "{bien fait|bien faite|bien faits|bien faites|bien installé|bien installée|bien installés|bien posé|bien posée} ~ +1",
    "{installation|install|filage|câblage|soudure|soudures|branchement|branchements|finition|finitions|raccords|tuyauterie} {propre|propres|soigné|soignée|impeccable|nickel|parfait|parfaite|superbe|magnifique|bien faite|bien fait} ~ +1",
    "{l'installation|l'install|installation|filage|câblage|soudure|soudures|branchement|branchements|finition|finitions|raccords|tuyauterie} {est|était|sont|étaient|reste} {propre|propres|soigné|soignée|soignés|impeccable|impeccables|nickel|parfait|parfaite|superbe|magnifique|bien faite|bien fait|beau|belle|belles} ~ +1",
    "{réparation|réparations|l'installation|l'install|l'ouvrage|résultat|résultats} ~ 0 W",
    "{facture d'électricité|facture de chauffage|facture d'hydro|compte d'hydro|compte d'électricité|factures d'électricité|factures de chauffage|factures d'hydro} * {baissé|diminué|descendu|réduit|coupé en deux|moins élevée|plus basse} ~ +1",
    "{ça marche|ça fonctionne|tout fonctionne|tout marche|ça roule} {encore|toujours} {pas|mal} ~ -2 F",
    // The work said to be clean or neat: workmanship (docs/aspects.md),
    // whatever comes between the work and the word.
    "{la job|le travail|l'installation|l'install|le branchement|les branchements|le câblage|le filage|la pose|l'ouvrage|le boulot|la finition|les finitions|les soudures|le raccordement|les raccordements|le montage|le tableau|le panneau} * {est|était|sont|étaient|reste} {super|très|vraiment|hyper|tellement|ben|full|parfaitement|bien|} {propre|propres|soigné|soignée|soignés|soignées|nickel|impeccable|impeccables|net|nette} ~ +1",
    "{pose|montage|raccordement|raccordements|rendu|résultat|finition|finitions} {propre|propres|soigné|soignée|soignés|soignées|impeccable|impeccables|nickel|parfait|parfaite|au top|superbe|magnifique|irréprochable|bluffant|bluffante} ~ +1",
    "{mieux|meilleur|meilleure|meilleurs|meilleures|plus confortable} depuis ~ +1",
    "{pas un seul|pas une seule|plus un seul|plus une seule|pas le moindre|pas la moindre} {backup|refoulement|bouchon|fuite|goutte|dégât d'eau} ~ +1 F",
    "{pression|débit} {parfaite|parfait|nickel|au top|impeccable|excellente|excellent|du tonnerre} ~ +1",
    "{réglé|réglée|réglés|réparé|réparée|réparés|résolu|résolue|fixé|fixée} {pour de bon|une fois pour toutes|définitivement|pour de vrai} ~ +1",
    // French negates after the verb, so "ça branle pas du tout" is a
    // phrase of its own; a bare "fuit pas" is left out, as "fuit pas mal"
    // is a leak that runs quite a lot.
    "{branle|branlent|fuit|fuient|vibre|vibrent|bouge|bougent|goutte|gouttent|siffle|sifflent|claque|claquent} {pas du tout|plus du tout|absolument pas|pas d'un poil|pas d'un millimètre} ~ +1 F",
    // An inspection passed is the contract's "to code" (the city's, or in
    // France the Consuel's); one failed is work to be redone.
    "{l'inspection|inspection|le contrôle|la vérification|le consuel|l'attestation|la conformité|l'inspecteur|le contrôleur} * {est passée|est passé|a passé|réussie|réussi|validée|validé|concluante|concluant|accordée|obtenue|du premier coup|sans remarque|sans aucune remarque|sans la moindre remarque|sans réserve|sans aucune réserve|rien trouvé à redire} ~ +1",
    "{passé|passée|réussi|obtenu|validé|eu} {le contrôle|le consuel|l'attestation consuel|la conformité|le certificat de conformité} ~ +1",
    "{recalé|recalée|refusé|refusée|échoué|raté} {à l'inspection|au contrôle|le contrôle|au consuel|le consuel} ~ -2",
    "malfaçon|malfaçons ~ -2",
    "décentré|décentrée|décentrés|décentrées|tordu|tordue|tordus ~ -1",
    "{mal centré|mal centrée|pas centré|pas centrée|de guingois|pas aligné|pas alignée|pas alignés|mal aligné|mal alignée|mal alignés} ~ -1 F",
    "{travail|boulot|job|installation|réparation|pose|fait|faite|faits} {à la va vite|à la va comme je te pousse|à la six quatre deux|n'importe comment|par dessus la jambe} ~ -2",
    // A fault back after the visit: the contract's "broke again". "Couler"
    // is left out, since water that runs again is the repair working.
    "{recommencé|recommence|recommencent|remis|remise|remet|remettent|repris|reprend|reprennent} à {fuir|goutter|refouler|sauter|disjoncter|déborder|siffler|claquer|geler} ~ -2",
    "{retombé|retombée|retombés} en panne ~ -2",
    "{tombé|tombée|tombés} en panne {le lendemain|deux jours après|trois jours après|une semaine après|la semaine d'après|la semaine suivante|peu après|juste après|aussitôt|après leur passage|après son passage|après l'intervention|après la réparation} ~ -2",
    "{disjoncte|disjonctent} {encore|toujours|de nouveau|à nouveau|pareil|comme avant|quand même} ~ -2",
    "{bruit insupportable|bruit d'avion|bruit de tracteur|bruit de casserole|bruit de casseroles} ~ -1",
    // Damage caused is quality (docs/aspects.md); drilling a wall is not,
    // so "percé" counts only through a pipe or a wire.
    "{gâté|abîmé|abimé|esquinté|bousillé|amoché|troué|taché|rayé|fendu|fissuré|endommagé|arraché|défoncé} {mon|ma|mes|notre|nos|le|la|les|l'} {plafond|mur|murs|plancher|planchers|parquet|carrelage|sol|tapis|moquette|peinture|comptoir|meuble|meubles|porte|évier|baignoire|lavabo|gazon|pelouse|entrée|plâtre|gypse|céramique|plinthe|plinthes|boiserie|boiseries} ~ -1",
    "{percé|troué|perforé|transpercé} {un|le|mon|notre|dans un|dans le|dans mon|dans notre} {tuyau|conduite|fil|câble|tuyauterie} ~ -1",
    // Added for Québécois reviews: works well said "numéro un" or "au
    // boutte"; a machine that "part" is one that starts, so one that
    // "part pas" or "marche pu" soon after the visit, or the breaker that
    // still "trippe", is the work failing; "pas mal" is "quite" ("pas mal
    // bâclé"); done "comme du monde" or not; "botché".
    "{marche|marchent|fonctionne|fonctionnent|roule|roulent|chauffe|chauffent|part|partent} {numéro un|au boutte|à 100 %|parfait|impec|en grand} ~ +1",
    "{part|partent|partait|démarre|démarrait} au quart de tour ~ +1",
    "{marche pu|marchent pu|fonctionne pu|fonctionnent pu} ~ -2 F",
    "{marche pu|marchent pu|fonctionne pu|fonctionnent pu|chauffe pu|chauffent pu|part pu|démarre pu|part pas|partait pas|partait pu|démarre pas|démarrait pas|a pas parti|a pas démarré|a pas redémarré|a pas voulu partir|voulait pas partir|veut pas partir|veut pu partir} * {encore|toujours|de nouveau|à nouveau|pareil|comme avant|le lendemain|la semaine d'après|la semaine suivante|deux jours après|trois jours après|une semaine après|après leur passage|après son passage|après l'installation|après la réparation|après la job} ~ -2 F",
    "{trippe|trippait|trippent|trippaient|déclenche|déclenchait|déclenchent|déclenchaient|flashe|flashait|flashent|flashaient} {encore|toujours|de nouveau|à nouveau|pareil|comme avant|quand même} ~ -2",
    "{encore|toujours|de nouveau|pareil} * {trippe|trippait|trippent|déclenche|déclenchait|déclenchent|flashe|flashait|flashent|flashaient|part pas|partait pas|démarre pas} ~ -2",
    "pas mal {bâclé|bâclée|bâclés|croche|toute croche|mal fait|mal faite|amateur} ~ -2 F",
    "{job|travail|ouvrage|installation|install} {était|est|a été} pas mal {bonne|bon|belle|beau|propre|solide|bien faite|bien fait|impeccable} ~ +1 F",
    "{une|} pas mal {bonne|belle} job ~ +1 F",
    "{pas|jamais} {fait|faite|faits|installé|installée|posé|posée|réparé|réparée|branché|branchée|fini|finie} * comme du monde ~ -2 F",
    "{fait|faite|faits|installé|installée|posé|posée|réparé|réparée|branché|branchée} {ça|la job|le travail|toute|tout} comme du monde ~ +1",
    "{botché|botchée|botchés|botchées|job botchée|travail botché} ~ -2",
    "{job|travail|ouvrage|install|installation} {numéro un|au boutte|de première classe|hors pair|sans faute} ~ +2",
  ],
  cleanliness: [
    "nettoyé {derrière|après|avant de partir|en partant|son dégât|leur dégât|le dégât|ses dégâts|la place|le plancher|les planchers|le sol|toute la place|les traces|la poussière|le bran de scie|les débris} ~ +1",
    "{tout nettoyé|toute nettoyé|bien tout nettoyé|même nettoyé|a tout nettoyé|ont tout nettoyé|fait le ménage|passé l'aspirateur|passé la balayeuse|passé la moppe|passé le balai|lavé le plancher|lavé les planchers} ~ +1",
    "{a|ont|avait|avaient|bien|même} {ramassé|balayé} ~ +1",
    "ramassé {ses|leurs|les|tous les|toutes les} {affaires|déchets|cochonneries|boîtes|vieilles|vieux|débris|retailles|bouts|outils|emballages} ~ +1",
    "{laissé|laisse|laissait|laissée} {ça|la place|la maison|le sous sol|les lieux|tout|la cuisine|la salle de bain} {propre|impeccable|impeccables|nickel|plus propre|comme avant|comme neuf|comme il l'avait trouvé|comme ils l'avaient trouvé|tel quel} ~ +1",
    "{plus propre qu'avant|plus propre qu'à son arrivée|plus propre qu'en arrivant|propre comme un sou neuf} ~ +1",
    "{aucune trace|pas une trace|sans laisser de traces|sans laisser de trace|pas un grain de poussière|aucune poussière|aucune saleté|pas de saleté|zéro dégât|aucun dégât|pas de dégât|sans faire de dégât|sans faire de dégâts|sans dégât|rien laissé traîner|rien laissé derrière|pas un déchet} ~ +1 F",
    "{bâche|bâches|toile de protection|toiles de protection|tapis de protection|pellicule plastique} ~ +1",
    "{protégé|protégeait|protéger|couvert|couvrir|recouvert|recouvrir} {le plancher|les planchers|le sol|les meubles|le tapis|nos planchers|mes planchers|le comptoir} ~ +1",
    "{enlevé|enlève|enlevait|retiré|ôté|ôtait} {ses bottes|ses souliers|ses chaussures|leurs bottes|leurs souliers|leurs chaussures} ~ +1",
    "{gardé|gardait|garde|avec|en} {ses bottes|ses souliers|ses chaussures|leurs bottes|leurs souliers|bottes|souliers} {dans la maison|sur le tapis|sur le plancher|sur mes planchers|sur nos planchers|en dedans|sur le bois franc} ~ -1",
    "{bottes|souliers|chaussures} {sales|pleines de boue|pleins de boue|crottées|crottés} ~ -1",
    "{très|vraiment|tout|toute|super|trop|ben|assez|laissé|laissée|c'était|c'est|était|est|restée|resté} {sale|sales} ~ -1",
    "{saleté|saletés|crasse|bordel|fouillis|traîneries|bouette|débris partout|poussière partout|bran de scie partout|cochonneries partout|traces de pas|traces de bottes|traces de souliers|de la poussière partout|un vrai chantier|un champ de bataille|dégueulasse|dégueu|crotté|crottée} ~ -2",
    "{laissé|laissée|laissés|laissées|oublié|oubliés|oubliées|abandonné} * {déchets|emballages|vieilles pièces|vieux morceaux|retailles|bouts de fil|bouts de fils|bouts de tuyau|bouteilles|canettes|vis|débris|derrière eux|derrière lui|sur le gazon|sur la pelouse} ~ -1",
    "{ont|a} laissé {ça|tout|la place|la maison} {sale|en désordre|en bordel|à l'envers|en chantier} ~ -2",
    "propreté ~ 0 S",
    "{surchaussures|sur chaussures|chaussons|protège chaussures|sacs sur les chaussures|sacs sur ses chaussures} ~ +1",
    "{chantier propre|chantier laissé propre|chantier nickel|chantier impeccable|chantier nettoyé} ~ +1",
    "chantier {sale|en désordre|en bordel|pas nettoyé|laissé sale} ~ -1",
    "laissé * {dans un état lamentable|dans un état pitoyable|dans un état déplorable|dans un sale état|dans un état épouvantable|en désordre|en bordel} ~ -2",
    "{plancher|planchers|tapis|sol|murs|mur|comptoir|comptoirs|escalier|entrée|garage} {sale|sales|plein de boue|pleins de boue|crotté|crottés|tout sale} ~ -1",
    "sali|salie|salis|salit|salissent|salissaient ~ -2",
    // Old parts or boxes left behind (docs/aspects.md): offcuts, boxes,
    // rubble, and the sweeping up that is their opposite.
    "{laissé|laissée|laissés|laissées|oublié|oubliés|abandonné|abandonnés} * {chutes|chute|cartons|carton|sacs|gravats|copeaux|sciure|restes|emballage|vieux tuyaux|vieux fils|bouts de câble|bouts de câbles|bout de câble|gaines|isolant|laine de verre|plâtre|morceaux|mégots|mégot|détritus|ordures|sacs poubelle|saletés} ~ -1",
    "{sciure|gravats|copeaux|plâtre|poussière de plâtre|poussière de béton|laine de verre|suie|graisse} partout ~ -2",
    "{laissé|fait} {des taches|une tache|des traces|des traces de doigts|des traces noires|des traces de mains|des marques de doigts|des empreintes|de la graisse} ~ -1",
    "{passé|donné|fait} un {coup|petit coup|bon coup} {de balai|d'aspirateur|de serpillière|de serpillère|de chiffon|d'éponge|de propre} ~ +1",
    "passé {la serpillière|la serpillère|l'aspi|un chiffon} ~ +1",
    "{aspiré|balayé|essuyé|lavé} {derrière lui|derrière eux|derrière elle|après lui|après eux|en partant|avant de partir|chaque soir|tous les soirs|en fin de journée} ~ +1",
    "{chantier|pièce|cuisine|salle de bain|sous sol|garage|lieux|logement|appartement|maison|chaufferie|local} {rendu|rendue|rendus|laissé|laissée|laissés|laissées} {propre|propres|nickel|impeccable|impeccables|comme neuf|comme neuve|en parfait état} ~ +1",
    "{ramassé|emporté|évacué|repris|récupéré} {ses|leurs|les|tous les|toutes les} {gravats|cartons|emballages|chutes|vieux tuyaux|sacs} ~ +1",
    // Added for Québécois reviews: drop cloths are "des toiles" ("a mis
    // des toiles partout"); snow, slush ("sloche") and mud ("bouette")
    // tracked in on boots; "pas mal de poussière" is quite a lot of it;
    // nothing picked up before leaving, or the customer left to do it.
    "{mis|mettre|étendu|étendre|posé|met|mettait|mettaient} {des toiles|une toile|les toiles|des couvertures|des cartons|du carton|des bâches|une bâche|des draps} {partout|sur le plancher|sur les planchers|au sol|par terre|dans l'entrée|dans le corridor|sur les meubles|sur le tapis|sur le comptoir|avant de commencer|pour protéger|pour pas salir} ~ +1",
    "{bottes|souliers|pieds|bas} {pleines de neige|pleins de neige|pleines de slush|pleins de slush|pleines de sloche|pleins de sloche|pleines de bouette|pleins de bouette|mouillées|mouillés|enneigées|enneigés} ~ -1",
    "{mouillé|mouillée|sali|salie|taché|trempé|crotté|beurré} {le tapis|tout le tapis|le plancher|tout le plancher|les planchers|mon tapis|mon plancher|nos planchers|mes planchers|le prélart|la céramique|l'entrée|le salon} ~ -1",
    "{neige|sloche|slush|bouette|boue|gravier|sable} {partout|sur le tapis|sur le plancher|dans l'entrée|dans la maison|sur mes planchers|sur nos planchers} ~ -2",
    "pas mal de {poussière|bouette|saleté|saletés|cochonneries|débris|bran de scie|traces|dégât|dégâts|retailles} ~ -1 F",
    "{rien|pas|jamais} {ramassé|nettoyé|balayé|passé le balai|passé la balayeuse} {avant de partir|en partant|derrière lui|derrière eux|après lui|après eux|après la job} ~ -2 F",
    "{parti|partis|partie|sont partis|est parti} sans {nettoyer|ramasser|rien ramasser|rien nettoyer|balayer|passer le balai|passer la balayeuse} ~ -2 F",
    "{a|ont|avait|avaient} {rien|pas|jamais} ramassé ~ -1 F",
    "{j'ai dû|on a dû|j'ai été obligé de|j'ai été obligée de|on a été obligés de|j'ai eu à|on a eu à|fallu que je|fallu qu'on} {tout ramasser|toute ramasser|ramasser|nettoyer|tout nettoyer|toute nettoyer|passer l'aspirateur|passer la balayeuse|balayer|faire le ménage|ramasser leurs cochonneries|ramasser ses cochonneries} ~ -2 F",
  ],
  expertise: [
    "{connaît|connaissait|connaissent|connaissaient} * {son affaire|son métier|son stock|sa job|ses affaires|son domaine|ça|les fournaises|l'électricité|la plomberie|les thermopompes|son matériel|tout} ~ +2",
    "{s'y connaissait|s'y connaissent|s'y connaissaient} ~ +2",
    "{savait|savaient|sait|semblait|semblaient|avait l'air} {pas trop|pas vraiment|pas} {savoir} ce {qu'il|qu'elle|qu'ils} {faisait|faisaient|fait} ~ -2 F",
    "{savait|savaient|sait} {pas trop|pas vraiment} ce {qu'il|qu'elle|qu'ils} {faisait|faisaient|fait} ~ -2 F",
    "{d'une grande|beaucoup de|plein de} compétence|expertise|expérience|connaissance|connaissances ~ +1",
    "{les autres|deux autres|trois autres|d'autres|trois électriciens|deux électriciens|trois plombiers|deux plombiers|trois compagnies|deux compagnies|plusieurs électriciens|plusieurs plombiers|plusieurs techniciens|trois techniciens|deux techniciens} * {avaient pas trouvé|n'avaient pas trouvé|n'avaient pas pu|avaient pas pu|ont pas trouvé|n'ont pas trouvé|avaient échoué|ont échoué|avaient rien trouvé|ont rien trouvé|n'avaient rien trouvé|n'ont rien trouvé|cherchaient depuis|avaient manqué} ~ +2 F",
    "compétent|compétente|compétents|compétentes|qualifié|qualifiée|qualifiés|expérimenté|expérimentée|expérimentés|chevronné|chevronnée|calé|calée|doué|douée|doués|talentueux|talentueuse|experte|ingénieux|ingénieuse|débrouillard|débrouillarde|connaissant|connaissante ~ +1",
    "{beaucoup d'expérience|de l'expérience|d'expérience|des années d'expérience|ans d'expérience|plein de connaissances|beaucoup de connaissances|de bonnes connaissances} ~ +1",
    "{manque d'expérience|manquait d'expérience|manque de connaissances|manquait de connaissances|manque de compétence|pas d'expérience|aucune expérience|zéro expérience|pas qualifié|pas qualifiée|pas compétent|pas compétente} ~ -2 F",
    "incompétent|incompétente|incompétents|incompétence|amateurisme ~ -2",
    "{diagnostiqué|identifié|repéré|localisé|cerné|détecté} * {tout de suite|rapidement|en deux minutes|en cinq minutes|en dix minutes|en quelques minutes|en deux secondes|du premier coup|au premier coup d'oeil|immédiatement|aussitôt|en un rien de temps|vite} ~ +1",
    "trouvé|compris|vu|su le|la|ce problème|cause|source|fuite|bris|trouble|panne|bobo|défaut * rapidement|vite|immédiatement|aussitôt ~ +1",
    "trouvé|compris|vu|su le|la|ce problème|cause|source|fuite|bris|trouble|panne|bobo|défaut * {tout de suite|du premier coup|au premier coup d'oeil|en un rien de temps|en deux secondes} ~ +1",
    "trouvé|compris|vu|su le|la|ce problème|cause|source|fuite|bris|trouble|panne|bobo|défaut * en deux|cinq|dix|quelques|2|5|10|15 minutes|secondes ~ +1",
    "trouvé|compris|vu|su {ce qui clochait|ce qui n'allait pas|ce qui allait pas|d'où ça venait|l'origine} * {rapidement|vite|immédiatement|aussitôt|tout de suite|du premier coup|en quelques minutes|en deux minutes|en cinq minutes|en dix minutes} ~ +1",
    "{tout de suite|rapidement|immédiatement|en quelques minutes|du premier coup|aussitôt|vite} {trouvé|identifié|diagnostiqué|repéré|vu|compris|su|localisé|cerné} ~ +1",
    "{savait|savaient|sait|savent|a su|ont su} {où chercher|quoi faire|quoi chercher|exactement quoi faire|exactement où chercher|d'où venait|c'était quoi|ce qui clochait|ce que c'était|comment faire|comment régler|de quoi il parlait|de quoi il parle} ~ +2",
    "{savait|savaient|sait|savent} pas {quoi faire|où chercher|comment faire|comment régler|comment réparer|par où commencer|de quoi il parlait} ~ -2 F",
    "{diagnostiqué|trouvé|réglé|identifié|compris} {au téléphone|par téléphone|juste au son|au son} ~ +1",
    "{trouvé|trouvée|diagnostiqué|identifié|compris|vu|repéré} {en dix minutes|en cinq minutes|en deux minutes|en quelques minutes|en 5 minutes|en 10 minutes|en 2 minutes|en deux secondes|en deux temps trois mouvements|en un rien de temps|du premier coup|tout de suite} ~ +1",
    "{trouvé|réglé|réparé|compris|vu|trouvée|réglée} * ce que {deux autres|trois autres|les autres|d'autres|personne} ~ +2 F",
    "là où {les|deux|trois|tous les} autres ~ +2 F",
    "{premier|première|seul|seule} à {trouver|comprendre|régler|réparer|avoir trouvé|être capable} ~ +2 F",
    "{complètement|totalement|vraiment|carrément} {perdu|perdue|perdus|mêlé|mêlée|dépassé|dépassée} ~ -2 F",
    "{semblait|avait l'air|paraissait|était} {perdu|perdue|perdus|dépassé|dépassée|dépassés|mêlé|mêlée|confus} ~ -2",
    "{aucune idée|pas la moindre idée|aucune espèce d'idée|aucune maudite idée|pas d'idée} ~ -2 F",
    "{cherché|cherchait|chercher|cherchaient|cherché pendant} * {sans trouver|pour rien|pendant des heures|toute la journée|sans succès|en vain} ~ -2",
    "{ont|a|avaient|avait|y'ont} jamais {trouvé|trouvée|pu trouver|réussi à trouver|compris|su trouver|su réparer|réussi à régler|réussi à réparer|su quoi faire} ~ -2 F",
    "{pas trouvé|pas pu trouver|pas réussi à trouver|pas su trouver|pu trouver} {le problème|la cause|d'où|la source|la fuite|pourquoi|ce qui} ~ -2 F",
    "{changé|remplacé|changés|remplacés|changer|remplacer|changées|remplacées} * pour rien ~ -2",
    "{essai erreur|essais et erreurs|à tâtons|tâtonné|tâtonnait|au hasard} ~ -1",
    "{mauvais diagnostic|diagnostic erroné|erreur de diagnostic|mal diagnostiqué|s'est trompé de diagnostic|trompé de diagnostic} ~ -2",
    "{bon diagnostic|excellent diagnostic|très bon diagnostic|diagnostic précis|diagnostic rapide|diagnostic juste} ~ +1",
    "{connaissances|savoir faire} ~ 0 W",
    // Finding the fault counts only as skill (docs/aspects.md): over the
    // phone, from afar, or fast, so each phrase carries how.
    "{diagnostiqué|identifié|trouvé|compris|deviné|cerné|repéré|localisé} * {au téléphone|par téléphone|à distance|sans se déplacer|avant même de se déplacer|avant même de venir|avant de se déplacer|sur photo|sur photos|sur une photo|rien qu'au son|à l'oreille|rien qu'en écoutant} ~ +1",
    "trouvé|compris|vu|su|repéré|identifié d'où {venait|venaient|provenait|provenaient|vient|viennent} * {rapidement|vite|immédiatement|aussitôt|tout de suite|du premier coup|en quelques minutes|en deux minutes|en cinq minutes|en dix minutes|en 2 minutes|en 5 minutes|en 10 minutes|en deux secondes} ~ +1",
    "{trouvé|diagnostiqué|identifié|compris|repéré|localisé|vu} * en un clin d'œil ~ +1",
    "{diagnostiqué|identifié|trouvé|compris|deviné|cerné|repéré|localisé} {la panne|le problème|le souci|la fuite|la cause|le bris|le trouble|le défaut} * {au téléphone|par téléphone|à distance|sans se déplacer|avant même de se déplacer|avant même de venir|sur photo|sur photos} ~ +1",
    "diagnostic {pertinent|efficace|impeccable|imparable|fiable|express|éclair|sans faille|parfait} ~ +1",
    "{a du métier|avait du métier|ont du métier|avaient du métier|maîtrise son sujet|maîtrisait son sujet|maîtrise son métier|maîtrisait son métier|maîtrise son affaire|connaît le métier|connaissait le métier|connaît son boulot|connaissait son boulot|connaît son travail|connaissait son travail|une pointure|techniquement irréprochable|techniquement impeccable|techniquement au top} ~ +2",
    "{très fort|très forte|super fort|vraiment fort|fort|forte|calé|calée|doué|douée} {en électricité|en plomberie|en chauffage|en clim|dans son domaine|dans son métier|dans sa partie} ~ +1",
    // Guesswork and "replaced parts that weren't the problem"
    // (docs/aspects.md), and the names given to amateurs.
    "{au pif|à l'aveugle|à l'aveuglette|au petit bonheur} ~ -1",
    "{changé|remplacé|changer|remplacer|changés|remplacés} {la mauvaise pièce|les mauvaises pièces|inutilement|sans raison|des pièces en bon état|une pièce en bon état} ~ -2",
    "{des guignols|un guignol|des branquignols|des bras cassés|des charlots|un charlot|des pieds nickelés|une bande d'amateurs|des apprentis sorciers|un apprenti sorcier|bricoleur du dimanche|bricoleurs du dimanche} ~ -2",
    // Added for Québécois reviews: "qu'y" for "qu'il" in what the earlier
    // entries say of knowing one's job; couldn't work out what to do
    // ("y'a pas su quoi faire"); "pas ben ben connaissant"; "pas mal" as
    // "quite" ("pas mal connaissant").
    "{savait|sait|savaient|savent} {ce qu'y faisait|ce qu'y fait|ce qu'y faisaient|ce qu'y font|de quoi y parlait|de quoi y parle} ~ +2",
    "{savait|sait|savaient|savent} pas {ce qu'y faisait|ce qu'y fait|ce qu'y faisaient|ce qu'y font|de quoi y parlait|de quoi y parle} ~ -2 F",
    "{a pas su|ont pas su|avait pas su|a jamais su|ont jamais su} {quoi faire|où chercher|comment faire|comment régler|comment réparer|par où commencer|c'était quoi|d'où ça venait|d'où venait le problème} ~ -2 F",
    "{connaissait|connaît|connait|connaissent|connaissaient} {pas ça|pas grand chose|rien là dedans|pas grand chose là dedans|pas son affaire|pas son stock|rien à rien} ~ -2 F",
    "{pas mal|en masse|ben ben|full} {connaissant|connaissante|connaissants|compétent|compétente|compétents|calé|calée|expérimenté|expérimentée|expérimentés} ~ +1 F",
    "{pas ben ben|pas vraiment|pas trop|pas très} {connaissant|connaissante|compétent|compétente|expérimenté|expérimentée|qualifié|qualifiée} ~ -2 F",
  ],
};

/**
 * The French aspect cues, one list per aspect (`lexicon_french.ts`
 * describes how they are written and adds their other spellings): all of
 * those written before this module, and those of time and conduct
 * (punctuality, scheduling, professionalism, communication) written
 * since. The later cues of money are in `lexicon_french_money.ts`, those
 * of the work itself in `lexicon_french_work.ts`.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { FrenchMoneyAspect } from "./lexicon_french_money.ts";
import type { FrenchWorkAspect } from "./lexicon_french_work.ts";

/**
 * French cues written before this module, their patterns kept as they
 * were (they are features of the trained model): they list their plain
 * spellings themselves.
 */
export const EARLIER_FRENCH_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    "en retard ~ -1",
    "{en avance|d'avance} ~ +1",
    "{arrivé|arrivée|arrivés|arrivées|arrivait|arrivaient|là} * pile ~ +1",
    "{arrivé|arrivée|arrivés|arrivées} {en avance|de bonne heure} ~ +1",
  ],
  scheduling: [
    "{personne répondait|personne repondait|personne répond|personne repond|personne a répondu|personne a repondu|walang sumasagot|walang sumagot} ~ -2 F",
    "{attendu|attendre|attente|naghintay|maghintay|hinintay} * {jours|semaines|semaine|mois|araw|linggo|buwan|days|weeks} ~ -1",
    "{le soir même|le soir meme|le lendemain|le lendemain matin|même si c'était un dimanche} ~ +1",
    "{venu|venue|venus|est venu|est venue|sont venus|sont venues} * {un dimanche|un samedi|la fin de semaine|un jour férié|un jour ferie|en pleine nuit|le soir même|le soir meme} ~ +1",
    "{comme promis|tel que promis|comme prévu|comme prevu|tel que prévu|tel que prevu} ~ +1",
    "{semaine|semaines|mois} pour {recevoir|avoir|réparer|reparer|venir} ~ -1",
  ],
  price: [
    "{trop|très|assez|vraiment|un peu|coûte|coute|c'est|c'était} cher|chère|chere|chers ~ -1",
    "{pas cher|pas chère|pas chere|abordable|abordables} ~ +1 F",
    "{était|etait|est|coûte|coute|coûté|couté|a coûté} cher|chère|chere ~ -1",
    "cher {en maudit|en titi|en tabarnak|en fou|pas à peu près} ~ -2 F",
    "{du vol|vol en plein jour|les yeux de la tête|les yeux de la tete} ~ -2 F",
    "{pas pire pour le prix|pas pire pantoute pour le prix|bon deal|bon rabais} ~ +1 F",
    "rabais ~ +1",
    "{soumission|soumissions} ~ 0 W N-1",
    "dispendieux|dispendieuse|dispendieuses ~ -1",
    "{pas dispendieux|pas dispendieuse|pas trop dispendieux} ~ +1 F",
    "{ça vaut la peine|ca vaut la peine|vaut la peine|ça valait la peine|ca valait la peine|vaut chaque sou|vaut chaque cenne} ~ +1 N-1",
    // A verdict of neither: reported neutral, as "prix correct" is.
    "ni cher ni pas cher ~ 0 F S R",
    "frais de {déplacement|deplacement|service|diagnostic} ~ 0 W",
  ],
  quality: [
    "{job|travail|ouvrage} {bien faite|bien fait|bien faits|propre|impeccable|de qualité|de qualite} ~ +2",
    "{le travail|la job|l'ouvrage} {est|était|etait} {beau|belle|bien|impeccable|parfait|parfaite|propre} ~ +1",
    "{encore|toujours} * {coule|fuit|wobble|saute|sent|bloqué|bouché|chauffe pas|marche pas} ~ -2",
    "{rien réglé|rien regle|rien réparé|rien repare|marche plus|marche pas} ~ -2 F",
    "{jamais sauté|jamais saute|jamais coulé|jamais coule|jamais fui|jamais lâché|jamais lache} ~ +1 F",
    "{bien centré|bien centre|à niveau|a niveau|de niveau} ~ +1",
    "{roule|roulent|marche|marchent|fonctionne|fonctionnent} {comme une neuve|comme un neuf|comme neuf|comme neuve|à merveille|a merveille|parfaitement|super bien|très bien|tres bien} ~ +1",
    "{pas un seul|aucun|aucune|pas de} {problème|probleme|backup|refoulement|fuite|dégât|degat} depuis ~ +1 F",
    "croche|croches ~ -1",
  ],
  professionalism: [
    "poli|polie|polis|courtois|courtoise|gentil|gentille|gentils|sympathique|sympa ~ +1",
    "{super fin|très fin|tres fin|ben fin|vraiment fin} ~ +1",
    "bête|bete|bêtes|condescendant|condescendante ~ -2",
    "{pas très pro|pas tres pro|pas pro} ~ -2 F",
    "tout le temps au téléphone|telephone ~ -1",
    "smatte|smattes ~ +1",
    "{très fine|tres fine|ben fine|vraiment fine|très patient|tres patient|très patiente|tres patiente|patiente} ~ +1",
    "{un peu|très|tres|assez|vraiment} {sec|sèche|seche} ~ -1",
    "rushé|rushée|rushe|rushee ~ -1",
    "sans {jamais} {me|nous} faire sentir {cave|caves|niaiseux|niaiseuse|stupide|idiot|idiote} ~ +1 F",
    "{fait sentir|faire sentir} {cave|niaiseux|niaiseuse|stupide|idiot|idiote} ~ -1",
  ],
  communication: [
    "{répondu à toutes|repondu a toutes} * questions ~ +1",
    "{m'a|nous a|m'ont|nous ont} {rappelé|rappelée|rappelés|rappele} ~ +1",
    "{personne m'a|personne ne m'a|personne nous a|personne ne nous a} {averti|avertis|avertie|dit|prévenu|prevenu} ~ -2 F",
  ],
  cleanliness: [
    "{toute ramassé|tout ramassé|toute ramasse|tout ramasse|ramassé avant de partir} ~ +1",
    "{laissé|laisse|laissés} * {boîtes|boites|bouts|cochonneries|traîner|trainer|dégât|degat|poussière|poussiere} ~ -1",
    "{couvre-chaussures|couvre chaussures|couvre-bottes|couvre bottes|enlevé ses bottes|enleve ses bottes|enlevé ses souliers|enleve ses souliers} ~ +1",
    "{de la boue|des traces de boue|plein de boue|un dégât|un degat|des dégâts|des degats} ~ -1",
  ],
  expertise: [
    "{savait|sait} {ce qu'il faisait|ce qu'il fait|ce qu'elle faisait} ~ +2",
    "{avait pas l'air de savoir|savait pas ce qu'il faisait|sait pas ce qu'il fait} ~ -2 F",
    "{savait exactement|savait tout de suite|connaît son affaire|connait son affaire|connaît son métier|connait son metier|s'y connaît|s'y connait} ~ +2",
    "{pas été capable|pas ete capable|pas capable|incapable} de {trouver|réparer|reparer|régler|regler} ~ -2 F",
  ],
  honesty: [
    "{zéro pression|zero pression|sans pression|aucune pression} ~ +1 F",
    "{pas de surprise|aucune surprise|sans surprise|pas de surprises} ~ +1 F",
    "{fait fourrer|se faire fourrer|fourré|fourrés} ~ -2",
    "{été|ete|est|était|etait|très|tres|super|vraiment} {franc|franche} ~ +1",
    "{voulait|voulaient} * {nous|me} vendre ~ -2",
    "sans {essayer de} {me|nous} faire peur ~ +1 F",
  ],
};

/**
 * French cues of time and conduct added for reviews written mostly in
 * French, per aspect.
 */
export const FRENCH_CUES: Readonly<
  Record<
    Exclude<AspectId, FrenchWorkAspect | FrenchMoneyAspect>,
    readonly string[]
  >
> = {
  punctuality: [
    // "à l'heure" itself is with the Spanish "a tiempo" (lexicon_languages.ts).
    "{à l’heure|a l’heure} ~ +1",
    "ponctuelles ~ +1",
    "{dans le créneau|dans le créneau prévu|dans le créneau horaire|au début du créneau|à l'heure du rendez vous|à l'heure du rdv} ~ +1",
    "{hors créneau|hors du créneau|après le créneau|en dehors du créneau} ~ -1",
    "{rendez vous non honoré|rdv non honoré|pas honoré le rendez vous|pas honoré le rdv|jamais présenté au rendez vous} ~ -2 F",
    "{rendez vous raté|rdv raté|rendez vous manqué|rdv manqué} ~ -1",
    "{h|heure|heures|hres|hrs} pile ~ +1",
    "{pile à l'heure|pile poil|juste à temps|à la minute près|à l'heure prévue|à l'heure convenue|à l'heure dite|à l'heure promise} ~ +1",
    "{arrivé|arrivée|arrivés|arrivées|arrivait|arrivaient|là|venu|venue|venus|présenté|présentés} {à temps|comme convenu|tel que convenu|quand il avait dit|quand ils avaient dit|quand elle avait dit|à l'heure qu'il avait dit|à l'heure qu'ils avaient dit} ~ +1",
    "{au début de la plage|au début de la fenêtre|dans la plage horaire|dans la plage prévue|dans la fenêtre prévue|à l'intérieur de la plage} ~ +1",
    "{après la plage|en dehors de la plage|hors de la plage|après la fenêtre|en dehors de la fenêtre} ~ -1",
    "{plage horaire|plage de temps|fenêtre de temps|heure d'arrivée} ~ 0 W",
    "{heure|heures|minutes|min|h} * de retard ~ -2",
    "{arrivé|arrivée|arrivés|arrivées|là|venu|venus|présenté} {plus tôt que prévu|plus tôt|avant l'heure|avant l'heure prévue|en avance} ~ +1",
    "{un retard|du retard|beaucoup de retard|un peu de retard|peu de retard|légèrement en retard|un brin de retard} ~ -1",
    "{arrivé|arrivée|arrivés|arrivait|arrivaient|venu|venus|présenté} {tard|super tard|très tard|trop tard} ~ -1",
    "{arrivé|arrivée|arrivés|venu|venus} à * au lieu de ~ -1",
    "jamais {venu|venue|venus|présenté|présentée|présentés|arrivé|arrivée|arrivés|débarqué} ~ -2 F",
    "{posé un lapin|fait faux bond} ~ -2 F",
    "venu|venue|venus|présenté|présentés ~ 0 W N-1",
    "{attendu|attendre|poireauté|niaisé} {toute la journée|toute la matinée|tout l'avant midi|tout l'après midi|pour rien} ~ -2",
    "{attendu|attendre|attend|attente} * {heure|heures} ~ -1",
    "{fait attendre|faire attendre|laissé poireauter} ~ -1",
    // Added for European and Québécois reviews: nobody came, the visit on
    // its day, never a visit missed, the Swiss clock. "Personne" needs its
    // "n'" or "jamais" here: "la personne est venue" is someone who came.
    "{personne n'est|personne ne s'est|jamais personne n'est|personne est jamais|personne s'est jamais|personne s'est pas} {venu|venue|venus|passé|passée|présenté|présentée|pointé|pointée|arrivé|arrivée} ~ -2 F",
    "{venu|venue|venus|passé|passée|passés|là|arrivé|arrivée|arrivés|présenté|présentée|tombe|tombée|tombait|tombent} {à la date prévue|au jour prévu|le jour prévu|à la date convenue|le jour convenu|le jour dit|au jour dit|à la date dite} ~ +1",
    "{jamais un oubli|jamais d'oubli|jamais manqué un passage|jamais raté un passage|jamais manqué une visite|jamais raté une visite|jamais manqué un rendez vous|jamais raté un rendez vous|toujours au rendez vous|fidèle au rendez vous|fidèles au rendez vous} ~ +1 F",
    "{réglé comme une horloge|réglés comme une horloge|réglée comme une horloge|réglé comme du papier à musique|ponctualité suisse|ponctuel comme un suisse|précis comme une horloge} ~ +1",
    "{sans|jamais} {une minute|la moindre minute|une seconde} de retard ~ +1 F",
    // Added for Québécois reviews: "pas mal" is "quite" ("arrivé pas mal
    // en retard"), never a negation, so its "pas" is part of the cue; a
    // no-show said as Quebecers say it ("y'a jamais showé", "s'est pas
    // pointé"). "Y'é" for "il est" comes from the spellings.
    "pas mal {en retard|de retard|tard|plus tard que prévu} ~ -1 F",
    "pas mal {en avance|d'avance|de bonne heure|plus tôt que prévu} ~ +1 F",
    "{jamais|pas|pu} {showé|showée|showés|showées} ~ -2 F",
    "{était|étaient|arrivé|arrivée|arrivés|arrivées|là|venu|venue} {dans la plage|dans la fenêtre|dans les temps} ~ +1",
    "{s'est|se sont|s'était|s'étaient} {jamais|pas|pu} {pointé|pointée|pointés|montré|montrée|montrés|montré la face|montré le bout du nez} ~ -2 F",
  ],
  scheduling: [
    "{la nuit même|la même soirée|le jour suivant|dès le lendemain|le matin même|l'après midi même|dans la même journée|la journée même} ~ +1",
    "{venu|venue|venus|arrivé|arrivée|arrivés|là|ici|chez nous|chez moi|sur place|débarqué|débarqués|passé|passés|quelqu'un|technicien|rendez vous|rdv} * {en moins d'une heure|en moins de deux heures|en dedans d'une heure|dans l'heure|dans la journée|dans les heures suivantes|en moins d'une demi heure|en moins de 30 minutes} ~ +1",
    "{venu|venue|venus|arrivé|arrivés|débarqué|débarqués|déplacé|déplacés|là} {tout de suite|rapidement|vite|immédiatement|en vitesse|sur le champ|aussitôt|en moins de} ~ +1",
    "rdv ~ 0 W N-1",
    "créneau|créneaux ~ 0 S R",
    "réactif|réactive|réactifs|réactives|réactivité ~ +1",
    "joignable|joignables ~ +1",
    "{injoignable|injoignables|impossible à joindre|impossible de les joindre|impossible de le joindre|jamais joignable} ~ -2 F",
    "sous|endéans {12|24|48|72|deux|trois} {h|heures|heure} ~ +1",
    "{dans les 24|dans les 48|dans les 12} {h|heures} ~ +1",
    "{intervention|dépannage|venue|déplacement} {rapide|rapidement|express|dans la journée|le jour même|dans l'heure|éclair} ~ +1",
    "{intervention|dépannage} {tardive|tardif|trop tardive} ~ -1",
    "{intervention|dépannage|déplacement} * {un dimanche|le dimanche|un samedi soir|un jour férié|la veille de noël|le jour de noël|le 24 décembre|le 31 décembre|un 31 décembre|un 24 décembre|le jour de l'an|à noël|en pleine nuit|un soir de tempête} ~ +1",
    "{rendez vous|rdv} {rapide|rapidement|vite|facile|facilement|sans attendre|sans problème} ~ +1",
    "{facile|simple} {d'avoir|d'obtenir|de prendre|à prendre|à booker|de booker|à réserver|de réserver|à céduler|de céduler|à rejoindre|de rejoindre|à joindre|de joindre} ~ +1",
    "{difficile|compliqué|dur} {d'avoir|d'obtenir|de rejoindre|de joindre|à joindre|à rejoindre|de booker|de réserver|de céduler|de parler|à avoir} ~ -1",
    "impossible {d'avoir|d'obtenir|de rejoindre|de joindre|à joindre|à rejoindre|de booker|de réserver|de céduler|de parler} ~ -2",
    "{ça a pris|ça prend|ça avait pris|il a fallu|a fallu|fallu attendre} * {semaines|semaine|mois|jours} {avant qu'il|avant qu'ils|avant qu'on|avant d'avoir|avant de|pour qu'il|pour qu'ils|pour qu'on|pour obtenir|pour avoir|d'attente} ~ -1",
    "{jours|semaines|mois} au lieu {de|des|d'un|d'une|du} ~ -1",
    "au lieu {des|de|du} * {jours|semaines|mois} {promis|promises|prévus|prévues|annoncés|annoncées|convenus|convenues} ~ -1",
    "{jours|semaines|mois} de retard ~ -1",
    "{semaines|semaine|jours|mois} d'attente ~ -1",
    "retard sur {l'échéancier|le calendrier|les délais|l'horaire} ~ -1",
    "{dans les délais|dans le délai|dans les temps|dans le temps prévu|selon l'échéancier|respecté l'échéancier|respecté les délais|respecté le délai|respecté l'horaire} ~ +1",
    "{fini|finie|finis|terminé|terminée|terminés|complété|complétés|livré|prêt|prête} {à temps|à la date prévue|avant la date|plus tôt que prévu|en avance} ~ +1",
    "{plus long|plus longtemps|plus de temps} que {prévu|promis|annoncé} ~ -1",
    "délai|délais|échéancier ~ 0 S N-1",
    "{délai raisonnable|délais raisonnables|délai rapide|délais rapides|court délai|courts délais} ~ +1",
    "{long délai|longs délais|délais interminables|délai interminable|délai trop long|délais trop longs} ~ -1",
    "disponible|disponibles ~ +1",
    "disponibilité|disponibilités ~ 0 S N-1",
    "{m'ont|nous ont|m'a|nous a|ils ont|il a|elle a|qui ont|qui a} annulé ~ -2",
    "{annulé|annulée|annulés} à la dernière minute ~ -2",
    "{m'ont|nous ont|m'a|nous a|ils ont|il a|elle a|qui ont|qui a} {reporté|remis|repoussé|déplacé|décalé} * {rendez vous|rdv|visite|travaux|job|date} ~ -1",
    "{reporté|remis|repoussé|déplacé|décalé} {deux|trois|2|3|plusieurs} fois ~ -1",
    "{répondent jamais|répond jamais|jamais de réponse|personne au bout du fil|toujours la boîte vocale|tombé sur la boîte vocale|tombe sur la boîte vocale|juste la boîte vocale|toujours le répondeur|tombé sur le répondeur} ~ -1 F",
    "{quelqu'un|une vraie personne|un humain|la réceptionniste|la secrétaire} {a répondu|répond|répondait|répondu} ~ +1",
    "{répondent|répond|répondait|répondaient} {toujours|tout le temps|rapidement|vite|même le soir} au téléphone ~ +1",
    "personne {répond|répondait|a répondu|répondait jamais|répond jamais} {au téléphone|aux appels|à mes appels|au bureau} ~ -2 F",
    "{répondu|répondent|répond|répondait} {tout de suite|rapidement|au premier coup|du premier coup|même le soir|même la nuit} ~ +1",
    "venu|venue|venus|venues|déplacé|déplacés|passé|passés * {un dimanche|le dimanche|le week end|un jour de congé|la veille de noël|le jour de noël|le 24 décembre|le 31 décembre|le jour de l'an|à noël|la nuit|le soir|de soir|de nuit|en pleine tempête|pendant la tempête|dans la tempête|en pleine canicule|un soir de tempête} ~ +1",
    "{ouvert|ouverts|disponible|disponibles|travaillent|viennent|service} {le soir|la nuit|les fins de semaine|la fin de semaine|le dimanche|24 heures|24 h|jour et nuit|7 jours} ~ +1",
    "{pas de place|pas de disponibilité|aucune disponibilité|rien de disponible|rien} avant {deux|trois|quatre|2|3|4|la semaine|le mois|un mois} ~ -1 F",
    "pas avant {la semaine prochaine|deux semaines|trois semaines|un mois|le mois prochain} ~ -1 F",
    "{complet|complets|booké|bookés} {pour|jusqu'à|jusqu'au} ~ -1",
    "{ça a traîné|a traîné|ont traîné|traîné en longueur|s'est éternisé|se sont éternisés} ~ -1",
    "{fait passer en priorité|en priorité|entré entre deux rendez vous|trouvé une place|trouvé un trou|glissé entre deux} ~ +1",
    "urgence|urgences ~ 0 W",
    "{répondu|venu|venus|venue|là|déplacé|déplacés} {à notre|à mon|à une|pour notre|pour mon|pour une|à l'|pour l'} urgence ~ +1",
    // Whether anybody picks up is scheduling (tests/eval/README.md, "The
    // phone"); so are waits for a part and a planning overrun or kept.
    // Waits are of days to months: hours waited for the technician are
    // punctuality. "Personne" is read as nobody only with its "ne" (or
    // "jamais"): "la personne a décroché" is somebody who did.
    "{personne ne décroche|personne n'a décroché|personne ne décrochait|ne décroche jamais|décroche jamais|ne décrochent jamais|décrochent jamais|ne décrochent pas|décrochent pas|ne décroche pas|jamais personne au bout du fil} ~ -2 F",
    "{décroche|décrochent|décrochait|a décroché|ont décroché} {tout de suite|rapidement|immédiatement|aussitôt|au premier coup|à la première sonnerie|du premier coup|même le dimanche|même le soir|même la nuit|même le week end|jour et nuit} ~ +1",
    "{quelqu'un|une vraie personne|un humain|une personne|la secrétaire|la standardiste} {a décroché|décroche|décrochait} ~ +1",
    "{tombé|tombée|tombe|tombait|toujours|juste|encore} sur {la messagerie|une messagerie|un répondeur|le standard} ~ -1 F",
    "{messagerie|boîte vocale|répondeur} {pleine|plein|saturée|saturé} ~ -1",
    "{mis|mise|laissé|laissée|resté|restée|restés|patienté|poireauté} en attente {pendant|une|deux|plus|des|une demi heure} ~ -1",
    "{minutes|heure|heures} {en attente|en ligne|au téléphone|sur hold|on hold|à attendre} {avant de parler|avant d'avoir|pour parler|pour avoir|avant qu'on|avant que quelqu'un} ~ -1",
    "{attend|attends|attendons|attendait|attendent} {toujours|encore} {la|les|une|notre|ma} {pièce|pièces|commande|livraison} ~ -1",
    "{attend|attends|attendons|attendait|attendent|attendu|attente de} {la|les|une|notre|ma} {pièce|pièces} depuis ~ -1",
    "{jours|semaines|mois} qu'on {attend|attendait|patiente|poireaute} ~ -1",
    "{jours|semaines|mois} que {j'attends|j'attend|j'attendais|nous attendons} ~ -1",
    "{pièce|pièces} {est|sont|était|étaient|} {en commande|commandée|commandées|en rupture|en rupture de stock} depuis ~ -1",
    "{ça a pris|ça prend|ça avait pris|a pris|ça leur a pris|ça lui a pris|leur a pris|lui a pris|il a fallu|il leur a fallu|il lui a fallu|il nous a fallu|leur a fallu|nous a fallu} * {semaines|semaine|mois|jours} {juste|seulement|rien que|} {à nous trouver|pour nous trouver|à trouver|pour trouver|à avoir|pour avoir|à obtenir|pour obtenir|à venir|pour venir|avant de venir|à revenir|pour revenir|avant de revenir|à nous donner|pour nous donner} ~ -1",
    "retard sur {le planning|le planning annoncé|le programme|le calendrier prévu|la date prévue|les délais annoncés|le délai annoncé|le délai prévu|la date annoncée} ~ -1",
    "{chantier|travaux|projet|rénovation|réno|installation|job} * pris {du|beaucoup de|pas mal de|un peu de|énormément de} retard ~ -1",
    "{respecté|tenu|respectent|tiennent|respecte|tient} {le planning|les délais annoncés|le délai annoncé|le délai prévu|la date prévue|la date annoncée|le calendrier} ~ +1",
    "{planning|calendrier} {respecté|tenu} ~ +1",
    "{en une journée|en un jour|en deux jours|en trois jours|en une matinée|en une demi journée|en une semaine|en deux semaines} {,|} {comme annoncé|comme prévu|comme promis|comme convenu|tel qu'annoncé|tel que prévu|tel que promis} ~ +1",
    "{annulé|annulée|annulés|annulées|décommandé|décommandée} {le jour même|la veille|le matin même|au dernier moment|une heure avant|deux heures avant} ~ -2",
    "{ont|a|m'ont|nous ont|m'a|nous a|qui ont|qui a} décommandé ~ -2",
    "{reporté|repoussé|décalé|déplacé|remis} {à plusieurs reprises|encore une fois|une énième fois|une nouvelle fois|de semaine en semaine} ~ -1",
    "{aucun créneau|pas de créneau|plus de créneau|pas un seul créneau|aucune dispo|pas de dispo|rien de dispo|rien de libre} avant ~ -1 F",
    "{premier|prochain} {créneau|rendez vous|rdv} {disponible|libre|dispo} * {semaines|mois} ~ -1",
    "{premier|prochain} {créneau|rendez vous|rdv} {disponible|libre|dispo} {le jour même|le lendemain|dans la journée|dans l'heure|le soir même} ~ +1",
    "dispo|dispos ~ +1",
    "{prise de rendez vous|prise de rdv|réservation|réservation en ligne} {facile|simple|rapide|efficace|très simple|très facile|super simple|fluide} ~ +1",
    "{prise de rendez vous|prise de rdv|réservation|réservation en ligne} {compliquée|compliqué|difficile|laborieuse|galère|un enfer|un parcours du combattant} ~ -1",
    "{galère|galéré|galérer|parcours du combattant|la croix et la bannière|mission impossible} {pour|à|de} {avoir|obtenir|joindre|décrocher|trouver|prendre|les joindre|les avoir|réserver} ~ -1",
    "{fait attendre|faire attendre|attendre|attendu} * {jours|semaines|mois|semaine} pour {une pièce|la pièce|les pièces|des pièces|un rendez vous|un rdv|une date|une visite} ~ -1",
    "{mis|a mis|ont mis|avait mis|avaient mis|met|mettent} * {jours|semaines|semaine|mois} {à venir|pour venir|à passer|à trouver|à nous trouver|à avoir|à intervenir|pour intervenir|à se déplacer|pour se déplacer|à revenir|pour revenir} ~ -1",
    // Added for Québécois reviews: quick to come, said by litotes ("y'ont
    // pas été longs à venir", "ça a pas été long qu'y soit là"); hard to
    // reach ("pas capable de les rejoindre"); booked or squeezed in
    // ("cédulé le lendemain", "rentré entre deux jobs"); a job done in the
    // days they said ("comme y'avaient dit"), or days past it; out of
    // hours and in the holidays ("pendant les fêtes", "après les heures").
    "{pas été long|pas été longs|pas été longue|pas été longtemps|pas pris de temps|pas traîné|pas niaisé|pas perdu de temps|pas tardé} {à venir|à arriver|à débarquer|à se déplacer|à se présenter|avant de venir|avant d'arriver|pour venir|à trouver une date|à trouver une place|à me trouver une place|à nous trouver une place|à me céduler|à nous céduler|à me booker|à nous booker} ~ +1 F",
    "{ça a pas été long|ça a pas pris de temps|ça a pas traîné|ça a pas pris goût de tinette} {avant qu'il|avant qu'ils|avant qu'elle|qu'il|qu'ils|qu'elle|qu'a} {soit là|soient là|était là|étaient là|arrive|arrivent|arrivait|vienne|viennent|débarque|débarquent|sonne à la porte|cogne à la porte} ~ +1 F",
    "{pas capable|pu capable|jamais capable|pas moyen|jamais moyen|aucun moyen} {de les rejoindre|de les joindre|de rejoindre quelqu'un|de joindre quelqu'un|de parler à quelqu'un|de parler à un humain|d'avoir quelqu'un|d'avoir la ligne|d'avoir un rendez vous|d'avoir un rdv|d'avoir une date|de leur parler|de prendre un rendez vous|de booker} ~ -2 F",
    "{cédulé|cédulée|cédulés|booké|bookée|bookés|rentré|rentrée|rentrés} {le lendemain|pour le lendemain|la même journée|le jour même|le soir même|dans la journée|dans la même journée|tout de suite|rapidement|vite|entre deux jobs|entre deux clients|entre deux appels|dans l'horaire|dans leur horaire|à la dernière minute} ~ +1",
    "{cédulé|cédulée|cédulés|booké|bookée|bookés} * {semaines|mois} plus tard ~ -1",
    "{venu|venus|venue|arrivé|arrivée|arrivés|là|débarqué|débarqués|rappelé} pas mal {vite|rapidement|rapide} ~ +1 F",
    "{en une journée|en un jour|en deux jours|en trois jours|en une matinée|en une demi journée|en une semaine|en deux semaines|à la date prévue} comme {il avait dit|ils avaient dit|elle avait dit|il nous avait dit|ils nous avaient dit|y nous avait dit|y nous avaient dit|on nous avait dit|il l'avait dit|ils l'avaient dit} ~ +1",
    "{jours|semaines|mois|semaine|journée|journées} de plus que {prévu|promis|annoncé|convenu} ~ -1",
    "{venu|venue|venus|venues|là|arrivé|arrivée|arrivés|débarqué|débarqués|déplacé|déplacés|disponible|disponibles|ouvert|ouverts} {après les heures|en dehors des heures|après les heures d'ouverture|après les heures de bureau|en dehors des heures d'ouverture|le soir de noël|pendant les fêtes|durant les fêtes|pendant le temps des fêtes|dans le temps des fêtes|à la saint jean|le jour de l'an|un jour férié|en pleine nuit|au milieu de la nuit|un dimanche soir|un samedi soir|en pleine tempête|pendant la tempête|le soir même|la nuit même} ~ +1",
  ],
  professionalism: [
    "professionnelles ~ +1",
    "aimable comme une porte de prison ~ -2 F",
    "{toujours|tout le temps|constamment|sans arrêt} {sur son natel|sur son téléphone|sur son cell|sur son cellulaire|au natel|au cellulaire|au téléphone} ~ -1",
    "{d'une grande|d'une rare|d'une belle|d'une extrême|plein de|pleine de|beaucoup de} gentillesse|amabilité|courtoisie|politesse|patience|délicatesse|douceur ~ +1",
    "gentillesse|amabilité ~ +1",
    "{était|est|étaient|sont|été} {nice|super nice|ben nice|vraiment nice|tellement nice|full nice} ~ +1",
    "{était|est|étaient|sont|été} {right nice|awful nice} ~ +1",
    "aimable|aimables|agréable|agréables|accueillant|accueillante|accueillants|souriant|souriante|souriants|chaleureux|chaleureuse|attentionné|attentionnée|attentionnés|respectueux|respectueuse|respectueuses|serviable|serviables|avenant|avenante|charmant|charmante|charmants|gentilles|sympathiques|sympas|bienveillant|bienveillante|rassurant|rassurante|calme ~ +1",
    "{de bonne humeur|bien élevé|bien élevée|bon gars|bons gars|bonne personne|bon monsieur|un amour|un ange|un gars le fun|des gars le fun|du bon monde|bon monde|de la belle visite|belle visite} ~ +1",
    "{très|vraiment|super|hyper|tellement|ben|toujours} pro ~ +1",
    "{un vrai pro|une vraie pro|des vrais pros|de vrais pros|des pros|un pro|une pro} ~ +1",
    "{professionnalisme|courtoisie|politesse|comportement|savoir vivre|manières} ~ 0 S",
    "{manque de professionnalisme|aucun professionnalisme|zéro professionnalisme|manque de respect|aucun respect|zéro respect|manque de politesse|manque de courtoisie} ~ -2 F",
    "impolis|désagréable|désagréables|arrogante|arrogants|bourru|bourrue|hautain|hautaine|méprisant|méprisante|baveux|baveuse|grossier|grossière|grossiers|malpoli|malpolie|irrespectueux|irrespectueuse|insolente|impatiente|chiant|chiante|déplaisant|déplaisante|antipathique ~ -2",
    "{mal élevé|mal élevée|mal engueulé|mal embouché|de mauvaise humeur|mauvaise attitude|bête comme ses pieds|bête comme un pied|air bête|l'air bête|pas aimable|pas sympathique|pas sympa|pas gentil|pas poli|pas courtois|pas respectueux} ~ -2 F",
    "{m'a crié après|nous a crié après|a crié|criait|m'a engueulé|m'a engueulée|nous a engueulés|m'a envoyé promener|nous a envoyés promener|m'a parlé comme à un enfant|parlé comme à un enfant|parlait comme à un enfant|pris de haut|regardé de haut|levé les yeux au ciel|roulé les yeux|ri de moi|ri de nous|riait de moi|s'est moqué|se moquait|m'a ignoré|m'a ignorée|nous a ignorés|raccroché au nez|m'a raccroché|sacrait|a sacré|blasphémait} ~ -2",
    "{pressé de partir|pressés de partir|pressé de s'en aller|à la course|en coup de vent|à la va vite} ~ -1",
    "{m'a mis à l'aise|nous a mis à l'aise|mis à l'aise|m'a rassuré|m'a rassurée|nous a rassurés|rassuré ma mère|rassuré mon père} ~ +1",
    "{respectueux|respectueuse} {de la maison|de notre maison|de ma maison|des lieux|de nos animaux|de mon chien|de nos chiens|de notre chien|de notre demeure} ~ +1",
    "{patient|patiente|doux|douce|gentil|gentille|super fin|super fine|excellent} avec {ma mère|mon père|les enfants|mes enfants|nos enfants|le chien|mon chien|notre chien|les chats|mon chat|ma grand mère|mon grand père|nous|moi|ma fille|mon fils} ~ +1",
    "laissé * {porte|barrière|clôture|portail} ouverte ~ -1",
    "{fumé|fumait|a fumé|fumer} {dans|sur|devant|en dedans} ~ -1",
    "{cellulaire|téléphone|cell} tout le temps ~ -1",
    "{s'est excusé|s'est excusée|se sont excusés|s'excusait|s'est confondu en excuses|nous a fait des excuses|m'a fait des excuses|a présenté ses excuses|ont présenté leurs excuses} ~ +1",
    "{sans s'excuser|pas d'excuses|aucune excuse|même pas excusé|jamais excusé|pas même une excuse} ~ -1 F",
    "{au delà de nos attentes|au delà de mes attentes|au dessus de nos attentes|au dessus de mes attentes} ~ +1",
    // Warm and cold impressions of the people are professionalism
    // (tests/eval/README.md): "un vrai nounours", "un gars en or", a
    // serious firm or a careless one, bad temper. "Sérieux" needs a person
    // or a firm before it, since a problem can be serious too.
    "{un vrai|un gros|un grand|un} nounours ~ +1",
    // Children and pets only: "mon père l'adore" may be the new thermostat.
    "{les enfants|nos enfants|mes enfants|le chien|notre chien|mon chien|les petits|le chat} {l'adorent|l'adore|l'adoraient|l'adorait|l'aiment|l'aime|l'ont adoré|l'ont adorée|l'a adoré|l'a adorée} ~ +1",
    "{un gars|un homme|une femme|un type|un mec|un technicien|une technicienne|des gars|un monsieur|une dame|une personne} en or ~ +1",
    "{un coeur d'or|un cœur d'or|aux petits soins|au petit soin|avec le sourire|toujours le sourire|le sourire aux lèvres|tout sourire} ~ +1",
    "prévenant|prévenante|prévenants|prévenantes|joviale|cordiale|cordiaux|bienveillants|bienveillantes|attentionnées ~ +1",
    "{équipe|entreprise|société|boîte|artisan|artisans|technicien|technicienne|techniciens|plombier|plombiers|électricien|électriciens|chauffagiste|chauffagistes|gens|gars|personnel|professionnel|professionnels|compagnie} {très|vraiment|super|hyper|tellement|} {sérieux|sérieuse|sérieuses} ~ +1",
    "{il|elle|ils|elles|le technicien|le plombier|l'électricien|le gars|l'équipe} {est|était|sont|étaient|a été|ont été} {très|vraiment|super|hyper|tellement|} {sérieux|sérieuse|sérieuses} ~ +1",
    "{manque de sérieux|aucun sérieux|zéro sérieux|peu sérieux|peu sérieuse|peu sérieuses|pas sérieux du tout|pas très sérieux|pas très sérieuse|pas sérieux|pas sérieuse} ~ -2 F",
    "{je m'en foutiste|je m'en foutistes|je m'en fichiste|je m'en foutisme|désinvolte|désinvoltes|nonchalant|nonchalante|nonchalants} ~ -2",
    "{mal luné|mal lunée|de mauvais poil|ronchon|ronchonne|grincheux|grincheuse|grognon|bougon|bougonne} ~ -1",
    "{mal parlé|parlé sèchement|répondu sèchement|ton sec|ton désagréable|ton méprisant|ton condescendant|ton agressif|agressif|agressive|agressifs} ~ -2",
    // Added for Québécois reviews: "fin" is kind ("y'était ben fin", "du
    // monde fin"), read only after a verb or a person ("la fin", "fin de
    // semaine" are no praise), and "pas mal fin" is quite kind; "d'adon"
    // is easy to deal with; talked to
    // "comme à un chien"; swearing at the customer; rushed ("avait l'air
    // pressé"), never "j'étais pressé", which is the reviewer.
    "{était|étaient|est|sont|a été|ont été|été|c'est un gars|c'est du monde|gars|monde|madame|monsieur|jeune|technicien|technicienne|toujours|tellement|full|assez|ben ben} {fin|fins|fines} ~ +1",
    "{était|étaient|est|sont|a été|ont été|c'est un gars|c'est du monde|gars|monde|madame|jeune|technicienne|toujours|tellement|full|assez|ben ben} fine ~ +1",
    "{était|étaient|est|sont|a été|ont été} {pas|pas ben|pas très|pas vraiment|vraiment pas|pas trop} {fin|fine|fins|fines} ~ -1 F",
    "{d'adon|ben d'adon|super d'adon|très d'adon|facile d'approche|facile à vivre} ~ +1",
    "pas mal {fin|fine|fins|gentil|gentille|gentils|poli|polie|polis|sympathique|sympa|smatte|patient|patiente|respectueux|respectueuse|professionnel|professionnelle|pro} ~ +1 F",
    "{pas d'adon|pas ben d'adon|pas facile d'approche|pas parlable|mauvais coucheur} ~ -1 F",
    "{parlé|parlait|parle|traité|traités|traitée|traitait|répondu|reçu|reçus} comme {à un chien|à des chiens|un chien|des chiens|un cave|une cave|des caves|à un cave|à des caves|un moins que rien|de la marde} ~ -2",
    "{sacré|sacrait|sacraient|sacrer|sacrant} {après moi|après nous|après ma|après mon|devant les enfants|devant mes enfants|dans la maison|comme un charretier|tout le long} ~ -2",
    "{avait l'air|avaient l'air|semblait|semblaient|toujours|trop|vraiment|ben|super} {pressé|pressée|pressés} ~ -1",
    "{pressé|pressée|pressés} {de finir|d'en finir|de s'en aller|de passer au suivant|de passer à l'autre|de passer au prochain} ~ -1",
  ],
  communication: [
    "{expliquée|expliqués|expliquées|expliquait|expliquaient|explication|d'explication|d'explications|l'explication|clairement expliqué|bien expliqué|tout expliqué} ~ +1",
    "{a pris|ont pris|prend|prenait|prennent} le temps de {m'expliquer|nous expliquer|tout expliquer|tout m'expliquer|tout nous expliquer|bien m'expliquer|bien nous expliquer|bien expliquer|expliquer|répondre|me montrer|nous montrer|tout nous montrer|tout me montrer} ~ +1",
    "m'expliquer|m'expliquait|m'explique|l'expliquer|m'avait expliqué ~ +1",
    "{devis|soumission|estimé|estimation|rapport|explications|explication} * {clair|claire|clairs|claires|détaillé|détaillée|détaillés|détaillées|limpide|précis|précise} ~ +1",
    "{sans un coup de fil|sans même un coup de fil|sans même appeler|sans même avertir|sans même prévenir|sans un appel|sans même un appel|sans un texto|sans même un texto|pas un coup de fil|aucun coup de fil|aucun appel|pas un appel} ~ -2 F",
    "{j'attends|on attend|j'attends toujours|on attend toujours|j'attends encore|on attend encore} {leur appel|leur retour|leur rappel|le rappel|un retour|des nouvelles|de leurs nouvelles|qu'ils me rappellent|qu'ils rappellent|qu'on me rappelle} ~ -2 F",
    "{m'a|nous a|m'ont|nous ont|m'avait|nous avait} {montré|montrée|montrés|fait voir} ~ +1",
    "{montré|envoyé|partagé|envoyée} {des photos|les photos|une photo|la photo|des vidéos|une vidéo|la vidéo|les vidéos} ~ +1",
    "{photos|vidéos|vidéo} {avant et après|avant après|de la caméra|de l'inspection} ~ +1",
    "{envoyé|envoyée|fait parvenir|remis} {un rapport|le rapport|un rapport détaillé|une soumission détaillée|un devis détaillé} ~ +1",
    "{tenu|tenue|tenus|tenait|tenaient|tient|tiennent} {au courant|informé|informée|informés|au fait} ~ +2",
    "m'a|m'ont|m'avait|m'avaient appelé|appelée|téléphoné|texté|textée|écrit|averti|avertie|prévenu|prévenue|avisé|avisée * {pour dire|pour avertir|pour prévenir|pour confirmer|pour aviser|la veille|en route|avant de venir|avant d'arriver|avant de partir|d'avance} ~ +1",
    "nous|il|elle|ils|qui a|ont|avait|avaient appelé|appelée|appelés|téléphoné|texté|textée|écrit|averti|avertis|prévenu|prévenus|avisé|avisés * {pour dire|pour avertir|pour prévenir|pour confirmer|pour aviser|m'avertir|nous avertir|me prévenir|nous prévenir|m'aviser|nous aviser|me dire|nous dire|la veille|en route|avant de venir|avant d'arriver|avant de partir|d'avance} ~ +1",
    "m'a|m'ont|m'avait|envoyé|laissé un|une texto|message|texte|courriel|sms|mot * {pour dire|pour avertir|pour prévenir|pour confirmer|pour aviser|la veille|en route|avant de venir|avant d'arriver|d'avance} ~ +1",
    "{appelé|appelée|texté|averti|prévenu|avisé|écrit} {qu'il|qu'ils|qu'elle} {serait|seraient|allait|allaient|arrivait|arrivaient|était en route|étaient en route} ~ +1",
    "{texto|textos|sms|courriel|courriels|message|appel} {de rappel|de confirmation|pour confirmer|la veille|en route|de suivi} ~ +1",
    "{rappel|confirmation} {par texto|par courriel|par sms|la veille} ~ +1",
    "{retourné|retournent|retourne|retournait|retournaient|retourner} {mes appels|mon appel|les appels|nos appels|mes messages|mes courriels|mon message|nos messages} ~ +1",
    "m'a|m'ont|m'avait|m'avaient jamais|pas|pu|plus rappelé|rappelée|rappelés|rappelées|retourné|recontacté|répondu|écrit|texté|averti|avertie|avertis|prévenu|prévenue|prévenus|avisé|avisée|avisés|dit|expliqué|appelé ~ -2 F",
    "nous a|ont|avait|avaient jamais|pas|pu|plus rappelé|rappelés|rappelées|retourné|recontacté|répondu|écrit|texté|averti|avertis|prévenu|prévenus|avisé|avisés|dit|expliqué|appelé|appelés ~ -2 F",
    "m'a|m'ont|m'avait|m'avaient même pas rappelé|rappelée|rappelés|retourné|répondu|écrit|texté|averti|avertie|prévenu|prévenue|avisé|avisée|dit|expliqué|appelé ~ -2 F",
    "{m'a|m'ont|nous a|nous ont} jamais|pas|pu|plus donné {de nouvelles|signe de vie|de retour|de suivi} ~ -2 F",
    "{personne m'a|personne ne m'a|personne nous a|personne ne nous a|personne m'avait|personne nous avait} {rappelé|rappelés|appelé|appelés|expliqué|répondu|avisé|avisés|mentionné|écrit|texté|informé|informés} ~ -2 F",
    "{jamais|pas} {rappelé|rappelée|rappelés|eu de retour|eu de nouvelles|eu de réponse|reçu de réponse|reçu la soumission|reçu de soumission|reçu le devis|reçu de devis|reçu le rapport|reçu de rapport|eu de suivi} ~ -2 F",
    "{aucune nouvelle|pas de nouvelles|pas eu de nouvelles|sans nouvelles|silence radio|aucun retour|pas de retour|aucun suivi|pas de suivi|zéro suivi|zéro communication|aucune communication|pas de communication|manque de communication|mauvaise communication|communication inexistante|communication nulle} ~ -2 F",
    "{retour d'appel|rappel|retour|soumission|devis|appel|suivi} {qui n'est jamais venu|qui est jamais venu|jamais venu|jamais reçu|jamais reçue|qui n'est jamais arrivé|qui est jamais arrivé|jamais arrivé|jamais arrivée|qui n'est jamais arrivée} ~ -2 F",
    "{bon suivi|excellent suivi|très bon suivi|super suivi|suivi impeccable|bonne communication|excellente communication|très bonne communication|super communication} ~ +1",
    "{a fait|ont fait|avait fait|est revenu faire} {un suivi|le suivi|un appel de suivi} ~ +1",
    "{m'a|nous a|m'ont|nous ont|il a|elle a|ils ont|qui a} {appelé|rappelé|téléphoné|texté|écrit|relancé} * {pour faire un suivi|pour un suivi|pour voir si|pour s'assurer|pour vérifier si|pour savoir si|prendre des nouvelles} ~ +1",
    "{revenu|revenus|repassé|repassés} {voir si|vérifier|pour vérifier|pour s'assurer} ~ +1",
    "suivi ~ 0 W",
    "{répondu|répondait|répond|répondre|réponses|réponse} à * questions ~ +1",
    "{personne nous avait dit|personne m'avait dit|on nous a rien dit|on m'a rien dit|on nous a pas dit|on m'a pas dit|ils nous ont rien dit|ils m'ont rien dit|ils nous ont pas dit|ils m'ont pas dit|sans rien dire|sans nous le dire|sans me le dire|sans nous avertir|sans me prévenir|sans nous prévenir|sans prévenir|sans avertir|sans aviser|sans nous aviser|sans m'aviser|sans un mot|sans dire un mot|sans m'avertir} ~ -2 F",
    "{versions différentes|histoires différentes|chacun disait|chacun me disait|chacun nous disait|chacun son histoire|pas la même version|deux versions|une version différente} ~ -1",
    "{à l'écoute|nous a écoutés|m'a écouté|m'a écoutée|bien écouté|écoute ses clients|écoute le client} ~ +1",
    "{présenté|expliqué|donné|offert|proposé|exposé} {les|des|plusieurs|deux|trois|différentes|toutes les} {options|choix|possibilités|solutions} ~ +1",
    "{clair|claire|clairs|claires} {et précis|et précises|dans ses explications|dans leurs explications} ~ +1",
    "{explications|explication} {claires|claire|simples|détaillées|précises} ~ +1",
    "communiquer|communique|communiquait|communiqué ~ 0 W",
    "pédagogue|pédagogues|pédagogique ~ +1",
    "{ne répond pas|répond pas|répondent pas|ne répondent pas|jamais répondu|aucune réponse} {aux mails|aux courriels|aux messages|à mes messages|à mes courriels|à mes mails|à nos messages|à nos courriels} ~ -2 F",
    "{répond|répondu|répondent|répondait} {rapidement aux|vite aux|toujours aux} ~ +1",
    // Explains well or never bothered to; warned by text; reminders by
    // mail; nobody called; the forms of "communiquer" (a training item
    // "Ils communiquent correct, sans plus" once taught the model that
    // "sans plus" spoke of communication, for want of this cue).
    "communiquent|communiquaient|communiquons|communiquez ~ 0 S N-1",
    "expliqué ~ +1",
    "{explique|expliquent} {bien|clairement|tout|toujours|très bien|super bien|chaque étape|simplement|patiemment|en détail|les choses} ~ +1",
    "{explique|expliquent|expliquait|expliquaient} {rien|jamais|mal} ~ -1 F",
    "{pas|jamais|même pas|personne n'a|personne ne} pris la peine de * {expliquer|m'expliquer|appeler|m'appeler|prévenir|rappeler|répondre|dire|avertir|aviser|montrer|informer|donner des nouvelles} ~ -2 F",
    "{pas|jamais|même pas|personne n'a|personne ne} pris la peine {d'expliquer|d'appeler|d'avertir|d'aviser|d'informer} ~ -2 F",
    "pris la peine de * {expliquer|m'expliquer|appeler|m'appeler|prévenir|rappeler|répondre|montrer|informer} ~ +1",
    "pris la peine {d'expliquer|d'appeler|d'avertir|d'aviser|d'informer} ~ +1",
    "{pas daigné|jamais daigné|même pas daigné} {me|nous|} {répondre|rappeler|expliquer|appeler|prévenir|donner} ~ -2 F",
    "{prévenu|prévenue|prévenus|averti|avertie|avertis|informé|informée|informés|avisé|avisée|avisés|rappelé|rappelée|contacté|contactée|contactés} par {texto|sms|téléphone|tél|mail|e mail|email|courriel|message|whatsapp|écrit|un coup de fil} ~ +1",
    "{rappel|rappels|confirmation|confirmations} {par mail|par e mail|par email|par message|par téléphone|automatique|automatiques|la veille au soir|avant le rendez vous|avant la visite|avant le passage} ~ +1",
    "{mail|mails|email|e mail|whatsapp|coup de fil|notification} {de rappel|de confirmation|la veille|de suivi|pour confirmer|pour prévenir|pour dire|pour avertir} ~ +1",
    "{personne n'a|personne ne nous a|personne ne m'a|et personne n'a} {appelé|prévenu|averti|rappelé|téléphoné|donné de nouvelles|donné signe de vie|écrit|envoyé de message|envoyé un message|prévenus|avertis} ~ -2 F",
    "personne {ne nous l'avait|nous l'avait|ne me l'avait|me l'avait|ne nous l'a|nous l'a|ne me l'a|me l'a} {dit|mentionné|précisé|expliqué|signalé} ~ -2 F",
    // "Des frais dont personne ne nous avait parlé": a fee nobody mentioned
    // is also honesty (tests/eval/README.md). The tokeniser reads "dont"
    // as "don't", hence "do not".
    "{do not personne|que personne} {ne nous avait|ne m'avait|nous avait|m'avait|n'avait|ne nous a|ne m'a} {parlé|rien dit|mentionné|prévenus|prévenu|avertis|averti|informés|informé} ~ -2 F also:honesty",
    "{dit|prévenu|averti|expliqué|annoncé|précisé|mentionné|indiqué} {dès le départ|d'entrée de jeu|dès le début|d'emblée|à l'avance|avant de commencer|dès le premier appel} ~ +1",
    "{rappelé|rappelée|rappelés|rappelées|recontacté|recontactée|recontactés} {dans l'heure|dans la journée|dans la demi heure|en quelques minutes|dans les dix minutes|dans les cinq minutes|dans la foulée|dans le quart d'heure|le jour même|en moins d'une heure|aussitôt|tout de suite|rapidement} ~ +1",
    "sans {un|même un|le moindre|aucun} {sms|mail|e mail|email|message|coup de téléphone|avertissement|préavis|courriel} ~ -2 F",
    "{aucun|pas un|pas le moindre} {sms|mail|coup de téléphone|texto|courriel|avertissement} ~ -2 F",
    "{compte rendu|rapport} {détaillé|clair|précis|complet|avec photos} ~ +1",
    "{envoyé|fait|remis|laissé|rédigé} un compte rendu ~ +1",
    "{tenu|tenue|tenus|tenait|tenaient|tient|tiennent} au jus ~ +1",
    "{vulgarise|vulgarisé|vulgariser|vulgarisait|en termes simples|en mots simples|avec des mots simples|sans jargon} ~ +1",
    "{explications|explication|réponses|réponse|infos|informations} {étaient|était|sont|est|restent|restaient|restées|restée|} {floues|floue|vagues|vague|confuses|confuse|évasives|évasive|contradictoires|contradictoire} ~ -1",
    "{tout et son contraire|versions contradictoires|discours contradictoires} ~ -1",
    "{a|m'a|nous a|ont|m'ont|nous ont} {tout|bien} détaillé ~ +1",
    "{présenté|expliqué|donné|offert|proposé|exposé|détaillé} {les|des|ses|nos|mes} * {options|choix|possibilités|solutions|scénarios} ~ +1",
    "{appelé|appelée|téléphoné|texté|textée|écrit} {avant|d'avance|à l'avance} {pour|de venir|d'arriver|de passer} ~ +1",
    "{mis par écrit|tout mis par écrit|m'a tout écrit|nous a tout écrit|lui a tout écrit|lui avez tout écrit|leur a tout écrit} ~ +1",
    "{mis|a mis|ont mis|avait mis|avaient mis|met|mettent} * {jours|semaines|semaine|mois} {à me rappeler|à nous rappeler|à rappeler|à me répondre|à nous répondre|à répondre|à me recontacter|à nous recontacter|à envoyer le devis|à m'envoyer le devis|à nous envoyer le devis|à envoyer la soumission} ~ -1",
    // Added for Québécois reviews: "toute" for "tout" ("y m'a toute
    // expliqué"), a text on the way ("texté en partant"), calls not
    // returned ("y retournent pas leurs appels"), questions answered by
    // halves, and a charge told over the phone beforehand (by someone:
    // "personne nous l'avait dit" is the earlier entry's nobody) or a call
    // ahead, in French or in the franglais of "he texted me avant"; the
    // time taken to speak slowly or translate; a report with photos, or
    // sent the same evening (a report, not a visit: no scheduling); the
    // options laid out "de la moins chère à la plus chère" (no verdict on
    // the price).
    "{pris le temps de|prend le temps de|prenait le temps de|prennent le temps de|prenaient le temps de} {toute m'expliquer|toute nous expliquer|toute expliquer|toute me montrer|toute nous montrer|me montrer c'était quoi|nous montrer c'était quoi|me montrer ce qui se passait|nous montrer ce qui se passait} ~ +1",
    "{m'a|nous a|m'ont|nous ont|m'avait|nous avait|m'avaient|nous avaient} {toute expliqué|toute montré|toute détaillé|toute dit|montré c'était quoi|expliqué c'était quoi|expliqué comment ça marche|montré comment ça marche} ~ +1",
    "{texté|textée|textés|écrit|appelé|appelée|téléphoné} {en partant de|en partant du|en s'en venant|en chemin|en route|une demi heure avant|une heure avant|30 minutes avant|15 minutes avant|20 minutes avant} ~ +1",
    "{retourne|retournent|retournait|retournaient} {pas|jamais|pu} {mes appels|leurs appels|les appels|ses appels|nos appels|mes messages|les messages|nos messages|mes courriels|leurs messages} ~ -2 F",
    "{répondu|répondait|répond|répondaient|répondre} à {mes|nos|ses|les|toutes mes|toutes nos} questions {à moitié|à peine|du bout des lèvres|de travers|n'importe comment} ~ -1 F",
    "{y|il|ils|elle|elles|on|qui|bureau|secrétaire|réceptionniste} {nous l'avait|nous l'avaient|me l'avait|me l'avaient|nous l'a|me l'a|nous l'ont|me l'ont} {dit|mentionné|annoncé|précisé|expliqué} {au téléphone|d'avance|à l'avance|avant|dès le départ|au premier appel|quand j'ai appelé|quand on a appelé} ~ +1",
    // A call ahead is mostly told of a late arrival, and the excuse that
    // follows ("fait que c'est pas grave", a lukewarm verdict) would make
    // a mild cue of its clause neutral: the call is not what it excuses.
    "{m'a|nous a|m'avait|nous avait|m'ont|nous ont|m'avaient|nous avaient} {appelé|appelée|appelés|texté|textée|textés|téléphoné|écrit|averti|avertis|prévenu|prévenus|avisé|avisés} avant ~ +2",
    "{pris le temps de|prend le temps de|prenait le temps de|prennent le temps de} {parler lentement|parler plus lentement|tout répéter|répéter|traduire|tout traduire|parler en anglais|parler en français|m'expliquer en anglais|m'expliquer en français|nous expliquer en anglais|nous expliquer en français} ~ +1",
    "{rapport|compte rendu|soumission|estimé} {avec des photos|avec les photos|avec photos à l'appui|avec des vidéos|avec des images} ~ +1",
    "{de la moins chère à la plus chère|du moins cher au plus cher|des moins chères aux plus chères|des moins chers aux plus chers|de la plus chère à la moins chère|du plus cher au moins cher} ~ +1",
    "{envoyé|envoyée|reçu|eu} {la vidéo|les vidéos|les photos|le rapport|un rapport|la soumission|une soumission|le devis|l'estimé|un estimé} * {le soir même|la même journée|le jour même|dans la journée|dans l'heure|en dedans d'une heure|le lendemain matin} ~ +1",
    "{texted|called|phoned|messaged} {me|us} {avant|d'avance|à l'avance|avant de venir|avant d'arriver|en partant|en chemin} ~ +1",
    // A mishap owned at once ("il nous l'a dit tout de suite") is open
    // and honest both.
    "{y|il|ils|elle|elles|on|qui} {nous l'a|me l'a|nous l'ont|me l'ont|nous l'avait|me l'avait} {dit|avoué|admis|mentionné|montré} {tout de suite|immédiatement|aussitôt|sur le champ|drette là|right away} ~ +1 also:honesty",
  ],
};

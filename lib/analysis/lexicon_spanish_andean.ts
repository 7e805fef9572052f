/**
 * Andean Spanish and Quechua cues, as customers from Peru, Bolivia and
 * Ecuador write them beside English: "allin llamk'ay" (good work),
 * "kunanqa allinmi" (it is fine now), "llullas" (liars), "un filtro de
 * yapa" (a free extra), "el precio regular", "correcto nomás", "todas
 * alineaditas", "ni disculpas pidió", "se pasó de buena", "plata
 * botada". They are written with accents, as in `lexicon_spanish_cues.ts`;
 * `lexicon_spanish.ts` adds the spellings without them and joins them to
 * the other Spanish cues.
 *
 * Quechua words of feeling name no aspect ("achachay", cold; "atatay",
 * disgust; "allin", good; "sulpayki", thanks): only "allin" said of the
 * work or of the repaired thing is quality. "Regular" is average, not
 * "regular price", and only beside a word of price; "nomás" makes a
 * verdict lukewarm ("correcto nomás" is polite and no more). "Yapa" is
 * the extra a seller throws in, a price only with its article.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Quickly ("en un ratito", "al toque", "rapidito"). */
const QUICKLY =
  "{en un ratito|en un ratito nomás|en un dos por tres|al toque|al tiro|rapidito|rapidísimo|en nada|en minutos|volando}";

/** Andean Spanish and Quechua cues, per aspect, with accents. */
export const SPANISH_ANDEAN_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    // "Arrived justo a las 9", "llegó justo a la hora".
    "{llegó|llegaron|vino|vinieron|arrived|came|showed up|was here|got here} justo a {las|la hora|la hora que dijo|la hora acordada} ~ +1",
  ],
  scheduling: [],
  price: [
    // The price judged average: "el precio regular", "precio regularcito".
    "{el precio|precio|los precios|price|the price|la cuenta|el cobro} {regular|regularcito|normalito|ahí nomás|ok nomás|okay nomás} ~ 0 S R",
    // A free extra: "me regaló un filtro de yapa", "con su yapita".
    "{de|una|la|su|con|mi} {yapa|yapita} ~ +1",
    // Money thrown away, feminine as "plata" is: "plata botada".
    "{plata|platita|dinero|lana} {botada|tirada|perdida|regalada} ~ -2",
    "{dinero|billete|platal} {botado|tirado} ~ -2",
  ],
  quality: [
    // Quechua: "allin llamk'ay" (good work), "kunanqa allinmi" (now it
    // is good), "mana allinchu" of the work.
    "allin {llamk'ay|llamkay|llank'ay|llankay|ruwasqa|ruwaska} ~ +2",
    "{kunanqa|kunan|ñam|ña} {allinmi|allin} ~ +1",
    // Lined up neatly: "todas alineaditas", "niveladito".
    "alineadito|alineadita|alineaditos|alineaditas|niveladito|niveladita|niveladitos|niveladitas ~ +1",
    // Passed inspection first time: "inspection pasada a la primera".
    "{pasó|pasaron|pasamos|pasada|pasado|aprobó|aprobaron|aprobada|aprobado} {la inspección|inspección|la inspection|the inspection|inspection|} a la primera ~ +1",
    // No trouble since: "two years old now, ni un problema", "three
    // months later sin problemas".
    "{ni un problema|ni un solo problema|ni un problemita} ~ +1 F",
    "{meses|semanas|años|months|weeks|years} {después|later|ya|and} {sin problemas|sin ningún problema|ni un problema|cero problemas} ~ +1 F",
  ],
  professionalism: [
    // No apology: "ni disculpas pidió", "ni perdón dijo".
    "ni {disculpas|perdón|un perdón|un lo siento} {pidió|pidieron|dijo|dijeron|ofreció} ~ -1 F",
    // Kind beyond need: "se pasó de buena", "se pasaron de amables".
    "{se pasó|se pasaron} de {buena|bueno|buenos|buenas|amable|amables|atento|atenta|atentos|buena gente} ~ +1",
    // Polite and no more: "fue correcto nomás".
    "{fue|es|era|estuvo|estuvieron|fueron} {correcto|correcta|correctos|correctas|amable|educado|educada} {nomás|no más|namás|y ya|nada más} ~ 0 S R",
  ],
  communication: [],
  cleanliness: [
    // Dust left about: "polvo everywhere en el pasillo", "polvo por
    // toda la sala".
    "polvo {everywhere|all over|por todos lados|por todas partes|por toda la casa|por toda la sala|en todo|en todos lados|regado} ~ -1",
  ],
  expertise: [
    // Found at once: "found a collapsed pipe en un ratito".
    `{encontró|encontraron|halló|hallaron|detectó|detectaron|found|spotted|located} * ${QUICKLY} ~ +1`,
  ],
  honesty: [
    // Quechua "llulla" (liar, lying), said of the company.
    "llulla|llullas|llullakuna|llullaq ~ -2",
    // No sales pressure, in mixed speech: "with no presión at all".
    "{with no|no|zero} presión {at all|para nada|ninguna|de venta|de ventas|whatsoever} ~ +1 F",
    "{with no|zero} presión ~ +1 F",
  ],
};

/**
 * Spanish cues of Central America (Nicaragua, Honduras, El Salvador,
 * Guatemala) and turns any Spanish speaker also writes, for reviews
 * written mostly in Spanish or mixed with English: "no dejan reguero",
 * "dejó un polvazal", "bien suave con los chigüines", "me dolió en el
 * alma" said of a bill, "tardó el doble de lo que dijo", "me la mandaron
 * al toque", "lo que cobra todo mundo". They are written with accents,
 * as in `lexicon_spanish_cues.ts`; `lexicon_spanish.ts` adds the
 * spellings without them and joins them to the other Spanish cues.
 *
 * Central American words that are something else alone stand only
 * inside a phrase: "tuani" (Nicaraguan "cool") is vague praise unless
 * said of the work, "suave" is soft ("suave con los chigüines" is gentle
 * with the kids), "al toque" is quick, which is communication when what
 * came quickly was a document and scheduling when it was a visit, and
 * "me dolió en el alma" is a price only after a word of money.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Children, as Central America and Mexico call them ("los chigüines"). */
const KIDS =
  "{chigüines|chigüín|chigüina|chigüinas|cipotes|cipote|cipotas|cipota|patojos|patojas|patojo|patoja|güirros|güirro|bichos|bichitos|chamacos|chamaquitos|chavalos|chavalitos|chiquitos|chiquillos|niños|niñas|niñitos|nenes|hijos|hijas|bebés|bebé|cipotitos|chigüinitos}";

/** Documents sent ("me mandaron la factura al toque"). */
const DOCUMENTS =
  "{factura|facturas|cotización|cotizaciones|presupuesto|presupuestos|reporte|informe|recibo|recibos|fotos|estimado|quote|estimate|invoice|receipt|report|papeles|papeleo}";

/** Quickly ("al toque", "al tiro", "de volada", "rapidito"). */
const QUICKLY =
  "{al toque|al tiro|de volada|volando|rapidito|rapidísimo|enseguida|en seguida|de inmediato|inmediatamente|luego luego|en minutos|en un ratito|ese mismo día|el mismo día|esa misma tarde}";

/** Central American and everyday Spanish cues, per aspect, with accents. */
export const SPANISH_CENTRAL_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [],
  scheduling: [
    // A job's length against its promise: "tardó el doble de lo que
    // dijo" (not honesty: the time, not the bill), "se tardó seis
    // semanas cuando nos dijeron tres".
    "{tardó|tardaron|se tardó|se tardaron|demoró|demoraron|se demoró|se demoraron|duró|duraron|se llevó|se llevaron|tomó|tomaron} {el doble|el triple|dos veces más|mucho más|bastante más|más tiempo|más días|más semanas} {de lo que|del tiempo que|de lo|que lo que} ~ -1",
    // "Iba a ser de tres semanas y ya vamos en siete".
    "iba a ser de * {días|semanas|meses} y ya {vamos|van|llevamos|llevan|íbamos} {en|por} ~ -1",
    "{tardó|tardaron|se tardó|se tardaron|demoró|demoraron|se demoró|se demoraron|duró|duraron|se llevó|se llevaron} * {días|semanas|meses|horas} {cuando|y} {nos|me|} {dijeron|dijo|habían dicho|había dicho|prometieron|prometió|cotizaron|cotizó} ~ -1",
  ],
  price: [
    // Dearer than the rest: "cobran un poquito más que los demás".
    "{cobran|cobra|cobró|cobraron|cobraba|cobraban|salen|sale|salió|son|es} {un poco|un poquito|un poquitito|algo|bastante|mucho|muchísimo|tantito|un chele|un pelo} {más|más caro|más caros|más cara|más caras} {que los demás|que las demás|que otros|que otras|que la competencia|que el resto|que cualquiera|que todos|que todo mundo|que otras compañías|que otras empresas} ~ -1",
    "{más caro|más cara|más caros|más caras} {que los demás|que las demás|que el resto|que todo mundo|que cualquiera|que todos} ~ -1",
    // Money thrown away: "pisto tirado"; "ese pisto no lo vale".
    "{pisto|pistío|lana|plata|reales|billete} {tirado|botado|perdido|a la basura} ~ -2",
    "{ese pisto|esa plata|ese dinero|esa lana|ese precio|esos reales} no lo {vale|valía|valió} ~ -1",
    // What everyone charges: neutral, reported as such.
    "lo que {cobra|cobran|cobraba|cobraban|pide|piden} {todo mundo|todo el mundo|los demás|cualquier otro|cualquier otra|cualquier compañía|en todos lados|en todas partes|en cualquier lado|cualquier plomero|cualquier electricista} ~ 0 S R",
    // A bill that hurt: "the bill del panel me dolió en el alma"; the
    // soul only after a word of money (a scratched floor hurts it too).
    "{bill|factura|cuenta|precio|cobro|cotización|quote|estimate|invoice|total|pisto|pagar|pagarlo|pagué|pagamos} * {me|nos|} {dolió|duele|dolía|dolieron} {en el alma|hasta el alma|el alma} ~ -2",
    "{me|nos} {dolió|duele|dolía|va a doler} {el bolsillo|en el bolsillo|la cartera|en la cartera} ~ -1",
    // A fee judged: "cobró la visita nomás, $95, que me parece justo"
    // ("me parece bien" says nothing of money).
    "{que|lo que|eso} {me parece|me pareció|se me hace|se me hizo} {justo|justito|razonable|barato|baratito} ~ +1",
    // Neither one thing nor the other: "ni muy muy ni tan tan en precio".
    "ni muy muy ni tan tan {en precio|de precio|en el precio|en cuanto al precio|el precio|en lo que cobran} ~ 0 S R",
    "{el precio|los precios|la factura|el cobro} * ni muy muy ni tan tan ~ 0 S R",
  ],
  quality: [
    // "Tuani" said of the work: "tuani el trabajo", "quedó bien tuani".
    "{tuani|tuanis|chivo|chiva|chilero|chilera|cheque|vergón|macizo} {el trabajo|la instalación|la chamba|el jale|el trabajito|la reparación|el arreglo|el acabado} ~ +2",
    "{quedó|quedaron|salió|salieron} {tuani|bien tuani|muy tuani|tuanis|chivo|bien chivo|chilero|bien chilero|cheque|bien cheque|vergón|macizo} ~ +2",
    // Praise taken back by a hedge: "quedaron bien, supongo".
    "{quedó|quedaron|salió|salieron|funciona|funcionan} bien {,|} {supongo|me imagino|digo yo|creo yo} ~ 0 S R",
    "{dejó|dejaron} {huecos|un hueco|los huecos|el hueco|boquetes} ~ -1",
    "silenciosito|silenciosita|silenciositos|silenciositas ~ +1",
    // The fault gone: "ya no se tambalea"; back: "se volvió a arruinar",
    // "sigue haciendo el mismo ruido".
    "ya no {se tambalea|tambalea|se bambolea|bambolea|se mece|vibra|zumba|truena|chilla|rechina|tiembla|se tambaleaba} ~ +1 F",
    "{se volvió|volvió|se volvieron|volvieron|se vuelve|vuelve} a {arruinar|arruinarse|dañar|quebrar|parar|trabar|trabarse|pegar} ~ -2",
    "{sigue|siguen|seguía|seguían|continúa|continúan} * {el mismo|la misma} {ruido|ruidito|problema|falla|fuga|gotera|olor|goteo} ~ -2 F",
  ],
  professionalism: [
    // Gentle with the children: "bien suave con los chigüines".
    `{suave|suavecito|suavecita|tierno|tierna|paciente|pacientes|cariñoso|cariñosa|amable|amables|lindo|linda|buena onda|atento|atenta} con {los|las|mis|sus|nuestros|nuestras|el|la|mi|} ${KIDS} ~ +1`,
    // Cheerful: "siempre sonriendo", "bien tuani, siempre sonriente".
    // A door left open with the pets or children about.
    "{dejó|dejaron} {la puerta|el portón|la reja|el zaguán|el gate} * {abierta|abierto} ~ -1",
    "{siempre sonriendo|siempre sonriente|siempre con una sonrisa|siempre de buen humor|siempre de buenas|con una sonrisa|bien sonriente|muy sonriente|sonrientes} ~ +1",
  ],
  communication: [
    // A document sent at once: "me la mandaron por email al toque".
    `{me|nos} {la|lo|las|los} {mandaron|mandó|envió|enviaron|pasaron|pasó} * ${QUICKLY} ~ +1`,
    `${DOCUMENTS} * {mandaron|mandó|envió|enviaron} * ${QUICKLY} ~ +1`,
    // Said plainly: "le habló despacito y con palabras sencillas".
    "{con|en} palabras {sencillas|simples|fáciles|claras|sencillitas} ~ +1",
    "{habló|hablaba|explicó|explicaba|explicaron} {despacito|bien despacito|despacio y|clarito} ~ +1",
    // Never let us know: "nunca avisaba", "nadie me llamaba".
    "{nunca|no|nadie|jamás|ni} {avisaba|avisaban|me avisaba|nos avisaba|me avisaban|nos avisaban|me llamaba|nos llamaba|me llamaban|nos llamaban|me decía nada|nos decía nada|me decían nada|nos decían nada|informaba|informaban} ~ -2 F",
  ],
  cleanliness: [
    // "No dejan reguero", "sin dejar tiradero".
    "{no|nunca|ni|jamás} {dejan|deja|dejó|dejaron|dejaba|dejaban|dejaron ni|dejó ni} {reguero|regadero|tiradero|cochinero|mugrero|chiquero|desorden|basura|polvo|polvazal|chagüite|mugre} ~ +1 F",
    "sin dejar {reguero|regadero|tiradero|cochinero|mugrero|chiquero|desorden|basura|polvo|nada tirado|nada sucio|mugre} ~ +1 F",
    // Gone without cleaning; Salvadoran "chuco" (dirty) said of a room.
    "{se fue|se fueron|terminó|terminaron|se largó|se largaron} sin {limpiar|recoger|barrer|limpiar nada|recoger nada} ~ -1 F",
    "{todo|toda|bien|muy|dejó|dejaron} {chuco|chuca|chucos|chucas} ~ -1",
    // Dust everywhere: "dejó un polvazal", "un chagüite de polvo".
    "polvazal|polvazales|polvadal|polvazón|polvaredón ~ -1",
    // Left cleaner than found.
    "{dejó|dejaron} {el área|la zona|el cuarto|el baño|la cocina|el garaje|el garage|el sótano|el patio|todo} {mejor|más limpio|más limpia|más limpios} {que|de} como {estaba|estaban|lo encontró|la encontró|lo encontraron|la encontraron} ~ +1",
    "{dejó|dejaron|dejaba|dejaban|hizo|hicieron} {un|una} {polvero|polvareda|polvadera|chagüite|chiquero|cochinero|tiradero|reguero} ~ -1",
  ],
  expertise: [
    // Found at once: "lo encontró al toque", "la encontraron rapidito".
    "{lo|la|los|las} {encontró|encontraron|halló|hallaron|detectó|detectaron|localizó|localizaron} {al toque|al tiro|de volada|rapidito|rapidísimo|bien rápido|en nada|luego luego|volando} ~ +1",
    "{no sabía|no sabían|no sabe|no saben} ni {qué|lo que} {estaba haciendo|estaban haciendo|hacía|hacían|hacer|era} ~ -2 F",
  ],
  honesty: [
    // Damage blamed on the house: "me rayó el piso y dijo que ya estaba
    // así" (the damage itself is quality).
    "{dijo|dijeron|decía|decían|alegó|alegaron} que {ya estaba|ya estaban|así estaba|así estaban|ya venía|ya venían} {así|rayado|rayada|quebrado|quebrada|roto|rota|dañado|dañada|rajado|rajada} ~ -2",
    "{dijo|dijeron|decía|decían|alegó|alegaron} que ya {estaba|estaban} así ~ -2",
  ],
};

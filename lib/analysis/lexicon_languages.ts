/**
 * Judging words in the languages reviewers of US home services most often
 * switch into mid-sentence: Spanish above all, then French, Tagalog and
 * Hindi/Urdu written in Latin letters ("muy puntual pero bien caro",
 * "très poli, pas cher", "sobrang bait ni Marco", "bahut accha kaam").
 * English cues cannot see these words, so a bilingual review lost its
 * aspects; these entries give them the same cue kinds the English words
 * have, so the model weighs them alike. Both the accented and the plain
 * spelling are listed, since many typists leave the accents off.
 *
 * Words that are also English words ("sale", "pain", "bait", "super fine",
 * "competent") are left out, or kept only inside a phrase ("cher en
 * maudit", not "cher", the singer). Entries are `"pattern ~ flags"`, as described in
 * `lexicon.ts`. French, written mostly in French by many reviewers, has
 * its own module (`lexicon_french.ts`); the entries here that mix it with
 * Spanish stay here.
 *
 * @module
 */
import { ASPECT_IDS, type AspectId } from "../schemas/mod.ts";
import {
  FRENCH_ASPECT_CUES,
  FRENCH_CONTRAST_WORDS,
  FRENCH_GENERAL_CUES,
  FRENCH_INTENSIFIERS,
  FRENCH_NEGATORS,
  FRENCH_SUB_RATING_LABELS,
} from "./lexicon_french.ts";

/** A table with one list per aspect. */
function byAspect(
  make: (aspect: AspectId) => readonly string[],
): Record<AspectId, readonly string[]> {
  const table = {} as Record<AspectId, readonly string[]>;
  for (const aspect of ASPECT_IDS) table[aspect] = make(aspect);
  return table;
}

/** Aspect cues in languages other than French, per aspect. */
const OTHER_ASPECT_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "puntual|puntuales|ponctuel|ponctuelle|ponctuels ~ +1",
    "puntualidad|ponctualité|ponctualite ~ 0 S",
    "{a tiempo|a la hora|a la hora acordada|à l'heure|a l'heure} ~ +1",
    "{llegó|llego|llegaron|vino|vinieron|arrived|came|showed up} * tarde ~ -1",
    "{muy|bien|súper|super|demasiado} tarde ~ -1",
    "{nunca|jamás|jamas} {llegó|llego|llegaron|vino|vinieron|apareció|aparecio|aparecieron|se presentó|se presento} ~ -2 F",
    "{late|huli} na ~ -1",
    "{llegaron|llegó|llego|vino|vinieron|estaban aquí|estaban aqui|estuvo aquí|estuvo aqui} {cuando|como|a la hora que} {dijeron|dijo|prometieron|prometió|prometio|quedamos} ~ +1",
    "{llegó|llego|llegaron} {temprano|antes} ~ +1",
    "{hindi sila|di sila} on time ~ -1 F",
    "en punto ~ +1",
    "{los espere|los esperé|lo espere|lo esperé|esperamos|esperé|espere} todo el {día|dia} ~ -2",
    "{llegaron|llegó|llego|vinieron|vino} hasta las ~ -1 F",
    "{nadie|no} {llegó|llego|llegaron|vino|vinieron|apareció|aparecio} ~ -1 F",
  ],
  scheduling: [
    "{el mismo día|el mismo dia|mismo día|mismo dia|le jour même|le jour meme|la même journée|la meme journee} ~ +1",
    "{me|nos} {atendieron|atendió|atendio} {rápido|rapido|pronto|luego luego|enseguida} ~ +1",
    "{cita|citas|rendez-vous|rendez vous} ~ 0 W N-1",
    "{cancelaron|canceló|cancelo|cambiaron|reprogramaron} * {cita|citas|visita} ~ -1",
    "{esperar|esperamos|esperé|espere|esperando} * {semanas|semana|mes|meses|días|dias} ~ -1",
    "{se tardaron|tardaron|se tardó|se tardo|tomó|tomo} * {semanas|semana|mes|meses|días|dias} ~ -1 W",
    "{esa misma noche|esa misma tarde|ese mismo día|ese mismo dia|al día siguiente|al dia siguiente|al otro día|al otro dia} ~ +1",
    "{no contestan|no contestaron|nadie contesta|nadie contestó|nadie contesto|nunca contestan|nunca contestaron|nunca contestó|nunca contesto} ~ -2 F",
    "{contestó|contesto|contestaron} {right away|rápido|rapido|enseguida|luego luego} ~ +1",
    "{sumagot agad|may sumagot agad|pumunta agad|dumating agad|pumunta pa rin} ~ +1",
    "{no podían|no podian|no pueden|no podía|no podia} venir ~ -1 F",
    "{cita|venir} hasta el {lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo} ~ -1",
    "{sale la grabadora|salía la grabadora|salia la grabadora|la contestadora} ~ -1",
    "{contestó|contesto} una persona ~ +1",
    "{nunca|no} {contestan|contestaron|contestó|contesto|responden} el teléfono|telefono ~ -2 F",
  ],
  price: [
    "caro|cara|caros|caras|carísimo|carisimo|carísima|carisima ~ -1",
    "mehenga|mehnga|mahanga ~ -1",
    "barato|barata|baratos|baratas|económico|economico|económica|economica|accesible|accesibles ~ +1",
    "{sasta|sulit} ~ +1",
    "{buen precio|buenos precios|precio justo|precios justos|precio razonable|precios razonables|bon prix|prix raisonnable|prix juste|prix honnête|prix honnete} ~ +2",
    "{cobraron|cobró|cobro} de más|mas ~ -2 F",
    "{vale la pena|valió la pena|valio la pena|ça vaut le coût|ca vaut le cout} ~ +1 N-1",
    "{dinero tirado|tirar el dinero|un robo|un abuso} ~ -2",
    "{ang|medyo|sobrang|masyadong|napaka|napakamahal|mas} mahal ~ -1",
    "mura|pinakamura|napakamura ~ +1",
    "{cobra|cobran|cobró|cobro|cobraron} {muy caro|mucho|bastante|demasiado} ~ -1",
    "{sin cobrarme|sin cobrarnos|sin cobrar} nada ~ +1 F",
    "{nomás|nomas|nada más|nada mas} por venir ~ -1",
    "{no nos cobró|no nos cobro|no nos cobraron|no me cobró|no me cobro|no me cobraron|no cobraron} nada ~ +1 F",
    "{más barato|mas barato|más barata|mas barata|el precio más bajo|el precio mas bajo} ~ +1",
    "{precio|precios|prix|presupuesto|cotización|cotizacion|devis|facture} ~ 0 W N-1",
  ],
  quality: [
    "trabajo|travail|kaam ~ 0 W",
    "{trabajo|travail} {bien hecho|impecable|impeccable|de calidad|de qualité|de qualite|bien fait} ~ +2",
    "{quedó|quedo|quedaron|salió|salio} {bien|perfecto|perfecta|muy bien|súper bien|super bien|como nuevo|como nueva} ~ +2",
    "{mal hecho|chapuza|chapucero|mal fait|bâclé|bacle} ~ -2",
    "{sigue|siguió|siguio} {goteando|fallando} ~ -2",
    "{calidad|qualité|qualite} ~ 0 W N-1",
    "{sigue|seguía|seguia|siguió|siguio} sin {enfriar|calentar|funcionar|servir|prender} ~ -2 F",
    "{dejó|dejo|dejaron} de funcionar * {otra vez|de nuevo|a los|después|despues} ~ -2",
    "{pasó|paso|pasaron} la inspección|inspeccion ~ +1",
    "{rechazó|rechazo|rechazaron} * {trabajo|inspección|inspeccion} ~ -2",
    "{funciona|funcionan|funcionando|enfría|enfria|calienta} {perfecto|perfectamente|muy bien|bien|de maravilla} ~ +1",
    "{sin fugas|ni una fuga|cero fugas} ~ +1 F",
    "{arruinada|arruinado|arruinaron|rompieron|rompió|rompio} ~ -1",
    "{ang ayos|maayos|ang ganda} ~ +1 W",
    "{tumutulo|sira|ayaw|maingay|mainit|malamig} pa rin ~ -2 F",
    "{hindi gumana|hindi gumagana|ayaw gumana|ayaw gumagana} ~ -2 F",
    "walang problema ~ +1 F",
    "{buen trabajo|trabajo limpio|bien hecho} ~ +1",
    "{trabajan|trabaja} bien ~ +1",
    "{sigue|siguen|seguía|seguia|siguió|siguio} igual ~ -2",
    "{se volvió|se volvio|volvió|volvio} a {gotear|fallar|tirar agua|tapar|taparse|descomponer|romper} ~ -2",
    "{a los|a la} * {días|dias|semana|semanas} * {goteando|tapar|tapó|tapo|fallar|falló|fallo} ~ -2",
    "{hace|hacía|hacia} * menos ruido ~ +1",
    "{destrozado|destrozada|destrozaron} ~ -1",
  ],
  professionalism: [
    "amable|amables|educado|educada|educados|respetuoso|respetuosa|respetuosos|cortés|cortes ~ +1",
    "mabait|magalang ~ +1",
    "profesional|profesionales|professionnel|professionnelle|professionnels ~ +1",
    "{poco profesional|nada profesional|pas professionnel|peu professionnel} ~ -2 F",
    "{grosero|grosera|groseros|maleducado|maleducada|mal educado|impoli|impolie|bastos} ~ -2",
    "{paciencia|paciente|pacientes|buena gente|caballero} ~ +1",
    "{con respeto|buena persona|buenas personas} ~ +1",
    "{ni una disculpa|sin disculpas|ni perdón|ni perdon} ~ -1 F",
    "{me tranquilizó|me tranquilizo|nos tranquilizó|nos tranquilizo} ~ +1",
    "{con prisa|a la carrera|apurado|apurados} ~ -1",
  ],
  communication: [
    "{me|nos} {mantuvieron|mantuvo|tuvieron} {informado|informada|informados|al tanto} ~ +2",
    "{nunca|no} {me|nos} {regresaron|devolvieron|regresó|regreso} la llamada ~ -2 F",
    "{explicó|explico|explicaron|explicándome|explicandome|bien explicado|nos enseñó|nos enseño|me enseñó|me enseño} ~ +1",
    "{llamó|llamo|llamaron|avisó|aviso|avisaron|mandó un mensaje|mando un mensaje} para avisar ~ +1",
    "{nadie|no|nunca} {avisó|aviso|avisaron|llamó|llamo|llamaron|dijo nada|dijeron nada|me ha llamado|nos ha llamado|me llamó|nos llamó|me llamo|nos llamo} ~ -2 F",
    "{sin avisar|sin avisarnos|sin avisarme|sin decirnos|sin decirme|sin decir nada} ~ -2 F",
    "{avisando|me avisó|me aviso|nos avisó|nos aviso|me mandó mensaje|me mando mensaje} ~ +1",
    "{ni me dejó|ni me dejo} hacer preguntas ~ -1 F",
    "{expliqué|explique|expliquer|explications|pinaliwanag|ipinaliwanag|nagpaliwanag} ~ +1",
    "{pinakita|ipinakita|nag send * pictures} ~ +1",
    "{personne nous avait avertis|sans nous avertir|sans avertir|pas avertis|walang nag call back|walang tumawag|hindi tumawag|hindi nag reply} ~ -2 F",
  ],
  cleanliness: [
    "limpio|limpia|limpios|limpias|limpiaron|limpió|limpieza|propre|propres|malinis ~ +1",
    "sucio|sucia|sucios|sucias|cochinero|tiradero|desmadre|cochon|salissant ~ -2",
    "{lodo|tierra|polvo|basura|mugre} por toda la casa ~ -2",
    "{dejó|dejo|dejaron} * {basura|tiradero|la caja|las cajas|todo sucio|todo tirado} ~ -1",
    "{recogieron|recogió|recogio|limpiaron todo|dejaron todo limpio} ~ +1",
    "{se quitó|se quito|se quitaron} {las botas|los zapatos} ~ +1",
    "{makalat|kalat|ang kalat} ~ -1",
  ],
  expertise: [
    "{sabe|saben|sabía|sabia|sabían|sabian} lo que {hace|hacen|hacía|hacia|hacían|hacian} ~ +2",
    "{no sabía|no sabia|no sabían|no sabian|no sabe|no saben} {nada|qué hacer|que hacer|lo que hacía|lo que hacia} ~ -2 F",
    "experto|experta|expertos|conocedor|conocedora|compétent|compétente|competente|magaling|galing ~ +1",
    "{mucha|con mucha} experiencia ~ +1",
    "{no sabía|no sabia|no sabían|no sabian} {cómo|como} ~ -2 F",
    "{sabe|saben|sabía|sabia} mucho ~ +2",
    "{alam niya agad|alam agad} ~ +1",
    "{conoce|conocen|sabe|saben} {muy bien|bien} su trabajo ~ +2",
  ],
  honesty: [
    "honesto|honesta|honestos|honrado|honrada|honnête|honnete|honnêtes|imaandar|imandar|imaandaar ~ +1",
    "{de confianza|confiable|confiables|digne de confiance} ~ +1",
    "{estafa|estafadores|estafador|ladrones|rateros|transas|arnaque|arnaqueurs|voleurs} ~ -3",
    "{mentiroso|mentirosos|mintió|mintio|mintieron|menteur} ~ -2",
    "{sin presionar|sin presión|sin presion|no nos presionó|no nos presiono|no presionó|no presiono} ~ +1 F",
    "{querían|querian|quería|queria|quiso|quisieron} {vender|venderme|vendernos|venderle} ~ -2",
    "{cero|sin|ninguna|no hubo} sorpresas ~ +1 F",
    "{nos dijo|me dijo|nos dijeron|me dijeron} que no {necesitábamos|necesitabamos|necesitaba|hacía falta|hacia falta} ~ +2 F",
    "{hindi raw kailangan|hindi kailangan palitan|hindi pa kailangan} ~ +1 F",
    "{nunca me presionaron|no me presionaron|no presionaron|sin presionarme|sin presionarnos} ~ +1 F",
    "{ver la cara|vernos la cara|verme la cara} ~ -2",
    "{no gastara|no gastar|no gaste} mi dinero ~ +1 F",
    "que no {necesitaba|necesitábamos|necesitabamos|hacía falta|hacia falta} {cambiarlo|cambiarla|uno nuevo|una nueva|cambiar} ~ +2 F",
    "{no quisieron|no quiso} {respetar|honrar|cumplir} la garantía|garantia ~ -2 F",
    "{dijeron|dijo} que así|asi estaba ~ -2",
    "{nadie me mencionó|nadie me menciono|nadie mencionó|nadie menciono} ~ -2 F",
    "ni un centavo más|mas ~ +1 F",
  ],
};

/** Aspect cues in other languages, per aspect. */
export const LANGUAGE_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...OTHER_ASPECT_CUES[aspect],
  ...FRENCH_ASPECT_CUES[aspect],
]);

/** General opinion words in other languages (no aspect of their own). */
export const LANGUAGE_GENERAL_CUES: readonly string[] = [
  "excelente|excelentes|excellente|excellents|napakagaling|zabardast|zabardust ~ +3",
  "{muy bien|muy bueno|muy buena|très bien|tres bien|très bon|tres bon|bahut accha|bahut achha|bahut acha} ~ +2",
  "bueno|buena|buenos|buenas|bien|bon|bonne|maganda|accha|achha|acha|badhiya|badiya ~ +1",
  "{recomiendo|recomendado|recomendados|recomendable|je recommande|recommandé|recommande} ~ +1",
  "gracias|merci|salamat|shukriya|dhanyavad ~ +1",
  "{como nuevo|como nueva} ~ +1",
  "malo|mala|malos|malas|pésimo|pesimo|pésima|pesima|nul|nulle|bakwas|bekaar|bekar ~ -2",
  "{un desastre|una porquería|una porqueria|un cauchemar|decepcionado|decepcionada|déçu|decu|déçue} ~ -2",
  "{más o menos|mas o menos|lo normal|ni más ni menos|ni mas ni menos|aceptable|técnicamente|tecnicamente|comme ci comme ça|comme ci comme ca|okay lang|ok lang|pwede na|sakto lang|sans plus|theek hai|thik hai} ~ 0 F",
  ...FRENCH_GENERAL_CUES,
];

/** Words that negate what follows, in other languages. */
export const LANGUAGE_NEGATORS: readonly string[] = [
  "nadie",
  "ningún",
  "ningun",
  "ninguno",
  "ninguna",
  "sin",
  "nunca",
  "jamás",
  "jamas",
  "nahi",
  // Tagalog's "not"; also the name of a language, rarely written in a review.
  "hindi",
  "nahin",
  "nai",
  ...FRENCH_NEGATORS,
];

/** Words that strengthen the next opinion word, in other languages. */
export const LANGUAGE_INTENSIFIERS: readonly string[] = [
  "muy",
  "súper",
  "bien",
  "demasiado",
  "bastante",
  "sobrang",
  "grabe",
  "napaka",
  "bahut",
  "bohot",
  ...FRENCH_INTENSIFIERS,
];

/** Words that start a contrasting clause, in other languages. */
export const LANGUAGE_CONTRAST_WORDS: readonly string[] = [
  "pero",
  "lekin",
  ...FRENCH_CONTRAST_WORDS,
];

/** Names of aspects in sub-ratings, in other languages ("Precio 3/5"). */
export const LANGUAGE_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["puntualidad", "punctuality"],
  ["precio", "price"],
  ["calidad", "quality"],
  ["limpieza", "cleanliness"],
  ["amabilidad", "professionalism"],
  ["trato", "professionalism"],
  ["comunicación", "communication"],
  ["comunicacion", "communication"],
  ["honestidad", "honesty"],
  ["conocimiento", "expertise"],
  ...FRENCH_SUB_RATING_LABELS,
];

/**
 * Spanish judging words, as customers from Mexico, Puerto Rico, Cuba,
 * Colombia, Venezuela, Central America, Spain and the US write them, for
 * reviews written mostly or partly in Spanish ("llegó puntualito",
 * "un pastón", "quedó de lujo", "nunca devolvieron la llamada"). They are
 * cues like the English ones (`lexicon.ts` describes the entries): the
 * rules read them as they read English, and the trained model weighs them
 * by the cue-kind features it learned from English.
 *
 * Each new entry is written once, with its accents; `spanishSpellings`
 * adds the forms typed without accents, and without the tilde of "ñ", as
 * many phones and English keyboards type them. "¿" and "¡" are tokens of
 * their own and need nothing.
 *
 * Words that are also English ("red", "pie", "once", "come", "pan", "tan",
 * "sale", "son", "fin", "genial", "cordial", "gratis", "fatal", "pasta")
 * appear only inside a phrase that English never writes ("muy cordial",
 * "pasta tirada"); "crack" not even there ("un crack en el heat
 * exchanger"). Words of Spain added after "guay", "majo" and "carísimo"
 * ("una pasada", "un timo", "currar") follow a "Castilian (Spain)" note
 * in each list.
 * Spanish negates before the verb, as English does ("no", "nunca",
 * "ni"); "nada" is no negator ("nada más" is "only"): the phrases that
 * need it say so themselves ("nada caro"). Entries that mix Spanish with
 * French or another language stay in `lexicon_languages.ts`.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect, compact, withoutAccents } from "./lexicon_spellings.ts";
import { SPANISH_CUES } from "./lexicon_spanish_cues.ts";
import { SPANISH_CARIBBEAN_CUES } from "./lexicon_spanish_caribbean.ts";
import { SPANISH_CENTRAL_CUES } from "./lexicon_spanish_central.ts";
import { SPANISH_ANDEAN_CUES } from "./lexicon_spanish_andean.ts";

/** A text without its accents but with its "ñ" ("está" → "esta", "año"). */
function withTilde(text: string): string {
  return withoutAccents(text.replaceAll("ñ", "\uE000")).replaceAll(
    "\uE000",
    "ñ",
  );
}

/** The alternatives of a word or phrase: as written and without accents. */
function spelt(alternatives: readonly string[]): string {
  const forms = new Set<string>();
  for (const alternative of alternatives) {
    forms.add(alternative);
    forms.add(withTilde(alternative));
    forms.add(withoutAccents(alternative));
  }
  return [...forms].join("|");
}

/**
 * A Spanish entry with its spellings: each alternative of each element or
 * brace group also without accents, and without the tilde of "ñ"
 * ("{llegó tarde|vino}" becomes "{llegó tarde|llego tarde|vino}"). Written
 * into the same element or group, a word costs no pattern of its own, and
 * a word typed with its accent matches beside one typed without.
 *
 * @param specs Entries written with accents (or bare patterns).
 * @returns The entries, each with every spelling.
 */
export function spanishSpellings(specs: readonly string[]): string[] {
  return specs.map((spec) => {
    const [pattern, flags] = spec.split(" ~ ");
    const parts = pattern.match(/\{[^}]*\}|[^\s{}]+/g) ?? [];
    const spelled = parts.map((part) =>
      part.startsWith("{")
        ? `{${spelt(part.slice(1, -1).split("|"))}}`
        : part === "*"
        ? part
        : spelt(part.split("|"))
    );
    return flags === undefined
      ? spelled.join(" ")
      : `${spelled.join(" ")} ~ ${flags}`;
  });
}

/**
 * Spanish cues written before this module, kept as they were (their
 * patterns are features of the trained model): they list their plain
 * spellings themselves.
 */
const EARLIER_SPANISH_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{llegó|llego|llegaron|vino|vinieron|arrived|came|showed up} * tarde ~ -1",
    "{muy|bien|súper|super|demasiado} tarde ~ -1",
    "{nunca|jamás|jamas} {llegó|llego|llegaron|vino|vinieron|apareció|aparecio|aparecieron|se presentó|se presento} ~ -2 F",
    "{llegaron|llegó|llego|vino|vinieron|estaban aquí|estaban aqui|estuvo aquí|estuvo aqui} {cuando|como|a la hora que} {dijeron|dijo|prometieron|prometió|prometio|quedamos} ~ +1",
    "{llegó|llego|llegaron} {temprano|antes} ~ +1",
    "en punto ~ +1",
    "{los espere|los esperé|lo espere|lo esperé|esperamos|esperé|espere} todo el {día|dia} ~ -2",
    "{llegaron|llegó|llego|vinieron|vino} hasta las ~ -1 F",
    "{nadie|no} {llegó|llego|llegaron|vino|vinieron|apareció|aparecio} ~ -1 F",
  ],
  scheduling: [
    "{me|nos} {atendieron|atendió|atendio} {rápido|rapido|pronto|luego luego|enseguida} ~ +1",
    "{cancelaron|canceló|cancelo|cambiaron|reprogramaron} * {cita|citas|visita} ~ -1",
    "{esperar|esperamos|esperé|espere|esperando} * {semanas|semana|mes|meses|días|dias} ~ -1",
    "{se tardaron|tardaron|se tardó|se tardo|tomó|tomo} * {semanas|semana|mes|meses|días|dias} ~ -1 W",
    "{esa misma noche|esa misma tarde|ese mismo día|ese mismo dia|al día siguiente|al dia siguiente|al otro día|al otro dia} ~ +1",
    "{no contestan|no contestaron|nadie contesta|nadie contestó|nadie contesto|nunca contestan|nunca contestaron|nunca contestó|nunca contesto} ~ -2 F",
    "{contestó|contesto|contestaron} {right away|rápido|rapido|enseguida|luego luego} ~ +1",
    "{no podían|no podian|no pueden|no podía|no podia} venir ~ -1 F",
    "{cita|venir} hasta el {lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo} ~ -1",
    "{sale la grabadora|salía la grabadora|salia la grabadora|la contestadora} ~ -1",
    "{contestó|contesto} una persona ~ +1",
    "{nunca|no} {contestan|contestaron|contestó|contesto|responden} el teléfono|telefono ~ -2 F",
  ],
  price: [
    "caro|cara|caros|caras|carísimo|carisimo|carísima|carisima ~ -1",
    "barato|barata|baratos|baratas|económico|economico|económica|economica|accesible|accesibles ~ +1",
    "{cobraron|cobró|cobro} de más|mas ~ -2 F",
    "{dinero tirado|tirar el dinero|un robo|un abuso} ~ -2",
    "{cobra|cobran|cobró|cobro|cobraron} {muy caro|mucho|bastante|demasiado} ~ -1",
    "{sin cobrarme|sin cobrarnos|sin cobrar} nada ~ +1 F",
    "{nomás|nomas|nada más|nada mas} por venir ~ -1",
    "{no nos cobró|no nos cobro|no nos cobraron|no me cobró|no me cobro|no me cobraron|no cobraron} nada ~ +1 F",
    "{más barato|mas barato|más barata|mas barata|el precio más bajo|el precio mas bajo} ~ +1",
  ],
  quality: [
    "{quedó|quedo|quedaron|salió|salio} {bien|perfecto|perfecta|muy bien|súper bien|super bien|como nuevo|como nueva} ~ +2",
    "{sigue|siguió|siguio} {goteando|fallando} ~ -2",
    "{sigue|seguía|seguia|siguió|siguio} sin {enfriar|calentar|funcionar|servir|prender} ~ -2 F",
    "{dejó|dejo|dejaron} de funcionar * {otra vez|de nuevo|a los|después|despues} ~ -2",
    "{pasó|paso|pasaron} la inspección|inspeccion ~ +1",
    "{rechazó|rechazo|rechazaron} * {trabajo|inspección|inspeccion} ~ -2",
    "{funciona|funcionan|funcionando|enfría|enfria|calienta} {perfecto|perfectamente|muy bien|bien|de maravilla} ~ +1",
    "{sin fugas|ni una fuga|cero fugas} ~ +1 F",
    "{arruinada|arruinado|arruinaron|rompieron|rompió|rompio} ~ -1",
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
  ],
  cleanliness: [
    "{lodo|tierra|polvo|basura|mugre} por toda la casa ~ -2",
    "{dejó|dejo|dejaron} * {basura|tiradero|la caja|las cajas|todo sucio|todo tirado} ~ -1",
    "{recogieron|recogió|recogio|limpiaron todo|dejaron todo limpio} ~ +1",
    "{se quitó|se quito|se quitaron} {las botas|los zapatos} ~ +1",
  ],
  expertise: [
    "{sabe|saben|sabía|sabia|sabían|sabian} lo que {hace|hacen|hacía|hacia|hacían|hacian} ~ +2",
    "{no sabía|no sabia|no sabían|no sabian|no sabe|no saben} {nada|qué hacer|que hacer|lo que hacía|lo que hacia} ~ -2 F",
    "{mucha|con mucha} experiencia ~ +1",
    "{no sabía|no sabia|no sabían|no sabian} {cómo|como} ~ -2 F",
    "{sabe|saben|sabía|sabia} mucho ~ +2",
    "{conoce|conocen|sabe|saben} {muy bien|bien} su trabajo ~ +2",
  ],
  honesty: [
    "{sin presionar|sin presión|sin presion|no nos presionó|no nos presiono|no presionó|no presiono} ~ +1 F",
    "{querían|querian|quería|queria|quiso|quisieron} {vender|venderme|vendernos|venderle} ~ -2",
    "{cero|sin|ninguna|no hubo} sorpresas ~ +1 F",
    "{nos dijo|me dijo|nos dijeron|me dijeron} que no {necesitábamos|necesitabamos|necesitaba|hacía falta|hacia falta} ~ +2 F",
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

/**
 * Names written with accents, and each also without them and without the
 * tilde of "ñ" ("calefacción", "calefaccion").
 *
 * @param list Names.
 * @returns Every spelling, each once.
 */
export function spanishNames(list: readonly string[]): string[] {
  return [...new Set(list.flatMap((name) => spelt([name]).split("|")))];
}

/** Spanish cues of every aspect, in all their spellings. */
export const SPANISH_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...EARLIER_SPANISH_CUES[aspect],
  ...spanishSpellings(SPANISH_CUES[aspect]).map(compact),
  ...spanishSpellings(SPANISH_CARIBBEAN_CUES[aspect]).map(compact),
  ...spanishSpellings(SPANISH_CENTRAL_CUES[aspect]).map(compact),
  ...spanishSpellings(SPANISH_ANDEAN_CUES[aspect]).map(compact),
]);

/** General opinion words in Spanish (no aspect of their own). */
export const SPANISH_GENERAL_CUES: readonly string[] = [
  // Written before this module, kept as it was.
  "{como nuevo|como nueva} ~ +1",
  ...spanishSpellings([
    "excelentísimo|excelentísima|buenísimo|buenísima|buenísimos|buenísimas|estupendo|estupenda|estupendos|maravilloso|maravillosa|maravillosos|fantástico|fantástica|fantásticos|increíble|increíbles|espectacular|espectaculares|extraordinario|extraordinaria|magnífico|magnífica|fenomenal|fenomenales|impecable|impecables|perfecto|perfecta|perfectos|perfectas|geniales ~ +2",
    // Regional words for "great": Mexico, Colombia, Venezuela, the
    // Caribbean, Chile and Peru, Spain.
    "chido|chida|chidos|chidas|padrísimo|padrísima|chingón|chingona|chingones|fregón|bacán|bacana|bacano|bacanes|chévere|chéveres|guay|guays|chulísimo ~ +2",
    "{de lujo|de primera|de diez|un diez|10 de 10|diez de diez|cinco estrellas|5 estrellas|lo máximo|a toda madre|de poca madre|una chimba|qué chimba|muy chimba|bien chimba|súper chimba|de película|una maravilla|muy padre|bien padre|súper padre|qué padre} ~ +2",
    "{todo|muy|súper|fue|estuvo|es|quedó|qué|simplemente|realmente|bien|está|están|todo muy} genial ~ +2",
    "{lo mejor|los mejores|la mejor|el mejor|las mejores|de lo mejor} ~ +2",
    "contento|contenta|contentos|contentas|satisfecho|satisfecha|satisfechos|satisfechas|encantado|encantada|encantados|encantadas|feliz|felices|agradecido|agradecida|agradecidos|agradecidas|agradezco|agradecemos ~ +2",
    "recomendadísimo|recomendadísima|recomendadísimos|recomendaría|recomendamos ~ +1",
    "{volvería a llamar|volveré a llamar|los volveré a llamar|los vuelvo a llamar|los volvería a contratar|volvería a contratar|los volveremos a llamar|volveremos a llamar|sin duda volveré|siempre los llamo|siempre los llamamos|cliente de por vida|clientes de por vida} ~ +1",
    "{no los recomiendo|no lo recomiendo|no la recomiendo|no se los recomiendo|no recomiendo|no recomendaría|jamás los recomendaría|nunca los recomendaría|nada recomendable|para nada recomendable|no recomendable|eviten|evítenlos|no los contraten|no contraten|no los llamen|nunca más|jamás vuelvo|no vuelvo a llamar|no los vuelvo a llamar|no volveré|nunca volveré|no volvería|jamás volveré} ~ -2 F",
    "decepcionante|decepcionantes|decepción|malísimo|malísima|malísimos|malísimas|pésimos|pésimas|horribles|desastroso|desastrosa|lamentable|lamentables|vergonzoso|vergonzosa|asqueroso|asquerosa|deplorable|inaceptable|inaceptables|indignante|indignado|indignada|enojado|enojada|enojados|furioso|furiosa|frustrado|frustrada|frustrados|frustrante|insatisfecho|insatisfecha|insatisfechos|desilusionado|desilusionada|deficiente|deficientes|pesadilla ~ -2",
    "{una decepción|una vergüenza|qué vergüenza|una burla|un asco|qué asco|lo peor|de lo peor|el peor|la peor|los peores|las peores|una pesadilla|un infierno|una basura|un chiste|una mierda|de terror|de miedo|qué mala onda|un horror} ~ -2",
    "{fue|estuvo|todo|muy|qué|servicio|trabajo|atención} fatal ~ -2",
    "chafa|chafas|gacho|gacha|gachos|gachas|cutre|cutres ~ -2",
    "{qué|muy|bien|está|estuvo|fue|súper} {fregado|fregada} ~ -1",
    "problema|problemas|falla|fallas ~ -1",
    "fácil|facilísimo|sencillo|sencillísimo ~ +1",
    // "Precios razonables", "una explicación razonable": said of its term.
    "razonable|razonables ~ +1",
    "{estuvo|fue|es|está|muy|bastante|algo|todo} normal ~ 0",
    "{fue|es|era|estuvo} el normal ~ 0",
    "{cero quejas|ninguna queja|ni una queja|sin queja|sin quejas|nada que reprochar|nada que criticar|nada malo que decir|todo perfecto|todo excelente|todo de maravilla} ~ +2 F",
    // Lukewarm verdicts and excuses, which leave a mild opinion neutral
    // ("el precio, nada del otro mundo"; "se tardaron, pero ni modo").
    "{nada del otro mundo|nada especial|nada extraordinario|nada fuera de lo normal|ni bien ni mal|ni bueno ni malo|normalito|normalita|regularcito|ni fu ni fa|pasable|sin pena ni gloria|bien nomás|ok nomás|okay nomás|ahí nomás|así así|estuvo regular|fue regular|es regular|muy regular|bastante regular|lo de siempre|como cualquier otro|como cualquier otra|lo que cuesta todo|así están los precios|todo está caro} ~ 0 F",
    "{ni modo|lo entiendo|es entendible|es comprensible|no es su culpa|no fue su culpa|no pasa nada|no es para tanto|no fue para tanto|tampoco es para tanto|cosas que pasan|son cosas que pasan|le puede pasar a cualquiera|a cualquiera le pasa} ~ 0 F",
    // "Algo caro, pero entiendo, el material subió": an excuse after
    // "pero" takes the complaint back, as "but I get it" does.
    "{pero|aunque} {entiendo|comprendo|se entiende|lo comprendo} ~ 0 F",
    // Regional words for "great" of Central America, Peru and the
    // Southern Cone ("muy chivo" in El Salvador, "chilero" in Guatemala,
    // "tuanis" in Costa Rica, "tuani" in Nicaragua); "chivo" alone is a
    // goat.
    "chilero|chilera|chileros|chileras|tuanis|tuani|macanudo|macanuda|macanudos|buenazo|buenaza|buenazos|bravazo|bravaza ~ +2",
    "{muy|bien|qué|súper|está|estuvo} {chivo|chiva|chivos} ~ +2",
    // "Para ser honesto" says nothing of honesty; no lukewarm verdict either.
    "{para ser|siendo|si soy|si les soy|si te soy|voy a ser|a ser} {honesto|honesta|honestos|sincero|sincera|sinceros|franco|franca} ~ 0",
    // Castilian (Spain): stock praise and blame name no aspect ("una
    // pasada", "de puta madre", "qué morro"); "un crack" (a star) is no
    // cue at all, being also the English "a crack" ("un crack en el heat
    // exchanger"). "Ni de coña" is "no way", a verdict only before
    // calling again; "sin más" is lukewarm ("educado, sin más"). "Vale"
    // is "okay" and "tío" is "mate": neither is a cue ("vale la pena" is).
    "{una pasada|qué pasada|menuda pasada|un pasote|de puta madre|un gustazo|qué gustazo} ~ +2",
    "{me parece fatal|me pareció fatal|fatal de verdad|lo hizo fatal|lo hicieron fatal|qué morro|vaya morro|menudo morro|tiene un morro|tienen un morro|qué jeta|vaya jeta} ~ -2",
    "ni de coña {vuelvo|volveré|los vuelvo|les vuelvo|los llamo|les llamo|los recomiendo|lo recomiendo|repito} ~ -2 F",
    "sin más ~ 0 F",
  ]).map(compact),
];

/** Spanish words that negate what follows. */
export const SPANISH_NEGATORS: readonly string[] = [
  "nadie",
  "ningún",
  "ningun",
  "ninguno",
  "ninguna",
  "sin",
  "nunca",
  "jamás",
  "jamas",
  // "Ni avisó", "ni se disculpó"; Tagalog's "ni" comes before a name.
  "ni",
  "tampoco",
  "ningunos",
  "ningunas",
];

/** Spanish words that strengthen the next opinion word. */
export const SPANISH_INTENSIFIERS: readonly string[] = [
  "muy",
  "súper",
  "bien",
  "demasiado",
  "bastante",
  "sumamente",
  "extremadamente",
  "realmente",
  "verdaderamente",
  "increíblemente",
  "increiblemente",
  "demasiada",
  "demasiados",
  "tremendamente",
  "excesivamente",
  "harto",
];

/** Spanish words that start a contrasting clause ("sin embargo": "embargo"). */
export const SPANISH_CONTRAST_WORDS: readonly string[] = [
  "pero",
  "aunque",
  "embargo",
  "excepto",
  "salvo",
  "sino",
];

/** Names of aspects in Spanish sub-ratings ("Precio 3/5"). */
export const SPANISH_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
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
  ["precios", "price"],
  ["costo", "price"],
  ["costos", "price"],
  ["coste", "price"],
  ["tarifa", "price"],
  ["tarifas", "price"],
  ["valor", "price"],
  ["honradez", "honesty"],
  ["transparencia", "honesty"],
  ["conocimientos", "expertise"],
  ["experiencia", "expertise"],
  ["pericia", "expertise"],
  ["profesionalismo", "professionalism"],
  ["profesionalidad", "professionalism"],
  ["cortesía", "professionalism"],
  ["cortesia", "professionalism"],
  ["atención", "professionalism"],
  ["atencion", "professionalism"],
  ["educación", "professionalism"],
  ["educacion", "professionalism"],
  ["orden", "cleanliness"],
  ["trabajo", "quality"],
  ["resultado", "quality"],
  ["disponibilidad", "scheduling"],
  ["rapidez", "scheduling"],
  ["explicaciones", "communication"],
  ["seguimiento", "communication"],
];

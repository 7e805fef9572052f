/**
 * Spanish word tables of the entity finder: Spanish names of the things a
 * home-services business works on, as Mexican, Caribbean, Central and
 * South American and Spanish customers call them ("el boiler" and "el
 * calentador" for the water heater, "el clima" for the air conditioner,
 * "los contactos" for the outlets, "el termo" in Spain), the phrases in
 * which such a word is no service, and Spanish action words
 * (`entity_words.ts` holds the English ones and joins them). Names are
 * written with their accents; `entity_words.ts` adds them without.
 *
 * Words English reviews use ("boiler", "split", "spa", "jacuzzi", "panel",
 * "cooler") appear only after a Spanish article ("el boiler", "el spa").
 *
 * @module
 */
import { spanishNames, spanishSpellings } from "./lexicon_spanish.ts";
import { compact } from "./lexicon_spellings.ts";

/** The names of a "|"-separated list. */
function names(list: string): string[] {
  return list.split("|");
}

/** The names of a "|"-separated list, each also without its accents. */
function spelledNames(list: string): string[] {
  return spanishNames(names(list));
}

/** Which kind of group a language's names are joined to. */
export interface NamesOptions {
  /** Whether it is an English group (default: one French added). */
  english?: boolean;
}

/**
 * A group with the Spanish names of its things after its own members
 * (`SPANISH_CONCEPT_WORDS`). The English "outlet" group gets none: "dead
 * outlets" names a troubleshooting service, so the outlets are the group
 * French anchored on "outlet" alone.
 *
 * @param group The group's members, its key first.
 * @param options Whether it is an English group.
 * @returns The members, then the Spanish names not among them.
 */
export function withSpanishNames(
  group: readonly string[],
  options: NamesOptions = {},
): string[] {
  if (options.english && group[0] === "outlet") return [...group];
  const members = new Set(group);
  for (const name of spanishNames(SPANISH_CONCEPT_WORDS[group[0]] ?? [])) {
    members.add(name);
  }
  return [...members];
}

/**
 * Spanish names of the things of a group, by the group's first member
 * (an English group, or one that French added). Spanish puts the action
 * and the object before the thing ("mantenimiento del aire", "fuga del
 * calentador"), so such whole phrases are members too: the longer match
 * wins over the equipment word, as "furnace tune-up" does in English.
 */
export const SPANISH_CONCEPT_WORDS: Readonly<
  Record<string, readonly string[]>
> = {
  "air conditioning": names(
    "aire acondicionado|aires acondicionados|el aire|del aire|mi aire|" +
      "nuestro aire|un aire|los aires|el clima|del clima|mi clima|" +
      "los climas|clima central|aire central|unidad de aire|equipo de aire|" +
      "refrigerante|gas refrigerante|recarga de gas|carga de gas|" +
      "gas al aire|gas del aire|recarga de freón|recarga de refrigerante|" +
      "fuga de refrigerante|fuga de freón|condensadora|unidad condensadora|" +
      "el condensador",
  ),
  "furnace": names(
    "calefacción|sistema de calefacción|calefactor|" +
      "calefactores|calentón|el horno|del horno|mi horno|" +
      "horno de calefacción|un horno nuevo|sin calefacción|sin calor|" +
      "intercambiador de calor|ignitor|motor del soplador|" +
      "soplador",
  ),
  "heat pump": names("bomba de calor|bombas de calor"),
  "mini split": names(
    "minisplit|minisplits|el split|un split|los splits|del split|" +
      "aire tipo split|sin ductos|sin ducto",
  ),
  "water heater": names(
    "calentador|calentadores|calentador de agua|calentadores de agua|" +
      "el boiler|del boiler|un boiler|mi boiler|nuestro boiler|al boiler|" +
      "termo|termo eléctrico|termotanque|" +
      "tanque de agua caliente|sistema de agua caliente|" +
      "sin agua caliente|no hay agua caliente|fuga del calentador|" +
      "fuga en el calentador|fuga del boiler|fuga del termo",
  ),
  "tankless": names(
    "calentador de paso|calentador instantáneo|calentador sin tanque|" +
      "calentador sin depósito|calentador tankless|" +
      "boiler de paso|calentadores de paso",
  ),
  "boiler": names(
    "caldera|calderas|caldera de gas|caldera mixta|" +
      "caldera de calefacción",
  ),
  "thermostat": names(
    "termostato|termostatos|termostato inteligente|" +
      "termostato digital",
  ),
  "duct": names(
    "ductos|ducto|conductos|ductería|" +
      "ductos del aire|ductos de aire|ventilas|rejillas|" +
      "ducto de la secadora|ducto de secadora|tubo de la secadora|" +
      "ventila de la secadora|salida de la secadora|sellado de ductos|" +
      "limpieza de ductos",
  ),
  "drain": names(
    "drenaje|drenajes|desagüe|desagües|coladera|" +
      "el caño|del caño|los caños|tubería tapada|tubo tapado|" +
      "cañería tapada|tapado|tapada|tapón|atasco|atascado|atascada|" +
      "desatascar|desatascaron|desatasco|destapar|destaparon|destapó|" +
      "destape|destapado|destapada|desazolve|desazolvar|se tapó|se tapa|" +
      "fregadero tapado|lavabo tapado|lavamanos tapado|regadera tapada|" +
      "tina tapada|ducha tapada",
  ),
  "sewer": names(
    "alcantarillado|alcantarilla|cloaca|cloacas|" +
      "albañal|drenaje principal|línea principal|" +
      "línea de drenaje|línea del drenaje|" +
      "tubería principal|tubo principal|drenaje de la calle|" +
      "red de alcantarillado|línea de alcantarillado|" +
      "línea del alcantarillado|línea principal del drenaje|" +
      "tubería principal del drenaje|excavación|zanja|encamisado",
  ),
  "toilet": names(
    "inodoro|inodoros|la taza|taza del baño|excusado|" +
      "excusados|escusado|retrete|váter|sanitario|sanitarios|" +
      "baño tapado|se tapó el baño|el baño no baja|" +
      "tanque del baño|sapo del baño|anillo de cera|sello de cera",
  ),
  "faucet": names(
    "grifo|grifos|llave del agua|llave del fregadero|" +
      "llave del lavabo|llave de la cocina|llave del baño|" +
      "llave de la regadera|mezcladora|mezcladoras|monomando|canilla",
  ),
  "garbage disposal": names(
    "triturador|trituradora|triturador de basura|trituradora de basura|" +
      "triturador de desperdicios",
  ),
  "sump pump": names(
    "bomba de sumidero|bomba sumergible|bomba de achique|bomba del sótano|" +
      "bomba de desagüe|bomba eyectora|sumidero",
  ),
  "water softener": names(
    "suavizador|suavizadores|suavizador de agua|ablandador|" +
      "ablandador de agua|descalcificador",
  ),
  "repipe": names(
    "cambio de toda la tubería|cambiar toda la tubería|" +
      "cambiaron toda la tubería|toda la tubería de la casa|" +
      "tubería nueva en toda la casa",
  ),
  "leak detection": names(
    "fuga|fugas|fuga de agua|fugas de agua|gotera|goteras|goteo|" +
      "detección de fugas|fuga en la losa|fuga bajo la losa|" +
      "fuga debajo de la losa|fuga en el piso|fuga en la pared|" +
      "fuga escondida|fuga oculta|tubo roto|tubería rota|" +
      "se reventó un tubo|tubo reventado|se rompió un tubo|" +
      "tubería reventada",
  ),
  "gas line": names(
    "línea de gas|líneas de gas|tubería de gas|tubo de gas|fuga de gas|" +
      "olor a gas|huele a gas|olía a gas|conexión de gas|" +
      "instalación de gas|reparación de gas|gasista|gasfiter",
  ),
  "electrical panel": names(
    "panel eléctrico|panel de breakers|" +
      "panel de interruptores|caja de breakers|caja de los breakers|" +
      "caja de fusibles|caja de pastillas|centro de carga|" +
      "tablero eléctrico|el tablero|tablero de breakers|cuadro eléctrico|" +
      "caja eléctrica|acometida|200 amperes|" +
      "200 amperios|cambio de panel|panel nuevo|nuevo panel|" +
      "aumento de carga",
  ),
  "ev charger": names(
    "cargador para carro eléctrico|cargador de carro eléctrico|" +
      "cargador del carro|cargador para el carro|cargador de auto eléctrico|" +
      "cargador para auto eléctrico|cargador de coche eléctrico|" +
      "cargador para coche eléctrico|cargador del coche|cargador del tesla|" +
      "cargador de tesla|estación de carga|estación de recarga|" +
      "punto de recarga|punto de carga|cargador de nivel 2|" +
      "cargador nivel 2|cargador de pared|conector de pared|cargador|" +
      "cargadores",
  ),
  "outlet": names(
    "enchufe|enchufes|tomacorriente|tomacorrientes|" +
      "toma corriente|toma de corriente|tomas de corriente|contacto|" +
      "contactos|apagador|apagadores|" +
      "interruptor|interruptores|atenuador|atenuadores",
  ),
  "light fixture": names(
    "lámpara|lámparas|luminaria|luminarias|luces empotradas|" +
      "luz empotrada|lámparas empotradas|focos empotrados|luces led|" +
      "iluminación|plafón|plafones|candil|candiles|luces de techo|" +
      "luces bajo los gabinetes|luces debajo de los gabinetes|" +
      "ojos de buey",
  ),
  "ceiling fan": names(
    "ventilador de techo|ventiladores de techo|abanico de techo|" +
      "abanicos de techo|abanico|abanicos",
  ),
  "wiring": names(
    "cableado|recableado|recablear|alambrado|" +
      "cableado de aluminio|cableado viejo|cables viejos|" +
      "instalación eléctrica",
  ),
  "generator": names(
    "generador|generadores|planta de luz|planta eléctrica|" +
      "planta de emergencia|generador de respaldo|generador de emergencia|" +
      "interruptor de transferencia|switch de transferencia",
  ),
  "surge protector": names(
    "protector de sobretensión|supresor de picos|protector contra picos|" +
      "protector de picos",
  ),
  "smoke detector": names(
    "detector de humo|detectores de humo|alarma de humo|alarmas de humo|" +
      "detector de monóxido|detectores de monóxido|" +
      "detector de monóxido de carbono|detectores de co|" +
      "alarma de monóxido",
  ),
  "tune up": [
    ...names(
      "mantenimiento|mantenimientos|mantenimiento anual|" +
        "mantenimiento preventivo|afinación|revisión anual|servicio anual|" +
        "plan de mantenimiento|contrato de mantenimiento|" +
        "servicio de mantenimiento|chequeo anual",
    ),
    // "El mantenimiento del aire" is the tune-up, as "AC tune-up" is.
    ...["mantenimiento", "servicio", "limpieza", "afinación"].flatMap((head) =>
      names(
        "del aire|al aire|del clima|al clima|del minisplit|al minisplit|" +
          "de la calefacción|a la calefacción|del horno|al horno|" +
          "de la caldera|a la caldera|del equipo|al equipo",
      ).map((object) => `${head} ${object}`)
    ),
  ],
  "emergency": names(
    "emergencia|emergencias|urgencia|urgencias|servicio de emergencia|" +
      "llamada de emergencia|de emergencia|fuera de horario",
  ),
  "hydro jetting": names(
    "hidrojet|hidrojeteo|hidrolavado|hidrolimpieza|" +
      "chorro de agua a presión|agua a presión|agua a alta presión|" +
      "limpieza a presión|lavado a presión|hidrojet del drenaje|" +
      "hidrojet al drenaje|hidrojet en el drenaje|hidrojet a la tubería|" +
      "hidrojet en la línea",
  ),
  "well pump": names("bomba del pozo|bomba de pozo"),
  "water filter": names(
    "filtro de agua|filtros de agua|purificador de agua|ósmosis inversa|" +
      "sistema de ósmosis|sistema de filtración|filtración de agua",
  ),
  "inspection": names(
    "inspección|inspecciones|inspección eléctrica|" +
      "revisión eléctrica|inspección de la instalación eléctrica",
  ),
  "new system": names(
    "equipo nuevo|sistema nuevo|unidad nueva|nuevo equipo|nuevo sistema|" +
      "nueva unidad",
  ),
  "evaporative cooler": names(
    "el cooler|del cooler|un cooler|mi cooler|al cooler|cooler de agua|" +
      "enfriador evaporativo|enfriador de agua|enfriadores evaporativos|" +
      "cooler evaporativo|el swamp",
  ),
  "radiators": names("radiadores|radiador"),
  "radiant heat": names(
    "piso radiante|suelo radiante|calefacción radiante|losa radiante|" +
      "calefacción por piso",
  ),
  "backwater valve": names(
    "válvula antirretorno|válvula anti retorno|válvula de retención|" +
      "válvula check|válvula de no retorno|válvula de contraflujo|" +
      "válvula de reflujo",
  ),
  "roots": names(
    "raíces|raíces de árbol|raíces del árbol|" +
      "raíces de los árboles|corte de raíces|remoción de raíces|" +
      "raíces del drenaje|" +
      "raíces en el drenaje|raíces de la tubería|raíces en la tubería|" +
      "raíces en la línea|raíces del desagüe|raíces en el desagüe",
  ),
  "camera inspection": names(
    "la cámara|una cámara|con cámara|inspección con cámara|" +
      "inspección con video|inspección de video|cámara de inspección|" +
      "videoinspección|el video de la cámara|la camarita|" +
      "cámara del drenaje|cámara en el drenaje|cámara por el drenaje|" +
      "cámara en la tubería|cámara por la tubería|cámara de la línea|" +
      "video del drenaje",
  ),
  "grease trap": names(
    "trampa de grasa|trampas de grasa|trampa de grasas|" +
      "interceptor de grasa|separador de grasas|grasera",
  ),
  "troubleshooting": names(
    "se fue la luz|se va la luz|se nos fue la luz|se iba la luz|sin luz|" +
      "nos quedamos sin luz|apagón|apagones|corte de luz|cortocircuito|" +
      "corto circuito|un corto|el corto|bota el breaker|botaba el breaker|" +
      "botan los breakers|botaban los breakers|dispara el breaker|" +
      "disparaba el breaker|bota la pastilla|botaba la pastilla|" +
      "se bota el breaker|" +
      "se botaba el breaker|se botan los breakers|se dispara el breaker|" +
      "se disparaba el breaker|se disparan los breakers|" +
      "se brinca el breaker|se bota la pastilla|se botan las pastillas|" +
      "luces que parpadean|luces parpadeando|las luces parpadeaban|" +
      "parpadeo de las luces|contactos muertos|enchufes muertos|" +
      "sin corriente|falla eléctrica|problema eléctrico|" +
      "diagnóstico eléctrico",
  ),
  "hot tub": names(
    "el jacuzzi|del jacuzzi|un jacuzzi|mi jacuzzi|al jacuzzi|" +
      "nuestro jacuzzi|tina de hidromasaje|bañera de hidromasaje|" +
      "hidromasaje|el spa|del spa|mi spa|un spa|al spa|tina caliente",
  ),
  "gutters": names("canaletas|canaleta|canalones|canalón|bajantes"),
  "bathroom reno": names(
    "remodelación del baño|remodelación de baño|remodelar el baño|" +
      "reforma del baño|reforma de baño|renovación del baño|" +
      "renovación de baño|remodelaron el baño",
  ),
};

/**
 * Groups that only Spanish names need, each anchored on the English words
 * a catalogue uses ("Hot Water Systems" is found by "el termo").
 */
export const SPANISH_ONLY_CONCEPTS: readonly (readonly string[])[] = [
  // Only where the catalogue names the compressor: elsewhere "cambiar el
  // compresor" would read as a new air conditioner.
  ["compressor", ...spelledNames("compresor|el compresor|compresores")],
  [
    "hot water system",
    ...spelledNames(
      "termo|el termo|termo eléctrico|calentador|calentadores|" +
        "calentador de agua|el boiler|del boiler|sistema de agua caliente|" +
        "sin agua caliente|no hay agua caliente|termotanque|calefón",
    ),
  ],
];

/**
 * Phrases in which a Spanish service word is no service: another camera,
 * charger or contact, the weather ("el clima"), the oven, a hospital
 * emergency, an inspection by the city, and work advised against ("no
 * hacía falta cambiar el calentador"; `service_guards.ts` reads the
 * English "didn't need").
 */
export const SPANISH_SERVICE_IDIOMS: readonly string[] = spanishSpellings([
  "{cámara|cámaras} {de seguridad|del timbre|del celular|del teléfono|de vigilancia|de video}",
  "{cargador|cargadores} {del|de} {celular|teléfono|laptop|computadora}",
  "cargador de la batería",
  "en contacto",
  "contacto con",
  "{sin|mantener|mantuvimos|perdimos|datos de|número de|persona de|información de|formulario de} contacto",
  "el clima de",
  "{con el|por el|este|ese|con este|con ese} clima",
  "clima {extremo|tan}",
  "horno {de microondas|de la cocina|de la estufa|de pan}",
  "{sala de|en caso de|salida de|número de|fondo de|freno de} {emergencia|emergencias}",
  "emergencia {médica|familiar|personal}",
  "{tuvo|tenía|tuvieron|tenían} una emergencia",
  "{no era|no es|no era una|no es una|no fue una} {emergencia|urgencia}",
  "{inspección|revisión} {de la ciudad|municipal|final|del condado|de la aseguradora|del seguro|de la casa}",
  "{pasó|pasaron|pasar|pasamos|reprobó|reprobaron|aprobó|aprobaron} la inspección",
  "mantenimiento {del jardín|de la alberca|de la piscina|del carro|del coche|del edificio}",
  "{compañía|compañías|empresa|empresas} de {aire acondicionado|aire|calefacción|clima|calentadores|minisplits|drenaje}",
  // No leak is no leak repair ("quedó sin fugas").
  "{sin|ni una|cero|ninguna|no hay|ya no hay|ya no tiene|no tiene} {fuga|fugas|gotera|goteras|goteo}",
  "{no|nunca|sin} {me|nos|quiso|quisieron|trató|trataron|intentó|intentaron|tratar|intentar} * {vender|venderme|vendernos|cambiar|cambiarme|cambiarnos} * {sistema|equipo|unidad}",
  "no {un|una} {equipo nuevo|unidad nueva|sistema nuevo|aire nuevo|calentador nuevo|panel nuevo}",
  // Work advised against is no service.
  "{no|sin} {hacía|hace|era|es|necesitaba|necesitábamos|tenía|teníamos|había|necesidad} * {cambiar|reemplazar|comprar|cambiarle} * {calentador|boiler|panel|tablero|aire|minisplit|horno|caldera|compresor|inodoro|cableado|tubería|drenaje|termostato|equipo|sistema|unidad|clima|termo|generador}",
  "{el|la|mi|nuestro|nuestra} {calentador|boiler|panel|tablero|aire|minisplit|horno|caldera|compresor|inodoro|cableado|drenaje|termostato|equipo|unidad|clima|termo} no {necesitaba|necesita|necesitábamos|hacía falta|era necesario} {cambio|cambiarse|cambiarlo|cambiarla|reemplazo|reemplazarse}",
  "{el|la|mi|nuestro|nuestra} {calentador|boiler|panel|tablero|aire|minisplit|horno|caldera|compresor|inodoro|cableado|drenaje|termostato|equipo|unidad|clima|termo} {todavía|aún} {servía|sirve|funciona|funcionaba|aguanta|aguantaba}",
]).map(compact);

/**
 * Spanish words before a name that make it someone else ("mi esposo
 * Luis", "mi compadre Will", "mi suegra Dana").
 */
export const SPANISH_KIN_WORDS: readonly string[] = spelledNames(
  "esposo|esposa|marido|hijo|hija|papá|mamá|hermano|hermana|amigo|amiga|" +
    "vecino|vecina|tío|tía|primo|suegro|suegra|cuñado|cuñada|compadre|" +
    "comadre|novio|novia|sobrino|sobrina|casero|" +
    "casera|dueño|dueña|jefe|jefa|compa|" +
    // Andean: "mi taita Lucho", "mi ñaño Beto", "mi perrito Moose".
    "taita|tayta|mamita|papito|abuelo|abuela|abuelito|abuelita|ñaño|ñaña|" +
    "ñañito|ñañita|perro|perrito|perrita|gato|gatito|gatita",
);

/** Spanish words of a business name that say its trade ("Plomería García"). */
export const SPANISH_TRADE_WORDS =
  "plomería plomeria plomero plomeros fontanería fontaneria fontanero " +
  "electricista electricistas eléctricos electricos calefacción " +
  "calefaccion refrigeración servicios";

/**
 * Spanish action words, with and without accents (written out: some
 * forms without their accent are English words, as "revision").
 */
export const SPANISH_ACTION_GROUPS: Readonly<
  Record<string, readonly string[]>
> = {
  install: (
    "instalar instalaron instaló instalo instalamos instala instalan " +
    "instalado instalada instalados instaladas instalación instalacion " +
    "instalaciones instalando nuevo nueva nuevos nuevas reemplazar " +
    "reemplazaron reemplazó reemplazo reemplazado reemplazada cambiar " +
    "cambiaron cambió cambio cambiado cambiada cambiamos cambiando " +
    "sustituir sustituyeron sustituyó sustituyo " +
    "colocar colocaron colocó coloco montar montaron montó agregar " +
    "agregaron añadir añadieron"
  ).split(" "),
  repair: (
    "reparar reparación reparacion reparaciones reparó reparo repararon " +
    "reparado reparada arreglar arreglo arreglaron arregló arreglado " +
    "arreglada arreglos descompuso descompuesto descompuesta " +
    "descompuestos roto rota rompió rompio falla fallas falló fallando " +
    "fuga fugas gotea goteaba goteo problema problemas ruido dañado " +
    "dañada compostura componer compusieron"
  ).split(" "),
  maintenance: (
    "mantenimiento mantenimientos revisión revisar revisaron revisó " +
    "reviso inspección inspeccion inspeccionar inspeccionaron anual " +
    "chequeo afinación afinacion afinar"
  ).split(" "),
  cleaning: (
    "limpieza limpiar limpiaron limpió limpio limpiado destapar " +
    "destaparon destapó destapo destapado destape desatascar " +
    "desatascaron desatascó desatasco desazolve desazolvar desazolvaron " +
    "sondear sondearon sondeo hidrolavado hidrojet"
  ).split(" "),
};

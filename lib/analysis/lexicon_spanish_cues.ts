/**
 * The Spanish aspect cues, one list per aspect (`lexicon_spanish.ts`
 * describes how they are written and adds their spellings without
 * accents). Single words in braces cost one pattern; phrases in braces
 * cost one pattern each, so the long lists are of single words. The cues
 * of money, price and honesty, are in `lexicon_spanish_money.ts`. In each
 * list, the entries after the "Added" comment were written later, for
 * turns of everyday speech the first ones missed.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  SPANISH_HONESTY_CUES,
  SPANISH_PRICE_CUES,
} from "./lexicon_spanish_money.ts";

/** The verbs of arriving ("llegó a tiempo", "vinieron tarde"). */
const ARRIVED =
  "{llegó|llegaron|llega|llegan|llegaba|llegaban|vino|vinieron|viene|vienen|venía|venían|apareció|aparecieron|presentó|presentaron|estuvo|estuvieron|estaba|estaban|tocó|tocaron}";

/** Spanish cues added for reviews written mostly in Spanish, per aspect. */
export const SPANISH_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{puntualito|puntualita|puntualitos|puntualitas|puntualísimo|puntualísima|puntualísimos|puntualísimas} ~ +1",
    `${ARRIVED} {a su hora|puntualito|en el horario|dentro del horario|dentro de la ventana|al principio de la ventana|al inicio de la ventana|en la ventana} ~ +1`,
    `${ARRIVED} * {temprano|tempranito|antes de la hora|antes de tiempo|antes de lo acordado|con anticipación|minutos antes|minutitos antes|un rato antes|un poco antes} ~ +1`,
    "{no|nunca|jamás} {llegó|llegaron|vino|vinieron|llega|llegan|llegaba|llegaban} {tarde|tardísimo|retrasado|retrasados|con retraso} ~ +1 F",
    // Not "no llegó" (a no-show) and "a tiempo" apart: one late arrival.
    `{no|nunca|jamás} ${ARRIVED} {a tiempo|a la hora|a su hora|puntual|puntuales|temprano} ~ -1 F`,
    "{llega|llegan|llegaba|llegaban|viene|vienen|venía|venían} * tarde ~ -1",
    "{a la hora exacta|a la hora indicada|a la hora pactada|a la hora citada|a la hora prometida|a la hora programada|a la hora de la cita|a la hora que dijo|a la hora que dijeron|a la hora que quedamos} ~ +1",
    "{cumplió|cumplieron|cumple|cumplen|respetó|respetaron|respetan} {con la hora|con el horario|el horario|la hora} ~ +1",
    "impuntual|impuntuales|impuntualidad ~ -2",
    `${ARRIVED} * {tardísimo|tardisimo|retrasado|retrasados|retrasada|atrasado|atrasados|atrasada} ~ -1`,
    `${ARRIVED} {con retraso|con demora|con atraso|con retardo|fuera del horario|fuera de la ventana|después de la ventana|después del horario} ~ -1`,
    "{hora|horas|minutos|min|hrs} {tarde|de retraso|de atraso|de retardo|de demora} ~ -1",
    "{se retrasó|se retrasaron|se atrasó|se atrasaron} {el técnico|el plomero|el electricista|los técnicos|el muchacho|una hora|dos horas|horas} ~ -1",
    `${ARRIVED} a las * {en vez de|en lugar de|cuando quedamos|cuando dijeron|cuando la cita era} ~ -1`,
    "{me|nos} {dejó|dejaron} {plantado|plantada|plantados|plantadas|vestido y alborotado|vestida y alborotada} ~ -2",
    "{no se presentó|no se presentaron|nunca se presentó|nunca se presentaron|no se aparecieron|ni se aparecieron|nunca se aparecieron|no se apareció|ni llegaron|ni vinieron|ni se presentaron} ~ -2 F",
    "{esperando|esperé|esperamos|esperar|esperándolos|esperándolo} * {toda la mañana|toda la tarde|horas|varias horas|todo el santo día} ~ -1",
    "{me|nos} {tuvo|tuvieron} esperando ~ -1",
    "{de venir|de llegar|que venían|que llegaban|que vendrían|que vendría|que venía|que llegaría} {a|entre} * y * {llegaron|llegó|vinieron|vino|aparecieron|apareció|presentaron|presentó} {a|hasta|pasadas|como a} {las|la} ~ -1",
    "{hora de llegada|horario de llegada|ventana de llegada} ~ 0 W",
    // Added for the turns of everyday speech the cues above missed.
    // "Llegó una hora después de la hora acordada".
    "{después de|pasada|pasadas|más tarde de} la hora {que|acordada|citada|pactada|programada|prometida|indicada|convenida|de la cita} ~ -1",
    // A recurring visit that never misses its date (tests/eval/README.md,
    // session 9): "nunca han fallado una visita".
    "{nunca|jamás} {ha fallado|han fallado|falla|fallan|ha faltado|han faltado|se ha saltado|se han saltado} * {fecha|fechas|cita|citas|visita|visitas|día|días} ~ +1 F",
    // Castilian (Spain): "llegó a la hora clavada", "no han fallado ni
    // una fecha".
    "{a la hora clavada|clavado a la hora|puntual como un reloj|más puntual que un reloj} ~ +1",
    "{no|nunca|jamás} {han fallado|ha fallado|fallan|falla} ni {una|un} {fecha|cita|visita|día|mes} ~ +1 F",
    // Rioplatense (Argentina, Uruguay): "llegó en hora", "a las ocho
    // clavadas".
    `${ARRIVED} en hora ~ +1`,
    "a las * {clavadas|clavaditas} ~ +1",
    // Caribbean (Puerto Rico, Dominican Republic), typed as spoken, the
    // "-ado" of participles dropped to "-ao"/"-á": "me dejaron plantá".
    "{me|nos} {dejó|dejaron} {plantao|plantá|plantaos|plantás|embarcao|embarcá|embarcado|embarcada|embarcados} ~ -2",
    // Hours past the agreed window ("llegó 2 horas después de la ventana").
    `${ARRIVED} * {horas|hora|minutos} {después de|pasada|pasadas|pasado} {la ventana|la hora|lo acordado|lo prometido|lo que dijeron|la cita} ~ -1`,
  ],
  scheduling: [
    "{vinieron|vino|llegaron|llegó|pasaron|pasó|atendieron|atendió|estaban|estaba|estuvieron|estuvo|mandaron|mandó} * {en menos de una hora|en una hora|en media hora|en menos de dos horas|en un par de horas|en cuestión de horas|en 30 minutos|en 20 minutos|en 40 minutos|en 45 minutos|de inmediato|inmediatamente|enseguida|en seguida|luego luego|rapidísimo|rapidito|volando|de volada|al tiro|al toque|ese mismo día|esa misma mañana|a la mañana siguiente|al siguiente día} ~ +1",
    "{vinieron|vino|pasaron|atendieron|atendió|vienen|atienden|trabajaron|trabajan|contestaron|contestan} * {en domingo|un domingo|en pleno domingo|en sábado|un sábado|de noche|en la noche|a medianoche|de madrugada|en la madrugada|en navidad|en nochebuena|en año nuevo|en día festivo|un día festivo|un feriado|en feriado|fin de semana|fines de semana|a deshoras|fuera de horario|las 24 horas|24 horas|24/7} ~ +1",
    "{abiertos|disponibles|servicio|atención|atienden|trabajan|contestan} {24 horas|las 24 horas|24/7|los domingos|los fines de semana|todos los días|los 7 días|los siete días|día y noche} ~ +1",
    "{me|nos} {dieron|consiguieron|hicieron|agendaron|programaron|acomodaron|metieron|ofrecieron} {cita|espacio|lugar|hueco|campito|lugarcito} {para|ese|el} {hoy|mañana|esa|ese|mismo|siguiente|otro} ~ +1",
    "{en menos de una hora|en una hora|en media hora|en 30 minutos|en 20 minutos|en 40 minutos|en 45 minutos|en quince minutos|en veinte minutos|en diez minutos|en cuestión de minutos|en minutos} * {estaba|estaban|estuvo|estuvieron|llegó|llegaron|vino|vinieron|aquí|acá|tocando} ~ +1",
    "{cita|espacio|lugar|visita|vinieran|venir|viniera} {para el día siguiente|para el otro día|para el mismo día|para mañana mismo|para hoy mismo|para esa misma tarde|al día siguiente|el mismo día|ese mismo día|para esa tarde} ~ +1",
    "agendar|agendarlo|agendarla|agendé|agendamos|agendaron|agendó|agendarme|agendarnos ~ 0 W",
    "{tardó|demoró|demoraron|se demoró|se demoraron} * {semanas|semana|mes|meses} ~ -1",
    "{me|nos} {agendaron|acomodaron|metieron|agendó|acomodó|atendieron|atendió|recibieron} {rápido|rapidísimo|enseguida|pronto|inmediatamente|volando} ~ +1",
    "{me|nos} {hicieron|hizo|abrieron|abrió} {un|una} {espacio|espacito|hueco|campito|lugarcito|excepción} ~ +1",
    "{fácil|facilísimo|sencillo|rápido} {agendar|programar|reservar|contactarlos|localizarlos|comunicarse|conseguir|sacar|hacer|pedir|de} {cita|la cita|una cita|agendar|programar|reservar|contactar} ~ +1",
    "{fácil|facilísimo|sencillo} {agendar|programar|reservar|contactarlos|localizarlos|comunicarse} ~ +1",
    "{difícil|imposible|dificilísimo|complicado|complicadísimo} {agendar|programar|reservar|contactarlos|localizarlos|comunicarse|conseguir|sacar|hacer|pedir|de} {cita|la cita|una cita|agendar|programar|reservar|contactar|localizar|comunicarse} ~ -1",
    "{difícil|imposible|dificilísimo|complicado} {agendar|programar|reservar|contactarlos|localizarlos|comunicarse} ~ -1",
    "{demoraron|demoró|se demoraron|se demoró|tardaron|tardó|se tardaron|se tardó} * {semanas|semana|mes|meses} {en|para} ~ -1",
    "{cita|citas|venir|fecha|espacio|lugar|visita} {hasta dentro de|hasta la otra|hasta el otro|hasta la próxima|hasta el próximo|hasta el mes|hasta mediados|hasta finales|hasta fin|hasta dentro|para dentro de} ~ -1",
    "{no había|no tenían|no tenía|no hay|no tienen|no tiene|no hubo} {citas|cita|espacio|disponibilidad|lugar|fechas|agenda} {hasta|sino hasta|antes de|en|para} ~ -1 F",
    "{la primera cita|la cita más cercana|lo más pronto|lo más rápido|el primer espacio|la primera fecha} * {semanas|semana|mes|meses} ~ -1",
    "{semanas|semana|meses|mes} {de espera|esperando} ~ -1",
    "{me|nos} {cancelaron|canceló|cambiaron|cambió|reprogramaron|reprogramó|movieron|movió|pospusieron|pospuso|aplazaron|aplazó|reagendaron|reagendó} * {fecha|fechas|día|cita|citas|visita|hora|trabajo|instalación} ~ -1",
    "{cancelaron|canceló|cambiaron|cambió|movieron|pospusieron|reprogramaron|reagendaron} * {dos|tres|cuatro|varias|2|3|4|muchas} veces ~ -1",
    "{cancelaron|canceló|cancelar} {a última hora|al último momento|a último momento|el mismo día} ~ -2",
    "{tiempo|días|semanas|semana|mes|meses} más de lo {prometido|acordado|previsto|planeado|esperado|dicho|quedado|que} ~ -1",
    "más {tiempo|días|semanas|semana|meses} de lo {prometido|acordado|previsto|planeado|esperado|dicho|que} ~ -1",
    "{se alargó|se alargaron|se eternizó|se eternizaron|retraso en la obra|retraso en el proyecto|retraso en la instalación|atraso en la obra} ~ -1",
    "{la pieza|la refacción|el repuesto|la parte|las piezas|las refacciones|los repuestos|el equipo|la unidad|el material|los materiales} * {tardó|tardaron|se tardó|se tardaron|demoró|demoraron|no llegaba|no llegaban|nunca llegó|no ha llegado|tardó en llegar} ~ -1",
    "{esperando|esperar|esperamos|esperé|esperó} {la pieza|la refacción|el repuesto|las piezas|la parte|el equipo|la unidad|los materiales} ~ -1",
    "{instalaron|instaló|terminaron|terminó|acabaron|acabó|entregaron|hicieron|vinieron} * hasta {enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre} ~ -1",
    "{terminaron|terminó|acabaron|acabó|cumplieron|entregaron|quedó|quedaron} {a tiempo|en tiempo|en el tiempo|en la fecha|el día que dijeron|cuando dijeron|como prometieron|como prometió|en los días|antes de lo previsto|antes de tiempo|en un día|en el plazo} ~ +1",
    "{como prometió|como prometieron|tal como prometieron|tal como prometió|como lo prometieron|como lo prometió|tal como dijeron} ~ +1",
    "{responden|respondieron|respondió|contestan|contesta|atienden} {rápido|rapidísimo|enseguida|de inmediato|luego luego|al instante|al primer timbre|al primer timbrazo|a la primera} ~ +1",
    "{siempre sale|siempre me sale|me mandaba|me manda|me mandan|me mandaban|manda|nomás sale|solo sale} {el buzón|al buzón|buzón de voz|la contestadora|la grabadora|el correo de voz} ~ -1",
    "{nunca|no|ni|nadie|jamás} {me|nos} {contestó|contestaron|contesta|contestan|respondió|respondieron|responde|responden} {el teléfono|el celular|las llamadas|mis llamadas|nuestras llamadas|la llamada} ~ -2 F",
    "{con prontitud|prontitud|respuesta rápida|respuesta inmediata|atención inmediata|atención rápida|servicio rápido|servicio rapidísimo} ~ +1",
    "disponibilidad ~ 0 S N-1",
    "{poca|nula|cero|sin} disponibilidad ~ -1 F",
    "{urgencia|urgencias|emergencia|emergencias|tiempo de espera|tiempo de respuesta|lista de espera} ~ 0 W",
    // Added for the turns of everyday speech the cues above missed.
    // On hold on the phone is scheduling (tests/eval/README.md, "The
    // phone"), not an arrival: "me dejaron esperando en la línea".
    "{esperando|esperé|esperamos|esperar|esperó} en {el teléfono|la línea|línea|el celular} ~ -1",
    "{tuvieron|tuvo|dejaron|dejó|pusieron|puso|estuve|estuvimos|duré|duramos|pasé|pasamos} * en espera ~ -1",
    "{musiquita|musiquilla|música de espera} ~ -1",
    // The one company that answered or came: "la única que me
    // contestó"; "el único que pudo venir" is no skill.
    "{único|única|únicos|únicas} * que * {contestó|contestaron|contesta|contestan|respondió|respondieron|vino|vinieron|viene|vienen|atendió|atendieron|llegó|llegaron} ~ +1",
    "{el|la|los|las} {único|única|únicos|únicas} * que * {pudo|pudieron|quiso|quisieron|podía|podían} venir ~ +1",
    // Cancelled on the day: not the "same-day" visit the words also say.
    "{cancelaron|canceló|cambiaron|cambió|movieron|movió|reprogramaron|reprogramó|pospusieron|pospuso|reagendaron} * {cita|citas|visita|fecha} * {el mismo día|ese mismo día|a última hora|al último momento|una hora antes} ~ -2",
    // "La próxima fecha disponible" is no praise of availability.
    "{cita|fecha|espacio|lugar|hora|horario} {disponible|disponibles} ~ 0 W",
    "{días} {de espera|esperando} ~ -1",
    // A visit marked as out of hours (tests/eval/README.md, session 13).
    "{era|es|fue|siendo} {domingo|sábado|navidad|nochebuena|año nuevo|feriado|día festivo|de noche|medianoche|madrugada} y {vinieron|vino|llegaron|llegó|contestaron|contestó|atendieron|atendió|salieron|salió} ~ +1",
    "{vino|vinieron|llegó|llegaron|pasó|pasaron|atendió|atendieron|salió|salieron} a {las|la} {10|11|12|1|2|3|4|diez|once|doce|una|dos|tres|cuatro} de la {noche|madrugada} ~ +1",
    "{vino|vinieron|llegó|llegaron|pasó|pasaron|atendió|atendieron|salió|salieron|contestó|contestaron} * {de madrugada|en plena noche|pasada la medianoche} ~ +1",
    // A job's length against its promise: "prometieron un día y se
    // tardaron toda la semana".
    "{dijeron|dijo|prometieron|prometió|según} * {hora|horas|día|días|semana|semanas} y {se tardaron|tardaron|se tardó|tardó|se llevaron|se llevó|duraron|duró|se demoraron|se demoró|terminaron|terminó|acabaron|acabó} ~ -1",
    // Castilian (Spain): "vinieron en un periquete" (in no time).
    "{vinieron|vino|llegaron|llegó|estaban|estaba|estuvieron|estuvo|se presentaron|se presentó|se plantó|se plantaron} {en dos horas|en hora y media|en un periquete|en un santiamén|en un pispás|en nada} ~ +1",
    // A clock time between the visit and its day, or one in the small
    // hours: "vinieron a las 2am un domingo" (out of hours, as "a la 1 de
    // la madrugada" is; "2am" is a symbol the gap does not cross).
    "{vino|vinieron|llegó|llegaron|pasó|pasaron|atendió|atendieron|salió|salieron} a {las|la} * {un domingo|en domingo|un sábado|en sábado|un feriado|en feriado|en navidad|en nochebuena|de la madrugada} ~ +1",
    "{vino|vinieron|llegó|llegaron|pasó|pasaron|atendió|atendieron|salió|salieron} a {las|la} {12am|1am|2am|3am|4am|5am} ~ +1",
    // Someone there within hours of the call: "pa las 10 ya tenían a
    // alguien aquí".
    "ya {tenían|tenía|habían mandado|había mandado|mandaron|mandó} {a alguien|a un técnico|al técnico|un técnico} {aquí|acá|en casa|en la casa|en mi casa} ~ +1",
    // The job took the length promised: "tomó exactamente los dos días
    // que dijeron" (not the "tomó * días" of a long wait).
    "{los|las|el|la} * {días|horas|semanas|día|hora|semana} que {dijeron|dijo|prometieron|prometió|quedamos|acordamos|cotizaron|cotizó|habían dicho|había dicho} ~ +1",
  ],
  price: SPANISH_PRICE_CUES,
  quality: [
    "{quedó|quedaron|quedo|salió|salieron|luce|lucen} {de lujo|impecable|impecables|precioso|preciosa|preciosos|preciosas|hermoso|hermosa|bonito|bonita|bonitos|bonitas|chulo|chula|una chulada|nítido|nítida|niquelado|excelente|excelentes|espectacular|genial|increíble|de maravilla|a la perfección|perfectos|perfectas|como nuevos|como nuevas|mejor que nunca|mejor que antes|derechito|derechitos|bien derecho|bien alineado|bien alineados|bien alineadas|bien hecho|bien hecha|bien instalado|bien instalada|padrísimo|chido|chidos|bacán|chévere|fino|finos|de diez} ~ +2",
    "se {ve|ven|mira|miran|veía|veían} {impecable|impecables|precioso|preciosa|preciosos|preciosas|hermoso|hermosa|bonito|bonita|bonitos|bonitas|de lujo|nítido|profesional|excelente|espectacular|como nuevo|como nueva} ~ +2",
    "{quedó|quedaron|quedo|salió|salieron} {mal|peor|fatal|horrible|chueco|chueca|chuecos|chuecas|torcido|torcida|torcidos|flojo|floja|flojos|suelto|suelta|desnivelado|desnivelada|mal hecho|mal hecha|mal puesto|mal puesta|mal instalado|mal instalada|feo|fea|feísimo|peor que antes|igual que antes|igual o peor|todo mal|chafa|a medias|sin terminar} ~ -2",
    "{lo|la|los|las} {dejaron|dejó} {chueco|chueca|torcido|torcida|flojo|floja|suelto|suelta|mal puesto|mal puesta|desnivelado|goteando|tirando agua|peor|peor que antes|sin terminar|a medias|incompleto|incompleta|mal} ~ -2",
    "{lo|la|los|las|todo} {dejaron|dejó} {como nuevo|como nueva|como nuevos|como nuevas|funcionando|funcionando perfecto|perfecto|perfecta|de maravilla|como reloj} ~ +2",
    "{gran|magnífico|tremendo|estupendo|fantástico|increíble|espectacular|impecable|perfecto} {trabajo|trabajito|jale|chamba} ~ +2",
    "{excelente|buen|buenísimo|muy buen|súper buen} {trabajito|jale|chamba} ~ +2",
    "{chamba|jale|instalación|reparación|acabado|acabados|terminado|terminados|arreglo} {excelente|excelentes|impecable|impecables|perfecto|perfecta|de primera|de calidad|de lujo|limpio|limpia|nítido|nítida|prolijo|prolija|fino|fina|profesional|de diez|muy bien hecho|muy bien hecha|bien hecho|bien hecha|bien hechos|de primera calidad|de alta calidad|bien terminado|bien terminada|espectacular|increíble|de maravilla} ~ +2",
    "trabajazo|trabajón ~ +2",
    "chapucería|chapuzas|chapuceros|chapucera|chapuceras|chambón|chambona|chambones|chambonada|chambonadas|mamarracho ~ -2",
    "{mal trabajo|pésimo trabajo|trabajo mediocre|mala calidad|pésima calidad|baja calidad|poca calidad|trabajo chafa|trabajo de mala calidad|trabajo pésimo|trabajo horrible|trabajo malo|trabajo fatal|mal acabado|malos acabados|mala instalación|pésima instalación|instalación chafa|mala reparación|reparación chafa|materiales chafas|material chafa|piezas chafas|de quinta|de cuarta} ~ -2",
    "{sigue|siguen|seguía|seguían|siguió|siguieron|continúa|continúan|continuaba|continuó} {goteando|tirando agua|saliendo agua|fallando|tapado|tapada|tapados|atascado|atascada|haciendo ruido|oliendo|apestando|botándose|disparándose|parpadeando|brincando|mal|descompuesto|descompuesta|sin servir|sin prender|sin agua caliente|sin calefacción|sin luz|sin corriente|con la fuga|con fuga|con fugas|con el problema|con el mismo problema|con problemas|el problema|el mismo problema|la fuga|la gotera|el goteo|el ruido|el olor|igual de mal} ~ -2 F",
    "{todavía|aún|otra vez|de nuevo|nuevamente} {gotea|gotean|tira agua|sale agua|falla|fallan|se tapa|se tapó|se atasca|hace ruido|huele|se bota|se botan|se dispara|se disparan|parpadea|parpadean|no enfría|no calienta|no funciona|no funcionan|no sirve|no prende|no jala|no drena|no hay agua caliente|no tenemos agua caliente|no tengo agua caliente|no hay luz|sin agua caliente|sin luz|sin calefacción|tapado|tapada|goteando|descompuesto|descompuesta|el mismo problema|con el mismo problema} ~ -2 F",
    "{volvió|volvieron|vuelve|vuelven|volvía} a {gotear|fallar|descomponerse|descomponer|taparse|tapar|atascarse|romperse|dañarse|botarse|dispararse|salir agua|tirar agua|hacer ruido|oler|apagarse|quemarse|fundirse|trabarse|dar problemas|pasar lo mismo|fallar otra vez|lo mismo} ~ -2",
    "{a los|a las|al|a la} * {días|semana|semanas|mes|meses|rato|tiempo|horas} * {falló|descompuso|quemó|rompió|otra vez|de nuevo|dejó|tapó|apagó|fallando|goteaba|tiraba} ~ -2",
    "{falló|fallaron|quemó|quemaron|descompuso|descompusieron|rompió|rompieron} {a|al} * {días|semana|mes|semanas|meses|tiempo|siguiente|rato} ~ -2",
    "{ya no|nunca más|no ha vuelto a|no volvió a|no ha vuelto a|no hemos vuelto a} {gotea|gotear|goteó|se tapa|se tapó|taparse|hace ruido|hacer ruido|falla|fallar|falló|se bota|botarse|se dispara|dispararse|huele|oler|parpadea|parpadear|se apaga|apagarse|sale agua|tira agua|tirar agua|salir agua|dar problemas|da problemas|ha dado problemas|tener problemas|tuvimos problemas|se estanca|se encharca|se inunda|se desborda|se regresa el agua|se regresa|se atasca} ~ +1 F",
    "{sin|ningún|cero|ni un|ni una|no hemos tenido|no he tenido|no hubo|nunca más} {problema|problemas|falla|fallas|fuga|fugas|goteo|goteras|queja|quejas} desde ~ +1 F",
    "{funciona|funcionan|funcionó|funcionando|jala|jalan|jalando|sirve|sirven|enfría|enfrían|enfriando|calienta|calientan|calentando|prende|prenden|corre|corren|corriendo|drena|drenan|trabaja|trabajan|anda|andan|marcha|va|van|quedó} {perfecto|perfectamente|de maravilla|súper bien|excelente|de lujo|como reloj|como un reloj|mejor que nunca|mejor que antes|a la perfección|sin problemas|sin ningún problema|sin fallas|de diez|chido|increíble|genial|bien rico} ~ +1",
    "fresquito|fresquita|fresquecito|fresquecita|calientito|calientita|calientitos|calientitas ~ +1",
    "{dañaron|dañó|rayaron|rayó|rajaron|rajó|quebraron|quebró|abollaron|abolló|agujerearon|perforaron} ~ -1",
    "{que pusieron|que instalaron|que cambiaron|que repararon|que arreglaron|nuevo|nueva|nuevos|nuevas} * {tambalea|bambolea|vibra|zumba|truena|gotea|gotean|apaga|falla|fallan|tira|hace ruido|no sirve|no funciona|no prende|no enfría|no calienta|se quemó|se descompuso|dejó de funcionar} ~ -2",
    "{ya|ahora} {jala|jalan|va|van|corre|drena|drenan|prende|enfría|calienta|funciona|funcionan|sirve|sirven} bien ~ +1",
    "{dejaron|dejó} {un hoyo|un agujero|hoyos|agujeros|el hoyo|el agujero|la pared abierta|el techo abierto} ~ -1",
    "{cumple|cumplen|cumplió|según|conforme a|de acuerdo al|de acuerdo con} {el código|código|los códigos|la norma|las normas|la normativa|el reglamento} ~ +1",
    "{no pasó|reprobó|reprobaron|falló|no pasaron} la {inspección|revisión} ~ -2 F",
    "cuidadoso|cuidadosa|cuidadosos|cuidadosas|meticuloso|meticulosa|meticulosos|minucioso|minuciosa|minuciosos|detallista|detallistas|esmerado|esmerada|prolijo|prolija|prolijos|perfeccionista|perfeccionistas ~ +1",
    "{con mucho cuidado|con muchísimo cuidado|con cuidado|con esmero|con dedicación|con mucho detalle|al detalle} ~ +1",
    "{silencioso|silenciosa|silenciosos|silenciosas|ni se oye|ni se escucha|casi no se oye|casi no se escucha|no se oye nada|no se escucha nada|no hace nada de ruido} ~ +1",
    "{mal hecha|mal hechos|mal hechas|mal instalado|mal instalada|mal instalados|mal instaladas|mal puesto|mal puesta|mal puestos|mal conectado|mal conectada|mal conectados|mal soldado|mal sellado|mal pegado|mal colocado|mal colocada|mal terminado|mal terminada|mal apretado|a medias|sin terminar|todo chueco|todo torcido} ~ -2",
    "{bien hecha|bien hechos|bien hechas|bien instalado|bien instalada|bien instalados|bien instaladas|bien puesto|bien puesta|bien puestos|bien puestas|bien conectado|bien sellado|bien terminado|bien terminada|bien acabado|bien rematado|bien nivelado|bien nivelada|bien alineado|bien alineada|bien alineados|bien alineadas|bien derechito|derechito|derechita|derechitos|derechitas} ~ +1",
    "perfectamente {alineado|alineada|alineados|alineadas|nivelado|nivelada|centrado|centrada|instalado|instalada|instalados|hecho|hecha|sellado|conectado} ~ +1",
    "{instalación|reparación|acabado|acabados|resultado|resultados|chamba|arreglo} ~ 0 W",
    // Added for the turns of everyday speech the cues above missed.
    // The problem still there after the work: "sigue tirando agua igual
    // que antes", "las rejillas siguen igual de sucias".
    "{sigue|siguen|seguía|seguían|siguió|siguieron|continúa|continúan|continuaba} * {igual que antes|igual de mal|igualito que antes|como antes|como estaba|peor que antes} ~ -2 F",
    "{sigue|siguen|seguía|seguían|quedó|quedaron|está|están} {igual de|todavía|aún} {sucio|sucia|sucios|sucias|mugroso|mugrosa|mugrosos|tapado|tapada|tapados|tapadas} ~ -2",
    "{no|ni|nunca} {arregló|arreglaron|resolvió|resolvieron|reparó|repararon|solucionó|solucionaron|compuso|compusieron} {nada|el problema|la falla|la fuga|la gotera|el desperfecto} ~ -2 F",
    "desde {el primer día|el principio|el día uno|que lo instalaron|que lo pusieron|que la instalaron|que la pusieron} * {ruido|ruidito|ruidos|zumbido|chillido|rechinido|falla|gotea|tira|zumba|vibra|truena|parpadea|apaga|fallando|goteando} ~ -2",
    // The look of the work left: "dejaron el piso todo desnivelado".
    "{dejó|dejaron|dejaba|quedó|quedaron|terminó|terminaron} * {disparejo|dispareja|disparejos|disparejas|desparejo|desnivelado|desnivelada|chueco|chueca|chuecos|chuecas|torcido|torcida|torcidos|flojo|floja|agrietado|agrietada|rayado|rayada|hundido|hundida} ~ -2",
    "{dejó|dejaron|dejaba} * {sin tapar|sin resanar|sin reparar|sin cerrar|sin pintar} ~ -1",
    // Damage done (tests/eval/README.md, session 10): "le hicieron un
    // raspón a la puerta", "un agujero más grande de lo necesario".
    "{hizo|hicieron|causó|causaron} {un|unos|una|unas} {rayón|rayones|raspón|raspones|golpe|golpes|abolladura|abollón|grieta|rajadura} ~ -1",
    "{hoyo|hoyos|agujero|agujeros|boquete} * {más grande|más grandes} de lo {necesario|que debía|que se necesitaba} ~ -1",
    // The fix lasted: "ya no hay humedad", "el garaje sequito desde".
    "ya no hay {tanto|tanta|} {polvo|olor|olores|ruido|ruidos|humedad|goteo|goteras|fugas|moho|cortos|apagones} ~ +1 F",
    "{seco|seca|secos|sequito|sequita|sequecito} desde ~ +1 F",
    // Cleaning ducts, a trap or a drain is the service itself, not how
    // the house was left (docs/aspects.md: cleanliness is the mess), also
    // named in English ("limpiaron los ducts").
    "{limpió|limpiaron|limpia|limpian|limpiar|limpieza|limpiaba|limpiando|limpiamos|limpiara|limpiaran|limpien} {los|las|el|la|del|de} {ductos|ducto|trampa|trampas|drenaje|drenajes|tubería|tuberías|tubo|tubos|línea|líneas|coladera|coladeras|caño|caños|fosa|cisterna|tinaco|calentador|boiler|serpentín|serpentines|filtro|filtros|ventilas|rejillas|chimenea|ducts|duct|vents|drain|drains|coils|filters|gutters|chimney} ~ 0 W",
    "{limpieza|limpiar|limpiando} de {los|las|la|el} {ductos|ducto|trampa|trampas|drenaje|drenajes|tubería|tuberías|tubo|tubos|línea|líneas|coladera|coladeras|caño|caños|fosa|cisterna|tinaco|calentador|boiler|serpentín|serpentines|filtro|filtros|ventilas|rejillas|chimenea|ducts|duct|vents|drain|drains|coils|filters|gutters|chimney} ~ 0 W",
    // The look of the work is quality, never cleanliness
    // (tests/eval/README.md, session 16): "la soldadura quedó limpiecita".
    "{instalación|trabajo|acabado|acabados|cableado|conexiones|soldadura|soldaduras|tubería|instalaciones|trabajito} * {quedó|quedaron} * {limpio|limpia|limpios|limpias|limpiecito|limpiecita|limpísimo|limpísima} ~ +1",
    "{limpio|limpia|limpísimo|limpísima|limpiecito|limpiecita} {el|la} {trabajo|instalación|acabado|cableado|trabajito} ~ +1",
    "{quedó|quedaron} {jevi|jevy|una chimba|una belleza|una chulada|un lujo|un espectáculo|una joya|bellísimo|bellísima|brutal|en talla|de pelos|una nota} ~ +2",
    "{funcionando|funciona|anda|jala|está|trabaja} en talla ~ +2",
    // The problem back after the work, said after it: "a la semana el
    // drain estaba tapao otra vez".
    "{estaba|está|estaban|están|quedó|quedaron|sigue|siguen} {tapado|tapao|tapada|tapá|tapados|atascado|atascada|goteando|botando agua|tirando agua} {otra vez|de nuevo|nuevamente} ~ -2",
    // A lukewarm verdict on the work (docs/aspects.md: "the work was
    // acceptable" is neutral).
    "{quedó|quedaron|salió|salieron} {más o menos|regular|así así|aceptable|pasable|normalito|normalita|bien nomás} ~ 0 S R",
    "{enfría|calienta|funciona|jala|sirve|prende|drena|anda|trabaja} {más o menos|regular|así así} ~ 0 S R",
    // Castilian (Spain): the result praised ("quedó de cine",
    // "funciona de puta madre"), the work worked at ("se lo curró", "un
    // currazo"); "curro" alone is also the reviewer's job ("en el curro").
    "silenciosísimo|silenciosísima|silenciosísimos|silenciosísimas ~ +1",
    "{quedó|quedaron|ha quedado|han quedado|funciona|funcionan|va|van} {de puta madre|de cine|niquelado|niquelada|de escándalo|una pasada} ~ +2",
    "{buen|gran|excelente|pedazo de|un buen|un gran} curro ~ +2",
    "{currazo|se lo curró|se lo curraron|se lo ha currado|se lo han currado} ~ +2",
    // Lukewarm of the work: "el trabajo correcto nomás", "did the
    // tune-up, ni fu ni fa".
    "{trabajo|trabajito|servicio|instalación|reparación|mantenimiento} {correcto|correcta|bien|aceptable} {nomás|no más|namás|y ya|nada más} ~ 0 S R",
    "{trabajo|trabajito|servicio|instalación|reparación|mantenimiento|job|work|up|tuneup|install|repair} {,|} {ni fu ni fa|sin pena ni gloria|nada del otro mundo} ~ 0 S R",
  ],
  professionalism: [
    "atento|atenta|atentos|atentas|amabilísimo|amabilísima|amabilísimos|amabilísimas|majísimo|majísima|majísimos|majísimas|servicial|serviciales|corteses|simpático|simpática|simpáticos|simpáticas|majo|maja|majos|majas|agradable|agradables|respetuosas|cordiales|caballeroso|caballerosos|educadas|educadísimo|educadísima|educadito|educadita|educaditos|educaditas|educao|humilde|humildes|encantador|encantadora|encantadores|bondadoso|bondadosa|considerado|considerada|considerados|amables ~ +1",
    "{muy cordial|súper cordial|bien cordial|muy correcto|muy correcta|muy correctos|muy decente|muy decentes|muy tranquilo|muy calmado|muy serio|muy serios|gente seria|empresa seria|compañía seria} ~ +1",
    "{muy buena onda|súper buena onda|bien buena onda|un pana|una pana|unos panas|un panita} ~ +1",
    "{buena onda|buenas ondas|un amor|un encanto|un sol|un pan de dios|una dama|buen tipo|buena persona|gente linda|gente bella|gente decente|gente educada|gente amable|muy buen trato|excelente trato|buen trato|trato excelente|trato amable|un tipazo|tremendo tipo|buen muchacho|buenos muchachos|buena muchacha|muy humano|muy humanos|un bacán|unos bacanes|un pan} ~ +1",
    "prepotente|prepotentes|déspota|déspotas|altanero|altanera|altaneros|arrogante|arrogantes|antipático|antipática|antipáticos|sangrón|sangrona|sangrones|mamón|mamona|mamones|pedante|pedantes|irrespetuoso|irrespetuosa|irrespetuosos|descortés|descorteses|malcriado|malcriada|malcriados|majadero|majadera|majaderos|patán|patanes|odioso|odiosa|odiosos|insoportable|insoportables|desagradable|desagradables|cortante|cortantes|despectivo|despectiva|ofensivo|ofensiva|maleducados|maleducadas|groseras|grosería|groserías|déspota ~ -2",
    "{mala onda|muy mala onda|mala actitud|pésima actitud|malas caras|mala cara|de mala gana|de mal humor|mal modo|malos modos|de mala manera|mala educación|falta de respeto|una falta de respeto|faltó al respeto|faltaron al respeto|sin respeto|poco respeto|cero respeto|muy seco|muy seca|bien seco|súper seco|bastante seco|mal educados|mal educada|mal educadas} ~ -2 F",
    "{nada amable|nada educado|nada atento|nada atentos|poco amable|poco amables|poco educado|poco atento|poco atentos|nada amables} ~ -1 F",
    "{me|nos} {gritó|gritaron|regañó|regañaron|insultó|insultaron|humilló|humillaron|ignoró|ignoraron|colgó|colgaron|contestó feo|contestaron feo|habló feo|hablaron feo|trató mal|trataron mal|habló golpeado|hablaron golpeado} ~ -2",
    "{me trató|nos trató|me trataron|nos trataron|me hablaba|nos hablaba|me habló|nos habló} como {tonto|tonta|tontos|tontas|idiota|idiotas|niño|niña|niños|ignorante|ignorantes|estúpido|estúpida} ~ -2",
    "{me trató|nos trató|me trataron|nos trataron} como {familia|de la familia|parte de la familia|reina|rey} ~ +1",
    "{se burló|se burlaron|se reía|se rió|se reían|se burlaba|se burlaban} * {de mí|de nosotros|de mi|de nuestra|de nuestro} ~ -2",
    "{apurada|apuradas|de prisa|a las carreras|a la volada|a lo loco|con ganas de irse|quería irse|querían irse|tenía prisa|tenían prisa|llevaba prisa|llevaban prisa|con mucha prisa} ~ -1",
    "{pegado al celular|pegado al teléfono|todo el tiempo en el celular|todo el rato en el celular|todo el tiempo con el celular|hablando por teléfono todo el tiempo} ~ -1",
    "{fumó|fumaba|fumando|fumaron|fumaban} {en|dentro|adentro|en la casa|en el patio|en la cochera} ~ -1",
    "{dejó|dejaron} {la puerta|el portón|la reja|la cerca|el zaguán} {abierta|abierto} ~ -1",
    "{me|nos} {tranquilizaron|calmó|calmaron|dio confianza|dieron confianza|hizo sentir cómoda|hizo sentir cómodo|hicieron sentir cómodos|hizo sentir segura|hizo sentir seguro|hicieron sentir seguros|hizo sentir en confianza} ~ +1",
    "{cuidadoso|cuidadosa|cuidadosos|cariñoso|cariñosa|tierno} con {la casa|nuestra casa|mi casa|nuestro hogar|mi hogar|las mascotas|el perro|mi perro|mis perros|nuestros perros|los niños|mi mamá|mi papá|mi abuela|mi abuelita|mi abuelo|mis hijos|mi suegra|mis papás} ~ +1",
    "{respetaron|respetó|cuidaron|cuidó} {la casa|nuestra casa|mi casa|nuestro hogar|mi hogar|nuestras cosas|mis cosas|los muebles} ~ +1",
    "{se disculpó|se disculparon|pidió disculpas|pidieron disculpas|pidió perdón|pidieron perdón|se excusó|se excusaron} ~ +1",
    "{ni se disculpó|sin disculparse|ni pidió disculpas|ni pidieron disculpas|nunca se disculpó|no se disculpó|no se disculparon|ni se disculparon|sin pedir disculpas|ni una disculpa|ni perdón} ~ -1 F",
    "{ni saludó|ni saludaron|no saludó|no saludaron|ni los buenos días|ni las gracias|ni un saludo|sin saludar|ni buenos días|ni un buenos días|ni un hola|ni hola} ~ -1 F",
    // An apology not made, in the English word: "ni un sorry".
    "{ni un sorry|ni sorry|sin un sorry|ni un lo siento} ~ -1 F",
    "profesionalismo|profesionalidad ~ 0 S",
    "{mucho profesionalismo|gran profesionalismo|puro profesionalismo} ~ +1",
    "{falta de profesionalismo|cero profesionalismo|nulo profesionalismo|poco profesionalismo|sin profesionalismo|nada profesionales|poco profesionales|poco serio|poco serios|nada serio|nada serios|muy informal|muy informales|súper informales|bien informales} ~ -2 F",
    "{trato|el personal|del personal|todo el personal|su personal|atención al cliente|servicio al cliente|actitud|la atención|su atención} ~ 0 W",
    // Added for the turns of everyday speech the cues above missed.
    "{muy|súper|bien|tan} {buena persona|buena gente|buenas personas} ~ +1",
    "{muy querido|muy querida|muy queridos|muy queridas|queridísimo|queridísima|queridísimos} ~ +1",
    "{qué detalle|un detallazo|qué detallazo|todo un detalle} ~ +1",
    // Manners towards what the customer does not know
    // (tests/eval/README.md, session 9): "nunca nos hizo sentir
    // ignorantes".
    "{nunca|no|jamás|ni} {me|nos} {hizo|hicieron|hacía|hacían} sentir {tonto|tonta|tontos|tontas|mal|ignorante|ignorantes|menos|estúpido|estúpida|burro|burra|bruto|bruta|brutos|brutas|bobo|boba|incómodo|incómoda} ~ +1 F",
    "{ni me miraba|ni me volteaba a ver|ni me veía|no me miraba|ni me pelaba|ni nos pelaba|ni me pelaban|no me hacía caso|ni caso me hacía|ni caso nos hacía|ni me hizo caso|ni nos hizo caso} ~ -1 F",
    "{audífonos|audífono|auriculares|airpods|headphones} {puestos|puesto} ~ -1",
    "{se fue|se fueron} corriendo ~ -1",
    // In a hurry, as Caribbean Spanish says it: "se le notaba el apuro",
    // "andaba apurao".
    "se {le|les} {notaba|nota|notó|veía|ve} {el apuro|la prisa|el afán|las ganas de irse} ~ -1",
    "{con apuro|tenía apuro|tenían apuro|andaba apurao|andaban apuraos|andaba apurado|andaban apurados|bien apurao|to apurao} ~ -1",
    // Safety of the household (tests/eval/README.md, session 10): a
    // panel left without its cover.
    "{dejó|dejaron} * {sin tapa|sin la tapa|destapado|destapada|con los cables al aire|cables expuestos|cables pelados|cables al aire} ~ -1",
    // Castilian (Spain): "majete", "un tío de puta madre",
    // "un cacho pan"; "borde" (curt) only after a word of degree or a verb
    // ("el borde" is the edge). "Tío" alone is "mate", no aspect.
    "majete|majeta|majetes|majetas ~ +1",
    "{un tío|una tía|un tipo|un chaval|una chavala|buen tío|buena tía|un señor|una señora} {de puta madre|legal|majete|majeta|encantador|encantadora|estupendo|estupenda|muy majo|muy maja|muy legal|de diez} ~ +1",
    "{un cacho pan|un trozo de pan|un solete} ~ +1",
    "{muy|un poco|un poquito|bastante|súper|algo|tan|un pelín|a bit|so|very|really|was|fue|es|era|estuvo} {borde|bordes} ~ -2",
    "bordísimo|bordísima|bordísimos|bordísimas ~ -2",
    "sin {hacerme|hacernos} sentir {tonto|tonta|tontos|tontas|mal|ignorante|ignorantes|menos|estúpido|estúpida|burro|burra|bruto|bruta|brutos|brutas|bobo|boba|incómodo|incómoda} ~ +1 F",
    // Rioplatense warm words said of a person: "re copada", "es un
    // divino" (not "quedó divino", said of the work).
    "{re|muy|súper|super|tan|es|era|fue|son} {copado|copada|copados|copadas} ~ +1",
    "{un divino|una divina|unos divinos|unas divinas} ~ +1",
  ],
  communication: [
    "explica|explican|explicaba|explicaban|explicándonos|explicarnos|explicarme|explicarle|explicación|explicaciones|explicado|explicada|explicados|detalló|detallaron ~ +1",
    "{resolvió|resolvieron|aclaró|aclararon|contestó|contestaron|respondió|respondieron|contesta|contestan|responde|responden|resuelve|resuelven} * {preguntas|pregunta|dudas|duda|inquietudes} ~ +1",
    "{mandó|mandaron|envió|enviaron|enseñó|enseñaron|mostró|mostraron|tomó|tomaron|compartió|compartieron} * {fotos|foto|fotografías|video|videos|vídeo|vídeos|imágenes|pieza|piezas|parte|falla|daño} ~ +1",
    "{me|nos} {mostró|mostraron|enseñaron|mostraba|mostraban|enseñaba|enseñaban} ~ +1",
    "{mantuvieron|mantuvo|mantiene|mantienen|mantenían|mantenía|tuvo|tuvieron|tienen|tiene} {informado|informada|informados|informadas|al tanto|al corriente|al día|enterado|enterada|enterados|al pendiente} ~ +2",
    "informaron|informó|informaba|informaban|avisaban|avisaba|actualizaban|actualizaba ~ +1",
    "{llamó|llamaron|marcó|marcaron|escribió|escribieron|avisó|avisaron|texteó|textearon} * {antes|camino|confirmar|anticipación|retraso|anterior} ~ +1",
    "{mandó|mandaron|envió|enviaron} {mensaje|un mensaje|texto|un texto|whatsapp|un whatsapp|correo|un correo|mail} * {antes|camino|confirmar|anticipación|retraso|anterior|llegar|avisar} ~ +1",
    "{avisó|avisaron|me avisó|nos avisó|me avisaron|nos avisaron} * {tarde|retraso|demora|camino} ~ +1",
    "{mensaje|mensajes|texto|textos|llamada|correo|recordatorio|recordatorios} {de|para} {confirmación|confirmar|recordatorio|recordar|avisar} ~ +1",
    "{nunca|ni|nadie|jamás|no} {me|nos} {contestó|contestaron|contesta|contestan|respondió|respondieron|responde|responden|regresó|regresaron|devolvió|devolvieron|informó|informaron|escribió|escribieron|mencionó|mencionaron|aclaró|aclararon|dijo|dijeron|avisó|avisaron|llamó|llamaron} ~ -2 F",
    "{ni|tampoco} {avisó|avisaron|llamó|llamaron|avisar|llamar|un mensaje|una llamada|un aviso|un texto} ~ -2 F",
    "{nunca|no|ni|nadie|jamás} {devolvió|devolvieron|regresó|regresaron} {la llamada|las llamadas|mis llamadas|nuestras llamadas|los mensajes|mis mensajes} ~ -2 F",
    "{sin respuesta|ninguna respuesta|ni respuesta|cero respuesta|nunca hubo respuesta|nunca recibí respuesta|nunca recibimos respuesta|nunca respondieron|nadie respondió|nadie me contestó|nadie nos contestó|nadie me regresó|nadie nos regresó|nadie me respondió|nadie nos respondió} ~ -2 F",
    "{nunca|no} {llegó|mandaron|enviaron|recibí|recibimos|mandó|envió} {la cotización|el presupuesto|el estimado|la factura|el reporte|el informe|el estimate|el quote} ~ -2 F",
    "{sin llamar|sin llamarnos|sin llamarme|sin un mensaje|sin una llamada|sin mandar mensaje|sin explicar|sin explicarnos|sin explicarme|sin dar explicaciones|sin ninguna explicación|sin explicación|sin avisar nada|sin decir ni pío|ni pío|ni pio|sin una palabra|sin decir una palabra} ~ -2 F",
    "{versiones distintas|historias distintas|versiones diferentes|historias diferentes|me dijeron otra cosa|nos dijeron otra cosa|me decían otra cosa|nos decían otra cosa|dijeron algo diferente|dijeron algo distinto|cada quien decía algo|cada uno decía algo|cada quien me decía|cada uno me decía} ~ -1",
    "{mala comunicación|pésima comunicación|poca comunicación|nula comunicación|cero comunicación|falta de comunicación|sin comunicación|no hay comunicación|no hubo comunicación} ~ -2 F",
    "{buena comunicación|excelente comunicación|muy buena comunicación|comunicación excelente|comunicación constante|siempre comunicados|bien comunicados} ~ +1",
    "comunicativo|comunicativa|comunicativos|comunicativas ~ +1",
    "comunicación ~ 0 S",
    "{habló|hablaron|habla|hablan|hablaba|hablaban} {en español|español|en los dos idiomas|en ambos idiomas|en inglés y español|en español y en inglés} ~ +1",
    "{muy claro|muy clara|súper claro|súper clara|bien claro|bien clara|todo claro|todo muy claro|clarito|clarita|clarísimo|clarísima} ~ +1",
    "{cotización|presupuesto|factura|reporte|informe|estimado} {detallado|detallada|claro|clara|por escrito|desglosado|desglosada} ~ +1",
    "{dio|dieron|presentó|presentaron|ofreció|ofrecieron|planteó|plantearon} * {opciones|alternativas} ~ +1",
    "{me|nos} {escuchó|escucharon|escuchaba|escuchaban} ~ +1",
    // Added for the turns of everyday speech the cues above missed.
    "{no|ni} {me|nos} {dejó|dejaron|dejaba|dejaban} * {preguntar|preguntarle|preguntarles|preguntas|pregunta|hablar|terminar|explicarle|explicarles} ~ -1 F",
    "sin {dejarme|dejarnos} * {preguntar|preguntarle|preguntas|pregunta|hablar|terminar} ~ -1 F",
    "{ni|no|nunca|sin} {nos|me|le|les} {explicaron|explicó|explicaba|dijeron|dijo} {por qué|el porqué|el por qué|qué era|qué tenía|qué hicieron|qué hizo|qué cambiaron|qué cambió|qué pasó|la razón|el motivo} ~ -2 F",
    "sin que {nadie|} {nos|me} {avisara|avisaran|dijera|dijeran|explicara|explicaran|llamara|llamaran|informara|informaran} ~ -2 F",
    // A quote that is one number with no explanation
    // (tests/eval/README.md, session 9).
    "{nomás|solo|sólo|namás|nada más|puro|solamente} {el|un} {número|numerito} ~ -1",
    "{cada persona|cada quien|cada uno|cada cual|cada técnico} * {decía|decían|dijo|dijeron|contaba|contaban|dice|dicen} * {distinto|distinta|diferente|diferentes|distintas|distintos} ~ -1",
    // Every question answered: "le hizo 20 preguntas y se las contestó
    // todas".
    "se las {contestó|contestaron|respondió|respondieron|aclaró|aclararon} {todas|toditas|todititas} ~ +1",
    // A call back to put things right: "el dueño me llamó pa resolver".
    "{me|nos} {llamó|llamaron|habló|hablaron|marcó|marcaron} {pa|para} {resolver|resolverlo|solucionar|solucionarlo|arreglarlo|disculparse|pedir disculpas} ~ +1",
    // Ignored (Puerto Rico "pichar"), or left on read: "me picharon".
    "{me|nos} {picharon|pichó|pichearon|picheó|dejaron en visto|dejó en visto|ghostearon|ghosteó} ~ -2",
    // A call after the job to check on it (tests/eval/README.md, session
    // 15): "nos marcaron para saber si…".
    "{me|nos} {hablaron|habló|llamaron|llamó|marcaron|marcó|escribieron|escribió|textearon|texteó|contactaron|contactó} * {para|a} {ver|saber|preguntar|checar|confirmar|revisar} ~ +1",
    // The question asked is no verdict on the work: "para ver si el aire
    // seguía enfriando bien" is the call, not praise.
    "para {ver|saber|preguntar|checar|confirmar} si * {seguía|sigue|seguían|siguen|estaba|está|funcionaba|funciona|iba|va|andaba|anda} {funcionando|trabajando|jalando|enfriando|calentando|andando} {bien|perfecto|perfectamente} ~ +1",
    "para {ver|saber|preguntar|checar|confirmar} si * {seguía|sigue|seguían|siguen|estaba|está|estaban|funcionaba|funciona|iba|va|andaba|anda|jalaba|jala|enfriaba|enfría|calentaba|calienta} {bien|perfecto|perfectamente} ~ +1",
    "{al otro día|al día siguiente|a los días|a la semana|días después|a los pocos días|una semana después} {me|nos} {hablaron|habló|llamaron|llamó|marcaron|marcó|escribieron|escribió|textearon|texteó} ~ +1",
    "mensaje|mensajito|mensajitos|textito|llamadita|llamada|recordatorio|correo|whatsapp * recordando|recordándome|recordándonos|confirmando ~ +1",
    "{me|nos} {dijo|dijeron|avisó|avisaron|explicó|explicaron|advirtió|advirtieron} {antes de empezar|desde antes|de antemano|por adelantado|desde el principio|antes de comenzar|desde un principio|antes de hacer nada} ~ +1",
    // Marketing that will not stop (tests/eval/README.md, session 15).
    "{no dejan de|no paran de|no han dejado de|no para de|no deja de|no ha dejado de|nunca dejan de} * {mensajes|correos|emails|promociones|ofertas|publicidad|llamadas|llamar|llamarme|llamarnos|mandarme|mandarnos|escribirme|escribirnos|enviarme|enviarnos} ~ -1 F",
    "{mensajes|correos|llamadas|textos|emails|mails} {de|con} {promociones|promoción|publicidad|ofertas|ventas|marketing|descuentos} ~ -1",
    // Reports with readings or photos (tests/eval/README.md, session 9).
    "reporte|informe|reportito|reportes|informes * con * medidas|mediciones|lecturas|fotos|fotografías|notas|detalles|video|videos|presiones|voltajes|temperaturas|recomendaciones ~ +1",
    // Shown on the camera's screen or in photos (tests/eval/README.md,
    // session 13); a photo of the defect is also proof of it ("showed
    // proof": honesty).
    "{enseñó|enseñaron|mostró|mostraron|enseñaba|enseñaban|mostraba|mostraban} {en la pantalla|en el monitor|en la cámara|con la cámara|en el video|en video|en la tele|en la tablet|en la tableta|en el celular|en su celular|en su teléfono|en el teléfono|en la computadora} ~ +1",
    "{me|nos} {enseñó|enseñaron|mostró|mostraron} {dónde|donde} {estaba|estaban} ~ +1",
    "{enseñó|enseñaron|mostró|mostraron|mandó|mandaron|envió|enviaron} * {foto|fotos|video|videos|fotografía|fotografías|imagen|imágenes} {de|del} * {grieta|grietas|daño|daños|fuga|fugas|corrosión|óxido|rajadura|roto|rota|rotura|quemado|quemada|podrido|podrida} ~ +1 also:honesty",
    // "No lo hablo" or "no lo entiendo" speaks of the reviewer's English;
    // it is not the excuse "lo entiendo" (which makes a clause lukewarm).
    "no lo {entiendo|entendemos|entiende|entienden|hablo|hablamos|habla|hablan} ~ 0 W",
    // Castilian (Spain): "nadie dijo ni mu" (not a word).
    "{ni mu|sin decir ni mu} ~ -2 F",
    // Office and field telling different things ("desorganizados").
    "desorganizados|desorganizado|desorganizada|desorganizadas|desorganización ~ -1",
  ],
  cleanliness: [
    "{dejó|dejaron|dejaba|dejaban|dejan|deja|dejando} * {limpiecito|limpiecita|limpiecitos|limpísimo|limpísima|impecable|impecables|recogido|recogida|recogidos|ordenado|ordenada|ordenados|reluciente|relucientes|barrido|barrida|nítido|nítida|rechinando} ~ +1",
    "limpiecito|limpiecita|limpiecitos|limpiecitas|limpísimo|limpísima|limpísimos|limpísimas|pulcro|pulcra|pulcros|aseado|aseada|aseados ~ +1",
    "{como lo encontró|como lo encontraron|como la encontraron|como la encontró|ni se notaba que|ni se nota que|no se notaba que|como si nadie hubiera|como si nunca hubieran} ~ +1 F",
    "{barrieron|barrió|aspiraron|aspiró|trapearon|trapeó|levantaron|levantó} * {todo|piso|pisos|suelo|desorden|basura|polvo|tierra|escombros|escombro|reguero|tiradero|desastre|irse|terminar|terminaron|ensuciaron|cochinero|mugrero|retazos|pedazos|cajas} ~ +1",
    "{fregaron|fregó} {el suelo|el piso|los suelos|los pisos} ~ +1",
    "{pasaron|pasó|pasar} {la aspiradora|la escoba|el trapeador|la mopa|la fregona|el trapo|un trapo} ~ +1",
    "{cubrezapatos|cubre zapatos|cubrecalzado|cubre calzado|cubrebotas|cubre botas|fundas para los zapatos|fundas en los zapatos|bolsas en los zapatos|bolsitas en los zapatos|protectores de zapatos|zapatos cubiertos|se quitó los zapatos|se quitaron los zapatos|se quitaron las botas|se quitó las botas|sin zapatos|descalzo|descalzos} ~ +1",
    "{lona|lonas|plástico|plásticos|cartón|cartones|mantas|sábanas|tapetes|protección} {en el piso|en el suelo|para proteger|para cubrir|sobre el piso|sobre la alfombra} ~ +1",
    "{cubrieron|cubrió|protegieron|protegió} {el piso|los pisos|el suelo|la alfombra|los muebles|el sillón|la cama|todo} ~ +1",
    "{taparon|tapó} {los muebles|la alfombra|el sillón|la cama} ~ +1",
    "{dejaron|dejó|dejan|deja|dejaba|dejaban} * {desastre|reguero|regadero|mugrero|cochinada|chiquero|asco|desorden|porquería|tirado|tirada|regado|regada|regados|basura|tierra|lodo|barro|polvo|mugre|escombro|escombros|huellas|pisadas|manchas|pedazos|retazos|colillas|latas|botellas|viejo|vieja|viejos|viejas} ~ -1",
    "{dejaron|dejó|dejan|deja} * {hecho|hecha} {un|una} {desastre|asco|chiquero|mugrero|porquería|relajo} ~ -2",
    "{lleno|llena|llenos|llenas|llenaron|llenó} de {fango|tierra|lodo|barro|polvo|mugre|basura|escombro|aserrín|yeso} ~ -1",
    "ensuciaron|ensució|ensuciaba|ensuciando|mancharon|manchó|embarraron|embarró|enlodaron|enlodó ~ -2",
    "{polvo|tierra|lodo|basura|mugre|escombro|escombros|yeso|aserrín|huellas|pisadas|manchas} por {todos|todas|toda|todo} * {lados|partes|casa|piso|sala|cocina|baño|alfombra|garage|cochera} ~ -2",
    "{zapatos|botas} {sucios|sucias|llenos de lodo|llenas de lodo|con lodo|enlodados|enlodadas} ~ -1",
    "cochino|cochina|cochinos|cochinas|mugroso|mugrosa|mugrosos|mugrosas|desordenado|desordenada|desordenados|cochinada|mugrero|chiquero|reguero|regadero|desorden ~ -2",
    // Added for the turns of everyday speech the cues above missed.
    // Old parts and boxes left lying about (docs/aspects.md).
    "{cajas|caja|cartones|cartón|basura|tubos|pedazos|escombros|escombro|vieja|viejo|viejas|viejos|tornillos|empaques|empaque|bolsas|plásticos|material|materiales|manguera|mangueras|herramienta|herramientas|restos|sobrantes} * {tirado|tirada|tirados|tiradas|regado|regada|regados|regadas|abandonado|abandonada} ~ -1",
    "{dejó|dejaron|dejan|deja|dejaba|dejaban} * {basurita|basuritas|papelitos|pedacitos|polvito|tierrita|cochinero|tiradero|cartones} ~ -1",
    "ni {una|un} {basurita|basuritas|basurilla|papelito|pedacito|polvito|tierrita|manchita|huella|migaja|cochinada|basura} ~ +1 F",
    // Dominican "un chin" (a bit): "no dejó ni un chin de sucio".
    "ni {un chin|un chin chin|un chinchín|una pizca|un poquito} de {sucio|suciedad|basura|polvo|tierra|reguero|mugre|desorden|tiradero} ~ +1 F",
    "{limpió|limpiaron|recogió|recogieron|barrió|barrieron} {todo|todito|toíto|to|antes de irse|al terminar|al final|cuando terminó|cuando terminaron} ~ +1",
    "{puso|pusieron|tendió|tendieron|colocó|colocaron|usó|usaron} {cobijas|cobija|frazadas|frazada|mantas|manta|sábanas|lonas|lona|plásticos|plástico|cartones|cartón|toallas|toalla|tapetes|periódicos|periódico|trapos} * {piso|pisos|suelo|alfombra|alfombras|sala|pasillo|muebles|proteger|cubrir} ~ +1",
    // Castilian (Spain): shoe covers are "calzas" or "patucos"; "ni
    // una mota de polvo"; a room "hecho un cristo" is a mess.
    "{se puso|se pusieron|se pone|se ponen|llevaba|llevaban|usó|usaron|trajo|trajeron} {las calzas|calzas|unas calzas|los patucos|patucos|unos patucos} ~ +1",
    "{sin calzas|sin patucos|con las botas puestas|con los zapatos puestos} ~ -1 F",
    "ni {una|un} {mota|mota de polvo|pelusa|miga} ~ +1 F",
    "{barrió|barrieron|fregó|fregaron} y {fregó|fregaron|barrió|barrieron|recogió|recogieron|limpió|limpiaron} ~ +1",
    "{left|leaves|dejó|dejaron} * {hecho|hecha|hechos|hechas} {un desastre|un cristo|un asco|una pocilga|un estercolero} ~ -2",
    "guarro|guarra|guarros|guarras|guarrísimo|guarrísima ~ -2",
  ],
  expertise: [
    "{sabía|supo|sabe|sabían|supieron|saben} {exactamente|de inmediato|enseguida|luego luego|al instante|desde el principio|desde el primer momento|a la primera|rapidísimo|qué era|lo que era|cuál era|dónde buscar|qué tenía|cuál era el problema|lo que tenía|de qué se trataba|dónde estaba} ~ +1",
    "{encontró|encontraron|detectó|detectaron|diagnosticó|diagnosticaron|identificó|identificaron|localizó|localizaron|halló|hallaron|descubrió|descubrieron|supo|supieron|vio|vieron} * {rápido|rapidísimo|rapidito|enseguida|inmediatamente|luego luego|al instante|volando|minutos|segundos|nada|teléfono} ~ +1",
    "{dio|dieron} con {el problema|la falla|la fuga|el corto} * {rápido|rapidísimo|rapidito|enseguida|inmediatamente|luego luego|al instante|volando|minutos|segundos} ~ +1",
    "{problema|falla|fuga|corto|cortocircuito|causa|origen|detalle} * {en|a los} {cinco|dos|tres|diez|quince|un|unos|pocos|5|10|2|3|15} {minutos|minuto|segundos|segundo} ~ +1",
    "{rápido|rapidísimo|enseguida|de inmediato|luego luego|al instante|inmediatamente|en minutos|en segundos|a la primera} {encontró|encontraron|supo|supieron|detectó|diagnosticó|identificó|vio|dio con} ~ +1",
    "{por teléfono|con solo escuchar|con solo oír|nada más de oír|nomás de oír|con solo ver|nomás de ver|nada más de ver|de un vistazo|a simple vista|con solo verlo|con solo escucharlo|nada más de escucharlo} * {supo|sabía|diagnosticó|identificó|adivinó|detectó|dijo|encontró} ~ +1",
    "{supo|sabía|diagnosticó|diagnosticaron|identificó|adivinó|detectó} * {por teléfono|con solo escuchar|con solo oír|nada más de oír|nomás de oír|con solo ver|nomás de ver|de un vistazo|a simple vista|con solo verlo} ~ +1",
    "{otros|otras|otro|otra|compañías|técnicos|plomeros|electricistas|nadie|ningún|ninguno} * {no|nunca|jamás} {pudieron|pudo|encontraron|encontró|supieron|supo|lograron|logró|habían|dieron|dio} ~ +2 F",
    "{otros|otras|otro|otra|compañías|técnicos|plomeros|electricistas} * {no|nunca|jamás} {pudieron|pudo|supieron|supo|lograron|logró|habían podido} {encontrar|encontrarla|encontrarlo|arreglar|arreglarlo|resolver|dar con|diagnosticar} * {problema|falla|fuga|corto|cortocircuito|causa|origen} ~ +2 F",
    "{el único que|la única que|fue el único|fue la única|el primero que|el primero en} * {pudo|encontró|supo|dio|resolvió|arregló|entendió|encontrar|resolver|arreglar} ~ +2",
    "{no|nunca|jamás|ni} {encontró|encontraron|supo|supieron|dio con|dieron con|logró encontrar|lograron encontrar|pudo encontrar|pudieron encontrar} * {problema|falla|fuga|corto|cortocircuito|causa|origen|dónde|qué} ~ -2 F",
    "{no|nunca|jamás|ni} {pudo|pudieron|supo|supieron|logró|lograron} {arreglar|arreglarlo|arreglarla|resolver|resolverlo|diagnosticar|diagnosticarlo|encontrar|encontrarlo|encontrarla|reparar|repararlo|repararla|dar con} ~ -2 F",
    "{ni idea|idea} de {lo que hacía|lo que hacían|lo que hace|lo que hacen|lo que estaba haciendo|lo que estaban haciendo|cómo arreglar|cómo arreglarlo|cómo funciona|qué hacer|qué era|qué tenía|dónde buscar|por dónde empezar} ~ -2 F",
    "{no sabía|no sabían|no sabe|no saben|ni sabía|ni sabían} {por dónde empezar|ni por dónde empezar|dónde buscar|qué era|lo que era|qué tenía|cómo arreglarlo|ni qué hacer} ~ -2 F",
    "{probando|adivinando|tanteando|a ciegas|a prueba y error|a puro tanteo|al tanteo|cambiando piezas|cambiando partes} ~ -1",
    "{cambió|cambiaron|cambiando|reemplazó|reemplazaron} * {piezas|partes|pieza|parte|refacciones|cosas} * {necesidad|innecesarias|innecesaria|innecesarios|innecesario|nada} ~ -2 F",
    "inexperto|inexperta|inexpertos|novato|novatos|novata|incompetente|incompetentes|inepto|inepta|ineptos|inútil|inútiles|improvisado|improvisados ~ -2",
    "{estaba|estaban|se veía|se veían|andaba|andaban|parecía|parecían|estuvo|estuvieron|bien|muy|totalmente|completamente} {perdido|perdida|perdidos|confundido|confundida|confundidos} ~ -2",
    "experimentado|experimentada|experimentados|capacitado|capacitada|capacitados|calificado|calificada|calificados|preparado|preparada|preparados|hábil|hábiles|habilidoso|habilidosa|talentoso|talentosa|talentosos|expertas|expertísimo|conocedores ~ +1",
    "{un experto|todo un experto|una experta|unos expertos|un genio|una genia|una eminencia|un profesional de verdad|un as|un maestro en lo suyo|un mago|una maga} ~ +1",
    "{sabe|sabía|saben|sabían} {un montón|muchísimo|bastante|de todo|mucho de|su oficio|su trabajo} ~ +2",
    "{domina|dominan|dominaba|conoce|conocen|conocía} {su oficio|su trabajo|el tema|su área|su negocio|lo que hace|lo que hacen} ~ +2",
    "{se las sabe todas|se la sabe|se sabe todo} ~ +2",
    "se {nota|ve|notaba|veía|notó} que {conoce|conocen|domina|dominan|es experto|son expertos|tiene experiencia|tienen experiencia} ~ +2",
    "se {nota|ve|notaba|veía} {la experiencia|su experiencia|el conocimiento|que es un experto} ~ +2",
    "{mucho|mucha|gran|amplio|amplios|muchos|buen|buenos|amplia} {conocimiento|conocimientos|pericia} ~ +1",
    "{poco|poca|sin|nulo|nula|falta de|cero} {conocimiento|conocimientos|experiencia|pericia} ~ -2 F",
    "{conocimiento|conocimientos|pericia} ~ 0 W",
    // Added for the turns of everyday speech the cues above missed.
    // Diagnosed over the phone (docs/aspects.md): "nomás por teléfono
    // supo que era la válvula".
    "{supo|sabía|adivinó|diagnosticó|identificó|detectó|atinó|dijo|dijeron|supieron|diagnosticaron} {desde el teléfono|desde la llamada|desde el celular|nomás por teléfono|solo por teléfono|sólo por teléfono|sin verlo|sin haberlo visto|sin siquiera verlo} ~ +1",
    "{desde el teléfono|desde la llamada|nomás por teléfono|solo por teléfono|sólo por teléfono|sin verlo|sin haberlo visto|con solo describirle|nomás de describirle|con solo contarle|nomás de contarle} * {supo|sabía|dijo|adivinó|diagnosticó|identificó|atinó|detectó} ~ +1",
    "{dio en el clavo|le atinó|le atinaron|le dio al clavo} ~ +1",
    // Found what others missed (docs/aspects.md): "otro plomero vino tres
    // veces y no pudo", "otra compañía vino dos veces y nada".
    "{otro|otra|otros|otras} {compañía|compañías|empresa|empresas|técnico|técnicos|plomero|plomeros|electricista|electricistas|contratista|contratistas} * y {no|nunca|ni} {encontró|encontraron|pudo|pudieron|supo|supieron|dio|dieron|arregló|arreglaron|resolvió|resolvieron|logró|lograron} ~ +2 F",
    "{otro|otra|otros|otras} {compañía|compañías|empresa|empresas|técnico|técnicos|plomero|plomeros|electricista|electricistas|contratista|contratistas} * y nada ~ +1 F",
    // Needing help to know what to do: "tuvo que llamar a su jefe".
    "{tuvo|tuvieron} que {llamar|hablarle|preguntarle|consultar|buscar} * {supervisor|jefe|patrón|youtube|internet|google} ~ -1",
    "{era nuevo|era nueva|eran nuevos|era novato|era novata} y se {notaba|nota|veía} ~ -1",
    // Castilian (Spain): "no tenía ni idea" said of the
    // technician, not of the reviewer ("yo no tenía ni idea").
    "{no tenía|no tiene|no tenían|no tienen} ni {idea|puta idea|pajolera idea|zorra idea} {,|.|!|y|de lo que|de cómo|de nada} ~ -2 F",
    "{yo|nosotros|ni yo} no {tenía|teníamos|tengo|tenemos} ni {idea|puta idea|pajolera idea|zorra idea} ~ 0",
  ],
  honesty: SPANISH_HONESTY_CUES,
};

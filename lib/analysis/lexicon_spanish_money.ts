/**
 * The Spanish cues of money: what a bill is judged to be (price) and
 * whether it kept to what was said, without selling pressure (honesty).
 * Written with accents as `lexicon_spanish_cues.ts` describes
 * (`lexicon_spanish.ts` adds the spellings without them). The entries of
 * each list before its "Added" comment were written with the other
 * aspects' cues and are kept as they were, their patterns being features
 * of the trained model ("ni caro ni barato" only gained its `R`).
 *
 * @module
 */

/** Words of money a verdict is said of ("el precio", "el pisto", "la lana"). */
const MONEY =
  "precio|precios|cobro|cobros|costo|costos|tarifa|tarifas|presupuesto|cotización|factura|pisto|varo|varos|lana|plata|billete|fulas";

/** What was charged, after "que" ("lo que cobraron", "el pisto que cobró"). */
const CHARGED = "cobró|cobraron|cobra|cobran|cobraba|cobraban|pagamos|pagué";

/** Verbs of a verdict on the bill ("estuvo", "salió", "se me hizo"). */
const VERDICT_VERBS =
  "estuvo|estuvieron|fue|fueron|es|son|está|están|era|eran|salió|salieron|quedó|pareció|parece|hizo";

/** Words of a dear bill, after a verb ("estuvo pesado", "salió salado"). */
const DEAR =
  "pesado|pesada|pesados|pesadito|pesadita|fuerte|fuertes|fuertecito|fuertecita|salado|salada|salados|saladito|saladita|alto|alta|altos|altito|altita|elevado|elevada|exagerado|exagerada|excesivo|excesiva|caro|cara|caros|carito|carita|carísimo|carísima|abusivo|abusiva|inflado|inflada";

/** Words of a fair bill, after a verb ("estuvo justo", "fue razonable"). */
const FAIR =
  "justo|justa|justos|justas|justito|justita|razonable|razonables|accesible|accesibles|barato|barata|baratos|baratito|baratita|económico|económica|módico|módica|correcto|competitivo|competitiva|bajo|baja|bajito|bueno|buena|buenísimo|excelente|honesto";

/**
 * Another company ("la otra compañía", "otro plomero", "en otro lado"),
 * whose price or selling is set beside this one's; "otro" alone is not
 * one ("el otro día").
 */
const OTHER_COMPANY =
  "otro|otra|otros|otras compañía|compañías|empresa|empresas|técnico|técnicos|plomero|plomeros|electricista|electricistas|contratista|contratistas|lugar|lugares|lado|lados|señor|muchacho|tipo|tipos|vendedor";

/** Other companies named without a noun ("otros", "los demás"). */
const OTHERS = "otros|otras|demás|competencia";

/** Verbs of another company's price ("la otra nos lo dejaba en…"). */
const OFFERED =
  "daba|dejaba|cobraba|cobraban|cobra|cobran|cobró|cobraron|cotizó|cotizaron|ofrecía|ofrecían|pedía|pedían|daban|dejaban|hacía|hacían|salía|salían";

/** Words of a cheaper price than this one's. */
const CHEAPER =
  "{más barato|más barata|más baratos|más económico|más económica|menos|mucho menos|más bajo|la mitad}";

/** Words of a dearer price than this one's. */
const DEARER =
  "{más caro|más cara|más caros|el doble|el triple|mucho más|muchísimo más|bastante más}";

/** Verbs of another company's selling ("otros nos querían vender…"). */
const TRIED =
  "querían|quería|quiso|quisieron|trataron|trató|intentaron|intentó|insistieron|insistió|buscaban|buscaba";

/** What was sold or pushed ("vender", "cambiar", "meter"). */
const SELL =
  "vender|venderme|vendernos|venderle|cambiar|cambiarme|cambiarnos|cambiarlo|reemplazar|reemplazarlo|meter|meterme|meternos|colar|colarme|colarnos";

/**
 * Spanish price cues: the bill judged dear or fair, by itself or against
 * what was said, other companies' prices or the time worked.
 */
export const SPANISH_PRICE_CUES: readonly string[] = [
  // Rioplatense "el precio zafa" (the price passes): lukewarm.
  "{el precio|los precios|la factura|el presupuesto} zafa ~ 0 F",
  "{un pastón|un dineral|un platal|una fortuna|un ojo de la cara|un riñón|una barbaridad|un lanón|una lanota|un billetal|un billetón} ~ -2",
  "{cobraron|cobró|cobran|cobra|pagamos|pagué|costó|cuesta|cuestan} {mucho dinero|mucha plata|mucha lana|muchísimo|un montón|un huevo|una burrada|una locura} ~ -2",
  "costoso|costosa|costosos|costosas|costosísimo|costosísima|carero|careros|carera|careras|abusivo|abusivos|abusiva|abusivas ~ -1",
  "{precio|precios|cobro|cobros|tarifa|tarifas|costo|costos|presupuesto|cotización|factura|cuenta} {abusivo|abusivos|abusiva|excesivo|excesivos|excesiva|exagerado|exagerados|exagerada|elevado|elevados|elevada|alto|altos|alta|altísimo|altísimos|altísima|salado|salados|salada|inflado|inflados|inflada|carísimo|carísima|carísimos|ridículo|ridícula|absurdo|injusto|injusta} ~ -1",
  "{precio|precios|cobros|tarifas} {por las nubes|de locos|de miedo|de ladrones|de escándalo} ~ -2",
  "{precio|precios|cobro|tarifa|tarifas|costo|costos|presupuesto|cotización} {bajo|bajos|baja|bajísimo|bajísimos|accesible|accesibles|justo|justos|razonable|razonables|competitivo|competitivos|competitiva|honesto|honestos|decente|decentes|excelente|excelentes|buenísimo|buenísimos|increíble|increíbles|módico|módicos|económico|económicos|económica} ~ +1",
  "{salió|salieron|sale|quedó|salió} {bien|muy|súper|re|bastante} {barato|barata|baratos|baratas|económico|económica|accesible|baratísimo|baratito} ~ +1",
  "{salió|salieron|sale|quedó} {bien|muy|súper|re|bastante} {caro|cara|caros|caras|carísimo|carísima|costoso|costosa} ~ -1",
  "{precio|precios|cobro|costo|costos|tarifa|tarifas} {son|es|fue|fueron|estuvo|estuvieron|está|están|muy|bastante|súper|bien|algo|más} {razonable|razonables|justo|justos|accesible|accesibles|bajo|bajos|económico|económicos} ~ +1",
  "módico|módicos|módica|asequible|asequibles|baratísimo|baratísima|baratísimos|baratito|baratita|baratitos|baratones ~ +1",
  "{casi regalado|prácticamente regalado|una ganga|una ganguita|un regalo de precio|una pichincha} ~ +2",
  "{nada caro|nada cara|nada caros|nada caras|para nada caro|para nada caros|nada costoso} ~ +1 F",
  // A neutral verdict, reported as one (R), as "neither cheap nor
  // expensive" is: a bare "S" term with no opinion is dropped.
  "{ni caro ni barato|ni barato ni caro|ni muy caro ni muy barato|ni tan caro ni tan barato} ~ 0 S R",
  "{precio normal|precios normales|precio estándar|precio promedio|precio de mercado|precios de mercado|lo que cobra cualquiera|lo que cobran todos|lo que cobran todas} ~ 0 S R",
  "{el doble|el triple|tres veces|dos veces} {de lo que cobran|que otros|que los demás|que la competencia|de lo normal|de lo que cuesta|de lo que vale|que las otras|que los otros} ~ -2",
  "{cobran|cobra|cobrando|cobrado|cobraron|cobró} {demás|de sobra|extra} ~ -1",
  "{cobran|cobra|cobrando} de más ~ -2",
  "{cobraron|cobró|cobran|cobra|me cobraron|nos cobraron} {lo justo|muy poco|poquito|barato|baratísimo|lo correcto|un precio justo|lo razonable|razonable|bien poco} ~ +1",
  "{solo|sólo|nomás|namás|solamente|únicamente|nada más|nada más que} {por venir|por revisar|por ver|por la visita|por diagnosticar|por asomarse|por llegar|por mirar|por echar un vistazo|por salir|por tocar la puerta} ~ -1",
  "{no|ni|nunca|tampoco|sin} {me|nos|le} {cobraron|cobró|cobra|cobran} * {visita|revisión|diagnóstico|viaje|salida|extra|llamada|desplazamiento} ~ +1 F",
  "{no|ni|nunca|tampoco|sin} {cobraron|cobran|cobró|cobra|cobrar|cobrarme|cobrarnos} * {visita|revisión|diagnóstico|viaje|salida|extra|llamada|desplazamiento} ~ +1 F",
  "{visita|revisión|diagnóstico|cotización|presupuesto|estimado|inspección|evaluación} {gratis|gratuita|gratuito|sin costo|sin cargo|sin cobro} ~ +1 F",
  "{sin costo|sin cargo|sin cobro|de gratis|totalmente gratis|completamente gratis|sin costo alguno|sin costo extra|sin costo adicional|sin cargo extra|sin cargo adicional|sin cobrar extra|sin cobrar de más|sin cobrarnos nada|sin cobrarme nada} ~ +1 F",
  "descuento|descuentos|descuentito|rebaja|rebajita ~ +1",
  "{rebajaron|rebajó|bajaron|bajó|redujeron|redujo|ajustaron|ajustó} {el precio|la cuenta|la factura|el cobro|el costo|el total} ~ +1",
  "{vale|valió|valen|valía} {cada peso|cada centavo|cada dólar|cada euro|cada quinto|cada colón|lo que cuesta|lo que cobran|lo que cobra|lo que pagué|lo que pagamos|la inversión} ~ +1 N-1",
  "{dinero bien gastado|dinero bien invertido|bien invertido|bien invertida|buena inversión|excelente inversión} ~ +1",
  "{relación calidad precio|relación precio calidad|calidad precio} ~ 0 S",
  "{buena|excelente|muy buena|gran|súper buena} relación {calidad precio|precio calidad} ~ +1",
  "{mala|pésima|muy mala} relación {calidad precio|precio calidad} ~ -1",
  "{nos|me} {clavaron|clavó|desplumaron|desplumó|sangraron} ~ -2",
  "{qué clavada|una clavada|tremenda clavada|tremendo abuso|qué abuso|un asalto|un atraco|un robo a mano armada} ~ -2",
  "{se pasaron|se pasó|se volaron|se voló} {con el precio|con la cuenta|con el cobro|con la factura|cobrando|con lo que cobraron|de caros|de precio} ~ -2",
  "{por|para} * minutos {de trabajo|de chamba|trabajando} ~ -1",
  "{cobraron|cobró|cobran} * {horas|hora} {que no trabajaron|que no trabajó|de más|completas} ~ -1",
  "{cotización|presupuesto|estimado|precio} {más bajo|más baja|más barato|más barata|más económico|más económica|más accesible} ~ +1",
  "{cotización|presupuesto|estimado|precio} {más alto|más alta|más caro|más cara} ~ -1",
  "{ahorró|ahorraron|ahorramos|ahorré|ahorrarme|ahorrarnos} * {dinero|plata|lana|dólares|pesos|cientos|miles|un dineral} ~ +1",
  "{costo|costos|coste|costes|tarifa|tarifas|cobro|cobros|factura|facturas|honorarios|mano de obra} ~ 0 W",
  "{a la hora de|al momento de} {pagar|cobrar} ~ 0 W",
  // Added for the turns of everyday speech the cues above missed.
  // Money spent on a visit that fixed nothing: "pagamos para nada".
  "{pagamos|pagué|pagó|pagaron|pagar|pagando|gastamos|gasté} {para nada|por nada|de balde|en balde|en vano|por gusto} ~ -2",
  "{tiramos|tiré|botamos|boté|perdimos|perdí} {el dinero|nuestro dinero|mi dinero|la lana|la plata|el pisto|la feria} ~ -2",
  // Caribbean "chavos" (money), thrown away: "chavos botaos".
  "{chavos|chavitos|cuartos|pesos|chelitos|cheles} {botaos|botados|tirados|tiraos|perdidos|al zafacón|a la basura} ~ -2",
  // A price so low it is a gift: "eso es un regalo pa Arizona".
  "{eso es|es|fue|eso fue|está|estuvo|salió} {un regalo|regalado|regalao|regalá|regalada} ~ +1",
  // A verdict on the bill with a verb between: "la tarifa sí estuvo
  // pesadita", "el pisto que pedía estuvo justito", "la plata que nos
  // cobraron fue razonable". "Pesado" and "fuerte" speak of money only
  // after a word of money; "justo" right after the verb only ("cobró
  // justo antes de irse" is no verdict); "cuenta" only as "la cuenta"
  // ("se dio cuenta" is no bill).
  `${MONEY} * ${VERDICT_VERBS} * ${DEAR} ~ -1`,
  `${MONEY} * ${VERDICT_VERBS} * ${FAIR} ~ +1`,
  `la cuenta * ${VERDICT_VERBS} * ${DEAR} ~ -1`,
  `que * ${CHARGED} ${VERDICT_VERBS} * ${DEAR} ~ -1`,
  `que * ${CHARGED} ${VERDICT_VERBS} * ${FAIR} ~ +1`,
  "precio|precios|cobro|cobros|costo|costos|tarifa|tarifas|factura|facturas|cuenta|cuentas|presupuesto|cotización pesado|pesada|pesados|pesadas|pesadito|pesadita|fuerte|fuertes|fuertecito|fuertecita ~ -1",
  "precio|precios|cobro|cobros|costo|costos|tarifa|tarifas|factura|facturas|cuenta|cuentas|presupuesto|cotización bien|muy|súper|bastante|algo|medio pesado|pesada|pesados|pesadas|pesadito|pesadita|fuerte|fuertes|fuertecito|fuertecita ~ -1",
  // Less than said or expected is a good price (docs/aspects.md: "less
  // than expected"); more than what is normal or fair, a bad one.
  "{cobraron|cobró|cobran|cobra|salió|salieron|costó|costaron|pagamos|pagué|quedó|terminó|fue} * {menos|más barato|más barata|más económico|más económica} de lo ~ +1",
  "{más|mucho más|bastante más|el doble|el triple} de lo {normal|justo|razonable|que vale|que cuesta|que valía|que costaba} ~ -1",
  // Another company's price set against this one's: "en otro lado nos
  // lo dejaban más barato" says this one was dearer.
  `${OTHER_COMPANY} * ${OFFERED} * ${CHEAPER} ~ -1`,
  `${OTHERS} * ${OFFERED} * ${CHEAPER} ~ -1`,
  `${OTHER_COMPANY} * ${OFFERED} * ${DEARER} ~ +1`,
  `${OTHERS} * ${OFFERED} * ${DEARER} ~ +1`,
  // Charged for time not worked (docs/aspects.md): "cobraron la hora
  // completa aunque apenas estuvo veinte minutos", "nos cobraron cuatro
  // horas y el técnico estuvo aquí media hora".
  "{cobró|cobraron|cobra|cobran} * {aunque|y|pero|cuando|si} {nomás|solo|sólo|apenas|namás|solamente} {estuvo|estuvieron|duró|duraron|trabajó|trabajaron|tardó|tardaron|quedó|quedaron} * {minutos|minutitos|rato|ratito|media} ~ -1",
  "{cobró|cobraron|cobra|cobran} * {horas|hora} y * {estuvo|estuvieron|trabajó|trabajaron|duró|duraron|quedó|quedaron} * {minutos|minutitos|media|rato|ratito|pico} ~ -1",
  // A question of price, not a verdict: "¿caro o barato? No sabría".
  "{caro|cara|caros|caras|barato|barata|baratos|baratas} o {caro|cara|caros|caras|barato|barata|baratos|baratas|no|justo|normal|razonable} ~ 0",
  // Neither the cheapest nor the dearest, or in the middle of the
  // quotes: neutral (as "right in the middle" is).
  "{más barato|más barata|más baratos} {pero|y|ni} * {más caro|más cara|más caros} ~ 0 S R",
  "{más caro|más cara|más caros} {pero|y|ni} * {más barato|más barata|más baratos} ~ 0 S R",
  "{en medio|a la mitad|en el medio|justo en medio|entre medio} de {las|los} * {cotizaciones|presupuestos|precios|ofertas|estimados|quotes|estimates} ~ 0 S R",
  // Castilian (Spain): "un timo", "me ha clavado", "pasta" (money) only
  // in phrases ("una pasta", "pasta tirada"; pasta is also food), "un
  // chollo" (a bargain).
  "{un timo|qué timo|menudo timo|vaya timo|sacacuartos|una pasta|un pastizal|menuda pasta|pasta gansa|pasta tirada|tirar la pasta|tiré la pasta|tiramos la pasta} ~ -2",
  "{me|nos} {ha clavado|han clavado|clavan|clava} ~ -2",
  "{ahorró|ahorraron|ahorramos|ahorré|ahorrarme|ahorrarnos} * {pasta|una pasta|un pastizal|pavos|pelas} ~ +1",
  "{un chollo|qué chollo|menudo chollo|tirado de precio|a precio de risa} ~ +2",
  // Worth every coin of Latin America ("vale cada guaraní"), beside the
  // peso and centavo above.
  "{vale|valió|valen|valía} cada {guaraní|sol|quetzal|lempira|bolívar|real|céntimo|centavito|pesito|penny|cent|dime|varo|chavo} ~ +1 N-1",
];

/**
 * Spanish honesty cues: the bill kept to the quote, proof and advice
 * against needless work, fees nobody mentioned, selling and pressure.
 */
export const SPANISH_HONESTY_CUES: readonly string[] = [
  "sincero|sincera|sinceros|sinceras|transparentes|transparencia|íntegro|íntegra|íntegros|integridad|honradez|honradísimo|honestísimo|honestísima|honestas ~ +1",
  "{muy franco|fue franco|fueron francos|súper franco|bien franco|muy francos|muy franca} ~ +1",
  "{de fiar|gente de fiar|de mucha confianza|de toda confianza|confianza total|total confianza|les tengo confianza|les tenemos confianza|gente confiable|muy confiables|muy confiable} ~ +1",
  "{da|dio|dan|dieron|inspira|inspiran|genera|generan|es|me da|me dio|nos da|nos dio|nos dieron|me dieron} confianza ~ +1",
  "{mucha|total|gran|su|con|pura|completa} honestidad ~ +1",
  "{dijeron|dijo|decían|decía} que {era|fue} {mi culpa|nuestra culpa|culpa mía|culpa nuestra} ~ -1",
  "{me|nos} {echaron|echó|echaban} la culpa ~ -1",
  "{dijo|dijeron|explicó|explicaron} que * {nomás|namás|solo|sólo|solamente|nada más} {necesitaba|necesitábamos|hacía falta|requería|era cambiar|había que cambiar} ~ +1",
  "{cumplió|cumplieron|cumple|cumplen} {con lo que dijo|con lo que dijeron|con lo prometido|lo prometido|su palabra|con su palabra|lo que prometió|lo que prometieron|lo acordado|con lo acordado|lo pactado} ~ +1",
  "{de palabra|hombre de palabra|gente de palabra|persona de palabra} ~ +1",
  "{cobraron|cobró|cobran|cobra|costó|salió|fue|factura|cuenta|total|precio} * {exactamente|justo|exacto|tal cual|igualito|igual} * {cotizaron|cotizó|cotización|cotizado|presupuesto|presupuestado|presupuestaron|dijeron|dijo|dicho|acordamos|acordado|quedamos|pactado|prometieron|prometido|estimado|quote|estimate|decía|decían} ~ +1",
  "{respetaron|respetó|respetan|respeta|mantuvieron|mantuvo|sostuvieron|honraron|honró} {el precio|la cotización|el presupuesto|lo cotizado|lo acordado|el estimado|el quote|su precio|su cotización|el precio acordado|el precio cotizado} ~ +1",
  "{ninguna sorpresa|sin ninguna sorpresa|nada de sorpresas|ni una sorpresa|sin cargos extra|sin cargos ocultos|sin costos ocultos|sin costos extra|sin cobros extra|sin letras chiquitas|sin letra pequeña|sin letra chica} ~ +1 F",
  "{ni un peso|ni un dólar|ni un quinto|ni un euro} {más|de más|extra} ~ +1 F",
  "{más|doble|triple|arriba|encima} {de|del} {lo|la} {cotizado|cotización|presupuestado|acordado|pactado|prometido|estimado} ~ -1",
  "{más|doble|triple|arriba|encima} del {presupuesto|estimado|quote|estimate|precio acordado|precio cotizado} ~ -1",
  "{más|doble|triple} de lo que {cotizaron|cotizó|dijeron|dijo|nos dijeron|me dijeron|quedamos|acordamos|habían dicho|había dicho|habían cotizado|había cotizado|prometieron|decía|nos cotizaron|me cotizaron} ~ -1",
  "{cargos|cobros|costos|gastos} {extra|extras|ocultos|escondidos|sorpresa|que no mencionaron|que nadie mencionó} ~ -1",
  "{subieron|subió|aumentaron|aumentó|inflaron|infló} {el precio|la cotización|el presupuesto|la cuenta|la factura} ~ -1",
  "{trataron|trató|intentaron|intentó|insistieron|insistió|querían|quería|quiso|quisieron|buscaban|buscaba} {de venderme|de vendernos|venderme|vendernos|de vender|en venderme|en vendernos|en vender|meterme|meternos|colarnos|colarme|hacerme comprar|hacernos comprar|que compráramos|que comprara|que cambiáramos|cobrarme de más|cobrarnos de más} ~ -2",
  "{querían|quería|quiso|quisieron|trataron de|intentaron} {cambiar todo|cambiarlo todo|reemplazar todo|cambiar toda|reemplazarlo todo|cambiarnos todo|cambiarme todo} ~ -2",
  "{mucha presión|demasiada presión|presión para|nos presionaron|me presionaron|me presionó|nos presionó|presionando para|me estaba presionando|nos estaba presionando|me presionaba|nos presionaban} ~ -2",
  "{cero presión|nada de presión|ninguna presión|sin nada de presión|sin ninguna presión|sin presiones|nunca presionaron|nunca presionó|jamás presionaron|sin presionar para nada|nada de upsell|sin upsell} ~ +1 F",
  "{reparación|reparaciones|trabajo|trabajos|pieza|piezas|cambio|equipo|servicio|servicios|cosas} {que no hacía falta|que no hacían falta|que no necesitaba|que no necesitábamos|innecesaria|innecesario|innecesarias|innecesarios|sin necesidad} ~ -1",
  "{colarnos|colarme|nos colaron|me colaron|nos quisieron colar|me quisieron colar|nos intentaron colar|me intentaron colar} ~ -2",
  "{más vendedor que técnico|más vendedores que técnicos|puro vendedor|puros vendedores|parecía vendedor|parecían vendedores|parecía un vendedor|muy vendedor|modo vendedor} ~ -1",
  "{me|nos} {asustaron|asustó|metieron miedo|metió miedo|quisieron asustar|quiso asustar} ~ -2",
  "{meter miedo|tácticas de miedo|táctica de miedo|asustarnos|asustarme|para asustar} ~ -2",
  "{aprovecharon|se aprovecharon|se aprovechó|aprovecharse|se aprovechan|abusaron|abusó|se pasaron de listos|se pasó de listo} ~ -2",
  "{me|nos|le} {vieron|vio|quisieron ver|quiso ver|quieren ver|querían ver} {la cara|cara} ~ -2",
  "{me|nos} {tomaron el pelo|chamaquearon|chamaqueó|tranzaron|tranzó|transaron|timaron|timó|engañaron|engañó|estafaron|estafó|robaron|robó|mintió} ~ -2",
  "tranza|tranzas|tranzudo|tranzudos|tramposo|tramposos|tramposa|estafadora|ladrón|ladrona|fraude|fraudulento|fraudulentos|deshonesto|deshonesta|deshonestos|deshonestidad|engaño|engañoso|engañosa|sinvergüenza|sinvergüenzas|aprovechados ~ -2",
  "{dijo|dijeron|explicó|explicaron|aseguró|aseguraron|comentó|comentaron} * {todavía|aún} {servía|sirve|funciona|funcionaba|quedaba|quedan|tenía|tiene|estaba|está|aguanta|aguantaba|daba|da|sirven|servían} ~ +2",
  "que {no hacía falta|no era necesario|no hace falta|no es necesario|no valía la pena|no convenía|no necesitábamos|no necesitaba} {cambiar|cambiarlo|cambiarla|reemplazar|reemplazarlo|comprar|uno nuevo|una nueva|todo|gastar} ~ +2 F",
  "{reparar|arreglar|repararlo|arreglarlo|repararla|arreglarla} en {vez|lugar} de {cambiar|reemplazar|comprar|cambiarlo|reemplazarlo|cambiarla|venderme|vendernos} ~ +1",
  "{respetaron|respetó|cumplieron|cumplió|honraron|honró|aplicaron|aplicó} la garantía ~ +1",
  "{por garantía|bajo garantía|en garantía|lo cubrió la garantía|cubierto por la garantía|sin costo por la garantía|gratis por la garantía} ~ +1",
  "{se negaron a|se negó a} {respetar|cumplir|honrar|aplicar} * garantía ~ -2 F",
  // Added for the turns of everyday speech the cues above missed.
  // The bill kept to what was said: "cobraron lo acordado".
  "{cobró|cobraron|cobra|cobran|cobraba|cobraban} lo * {dijo|dijeron|cotizó|cotizaron|quedamos|acordamos|prometió|prometieron|cotizado|presupuestado|acordado|pactado|prometido|dicho|quedado|platicamos} ~ +1",
  "ni {un|una} {centavo|centavito|pesito|quetzal|lempira|colón|cinco|sol|bolívar|dólar|peso|quinto|euro|varo} {más|de más|extra|adicional|arriba|encima} ~ +1 F",
  // An itemised quote is honesty (tests/eval/README.md, session 9).
  "{desglosado|desglosada|desglosados|desglosadas|punto por punto|partida por partida|concepto por concepto|renglón por renglón} ~ +1",
  // Trust the reviewer draws from proof: "así se puede confiar".
  "{uno sí confía|así uno confía|así uno sí confía|así sí se confía|así sí da confianza|así da confianza|uno confía|se puede confiar|se les puede confiar|puedes confiar|pueden confiar} ~ +1",
  // No work needed (docs/aspects.md: "told us we didn't need a new
  // one"): "me dijo que la bomba estaba bien y que no gastara", "que no
  // necesitábamos un boiler nuevo".
  "{dijo|dijeron|explicó|explicaron|aseguró|aseguraron|comentó|comentaron} que {el|la|los|las|mi|mis|nuestro|nuestra|nuestros|todo} * {estaba|está|estaban|están|seguía|sigue} {bien|perfecto|perfecta|sano|sana|bueno|buena} {y|,|.} ~ +1",
  "que no {necesitábamos|necesitaba|necesitamos|necesito|necesita|necesitaban} * {nuevo|nueva|nuevos|nuevas} ~ +2 F",
  "que no {gastara|gastáramos|gastaran|gasten|gastemos|gastar} ~ +1 F",
  // The business paid for damage it caused (tests/eval/README.md,
  // session 10): "la compañía pagó la reparación".
  "{pagó|pagaron|cubrió|cubrieron|absorbió|absorbieron} * {arreglaran|arreglara|arreglar|arreglarlo|reparar|repararlo|repararan|el daño|los daños|la reparación|el arreglo} ~ +1",
  "{se hizo cargo|se hicieron cargo|se responsabilizó|se responsabilizaron} {del daño|de los daños|de la reparación|del arreglo} ~ +1",
  // A fee nobody mentioned (tests/eval/README.md, session 8): "un
  // recargo que nadie nos explicó" is honesty and communication.
  "que nadie {me|nos} {mencionó|mencionaron|dijo|dijeron|avisó|avisaron|explicó|explicaron|comentó|comentaron|informó|informaron} ~ -1 F also:communication",
  // Selling: talked into buying, a bad feeling about it.
  "{quería|querían|quiso|quisieron|trataron de|trató de|intentó|intentaron|insistió|insistieron} {convencer|convencerme|convencernos} ~ -2",
  "{me dio|nos dio|me da|nos da|me dieron} mala espina ~ -1",
  // What another company tried to sell is not this business's selling
  // (tests/eval/README.md: other parties are never labelled): "la otra
  // compañía nos quería vender un equipo completo". With no polarity,
  // it takes the words of selling away from the cues above, which would
  // read them as this business's upselling.
  `${OTHER_COMPANY} * ${TRIED} * ${SELL} ~ 0`,
  `${OTHERS} * ${TRIED} * ${SELL} ~ 0`,
  `${OTHER_COMPANY} {me|nos} {estaba|estaban|andaba|andaban} {empujando|presionando} ~ 0`,
  // "Sin presión para escoger el más caro": which one, no price.
  "{comprar|escoger|elegir|agarrar} {el|la|lo|los|las} más {caro|cara|caros|caras|costoso|costosa|costosos|costosas} ~ 0",
  // Castilian (Spain): said plainly ("nos dijo sin rodeos"), no visit
  // needed ("no hacía falta que viniera nadie"), a plan pushed after a
  // no said again and again ("se lo dije tres veces que no"; the
  // tokeniser keeps "no." at the end of a sentence whole, as "No. 5").
  "{dijo|dijeron|nos dijo|me dijo|nos dijeron|me dijeron|habló|hablaron|nos lo dijo|me lo dijo} sin rodeos ~ +1 F",
  "{no hacía falta|no hace falta|no era necesario|no es necesario} que {viniera|vinieran|viniese|viniesen|vinieras|fuera|fueran|mandaran|mandara} ~ +2 F",
  "{tres|dos|cuatro|cinco|varias|mil|muchas} veces que {no ,|no .|no !|no y|no.} ~ -2",
  "{después de|tras|aunque|a pesar de} {decirle|decirles|haberle dicho|haberles dicho|le dije|les dije|le había dicho|les había dicho} que {no ,|no .|no !|no y|no.} ~ -2",
  "{over|above} the {presupuesto|cotización} ~ -1",
  // Caribbean (Puerto Rico, Dominican Republic): no tall tales ("no te
  // mete cuentos"), the plain truth ("te dice lo que hay"), taken for a
  // fool ("me cogieron de pendeja"), pushed to buy ("me estaban
  // empujando el plan"), a no said again and again.
  "{no|nunca|jamás|ni} {me|nos|te|le} {mete|meten|metió|metieron|echa|echan|echó|hace|hizo} {cuentos|cuento|embustes|mentiras|historias} ~ +1 F",
  "{me|nos} {metió|metieron|echó|echaron|hizo} {cuentos|un cuento|embustes|un embuste|mentiras} ~ -2",
  "{dice|dicen|dijo|dijeron} {lo que hay|las cosas como son|la verdad|la pura verdad} ~ +1",
  "{me|nos} {cogieron|cogió|agarraron|agarró|tomaron|tomó|vieron|vio} de {pendejo|pendeja|pendejos|pendejas|tonto|tonta|tontos|bobo|boba|bobos|menso|mensa|idiota|idiotas|zángano|zángana|estúpido|estúpida} ~ -2",
  "{no|nunca|jamás} {me|nos} {presionó|presionaron|presiona|presionan|empujó|empujaron} ~ +1 F",
  "{me|nos} {estaba|estaban|estuvo|estuvieron|andaba|andaban|seguía|seguían} {empujando|presionando} ~ -2",
  "{dije|dijimos|le dije|les dije|le dijimos|les dijimos} que no {como|unas|hasta|} {dos|tres|cuatro|varias|mil|cien|muchas} veces ~ -2",
  // Sales pressure named as such ("presión pura"; "presión" alone is
  // also the water's or the gas line's).
  "{presión pura|pura presión|puritita presión|pura presionadera|puro presionar} ~ -2",
  // Told there was no need, without "que" ("no hace falta reemplazar").
  "{no hacía falta|no hace falta|no era necesario|no es necesario} {cambiar|cambiarlo|cambiarla|reemplazar|reemplazarlo|reemplazarla|comprar uno nuevo|comprar una nueva|uno nuevo|una nueva} ~ +2 F",
];

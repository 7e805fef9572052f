/**
 * The Catalan cues, one list per aspect, and the general opinion words
 * (`lexicon_catalan.ts` tells what they leave out and joins them with
 * the other tables): arriving on time ("a les 8 en punt", "puntuals",
 * "va arribar tard"), waits ("van trigar tres setmanes", "va tardar el
 * que havia dit"), prices ("molt car", "preu just", "ni car ni barat",
 * "val la pena"), work ("feina ben feta", "va com una seda", "una
 * xapussa"), manners ("simpàtic", "pacient", "maleducat", "xerraire"),
 * calls ("ens ho va explicar tot", "ningú ens va avisar", "ni una
 * trucada"), mess ("ho va deixar tot net", "peücs", "brut"), skill ("sap
 * el que fa") and honesty ("honrat", "sense pressionar", "no calia
 * canviar-la").
 *
 * Entries are written with their accents; `lexicon_catalan.ts` adds the
 * plain spelling. "Car" and "net" (English words), "cara", "barata",
 * "neta" and "bruta" (Spanish "face", "cheap", Mexican "truth", "dumb")
 * and "brut" stay inside phrases.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Verbs of arriving ("va arribar", "van venir", "es va presentar"). */
const CAME =
  "{va|van|es va|es van|ha|han|va ser|van ser|era|eren} {arribar|venir|presentar|arribat|vingut|presentat|aquí}";

/** The forms of "expensive" ("car", "cara", "cars", "cares"). */
const DEAR = "{car|cara|cars|cares}";

/** Words of degree before a price verdict ("molt car", "massa cara"). */
const SO = "{molt|massa|bastant|força|tan|ben|realment|exageradament}";

/** Words of money a verdict is said of ("el preu", "la factura"). */
const BILL = "{preu|preus|pressupost|factura|tarifa}";

/** Past forms of "to explain" and "to show", with their pronouns. */
const EXPLAINED =
  "{ens va|em va|ens ho va|m'ho va|ens ho van|m'ho van|ens van|em van|ho va|ho van|li va|els va|ens ha|ens ho ha} {explicar|ensenyar|mostrar|detallar}";

/** Catalan cues, per aspect. */
export const CATALAN_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "puntuals|puntualíssim|puntualíssima|puntualíssims|puntualíssimes ~ +1",
    "{a les * en punt|a l'hora en punt|a l'hora exacta|a l'hora acordada|a l'hora que havia dit|a l'hora que havien dit|a l'hora prevista|puntual com un rellotge} ~ +1",
    `${CAME} {a l'hora|d'hora|abans d'hora|una mica abans|abans de l'hora|amb temps} ~ +1`,
    `${CAME} {tard|molt tard|més tard} ~ -1`,
    "{minuts tard|hores tard|una hora tard|amb retard|de retard|molt de retard|hores de retard|minuts de retard|una hora de retard|sempre tard} ~ -1",
    "{no va venir|no van venir|no es va presentar|no es van presentar|mai van venir|mai va venir|no va aparèixer|no van aparèixer|no es van presentar mai} ~ -2 F",
    "{gens puntual|gens puntuals|poc puntual|poc puntuals|no gaire puntual|no gaire puntuals} ~ -1 F",
  ],
  scheduling: [
    `${CAME} * {el mateix dia|aquell mateix dia|l'endemà|l'endemà al matí|en menys d'una hora|en una hora|en mitja hora|de seguida|en un moment} ~ +1`,
    "{van venir|va venir|vinguessin|ens van atendre} {un diumenge|en diumenge|de nit|a mitjanit|de matinada|un festiu} ~ +1",
    "{van trigar|va trigar|vam esperar|hem esperat|vam haver d'esperar|ens van fer esperar|ens han fet esperar|vam estar esperant} * {setmanes|setmana|mesos|mes|dies} ~ -1",
    "{va durar|van durar|va trigar|van trigar|ha durat|han trigat} * {en comptes de|en lloc de|més del que|més que} ~ -1",
    "{setmanes|setmana|dies|mesos|temps} més {del que|que} {havien dit|ens van dir|ens havien dit|van prometre|ens van prometre|havien promès} ~ -1",
    "{va tardar|va trigar|van tardar|van trigar|va durar|van durar} {el que havia dit|el que havien dit|el que ens havia dit|el que ens havien dit|el temps que havia dit|el temps que havien dit|el previst|el que estava previst} ~ +1",
    "{tal com havien dit|tal com ens van dir|tal com havien promès|com havien promès|quan havien dit|el dia que havien dit} ~ +1",
    "{ens van cancel|ens va cancel|em van cancel|van cancel|ens van anul|ens van canviar la cita|ens van canviar el dia|ens van deixar plantats|ens va deixar plantats} ~ -2",
    "{no agafen el telèfon|ningú agafa el telèfon|ningú va agafar el telèfon|ningú no agafa el telèfon|no contesten el telèfon|no contestaven el telèfon|ningú contesta|ningú no contesta} ~ -2 F",
    "{agafen el telèfon|sempre agafen el telèfon|contesten el telèfon|contesten de seguida|et contesten de seguida} ~ +1",
  ],
  price: [
    `${SO} ${DEAR} ~ -2`,
    `{una mica|un pèl|un xic|una miqueta|algo} ${DEAR} ~ -1`,
    // Not "són car": plain, "my sons car" is English.
    `{és|era|eren|va ser|van ser|em va sortir|ens va sortir|surt|em sembla|ens va semblar|bons però|bo però|bona però} ${DEAR} ~ -1`,
    `${DEAR} {,|} {però|pero} {val la pena|valia la pena|ha valgut la pena|va valer la pena} ~ +1`,
    "carot|carota|carots|carotes|caríssim|carissim|caríssima|carissima|caríssims|carissims ~ -2",
    "barat|barats|barates|baratet|baratíssim ~ +1",
    "{molt barata|més barata|bastant barata|força barata|ben barata} ~ +1",
    `{ni car ni barat|ni cara ni barata|ni barat ni car|ni barata ni cara|ni cars ni barats} ~ 0 S F R`,
    `${BILL} {normal|normalet|normals|correcte|correctes|estàndard|com a tot arreu|dins la mitjana|de mercat|habitual} ~ 0 S R`,
    "{normalet de preu|correcte de preu} ~ 0 S R",
    "{preu just|preus justos|un preu just|preu molt just|just de preu|bon preu|bons preus|molt bon preu|preu raonable|preus raonables|preu assequible|preus assequibles|bé de preu|molt bé de preu|bon de preu|preu competitiu} ~ +1",
    `${BILL} {va ser|és|era|eren|ha estat|molt|} {raonable|raonables|just|justos|bo|assequible} ~ +1`,
    "{val la pena|valia la pena|ha valgut la pena|va valer la pena|paga la pena|val cada cèntim|val cada dòlar|valen cada cèntim} ~ +1 N-1",
    `${BILL} {bestial|exagerat|desorbitat|abusiu|de bojos|una bogeria|un robatori} ~ -2`,
    "{quote|bill|price} {was|is|were} bestial ~ -2",
    "{gairebé el doble|el doble|el triple} {que|de} {l'altra empresa|els altres|les altres|altres empreses|l'altre|la competència|el que cobren altres} ~ -2",
    "{costa|costar|va costar|cobren|cobrar|ens van cobrar|em van cobrar|vam pagar|val} {un ull de la cara|un dineral|una fortuna|un ronyó|una burrada|una barbaritat} ~ -2",
    "{ens van cobrar|em van cobrar|ens va cobrar|em va cobrar|cobren} {massa|de més|un munt} ~ -2",
    "{no ens van cobrar|no ens va cobrar|no em van cobrar|no em va cobrar|sense cobrar-nos|sense cobrar} {la visita|el desplaçament|res|ni un cèntim|la sortida} ~ +1 F",
    "{ens van fer|ens va fer|em van fer|em va fer} {descompte|un descompte|rebaixa|una rebaixa} ~ +1",
    "{de franc|gratis i tot|no ens va costar res} ~ +1 F",
  ],
  quality: [
    "{feina ben feta|treball ben fet|molt ben fet|molt ben feta|tot ben fet|ben acabat|ben acabada|bona feina|molt bona feina|un feinàs|quin feinàs|feina impecable|treball impecable|acabats perfectes|un treball de primera|una feina de primera} ~ +2",
    "{perfectament|ben|tot ben|molt ben} {alineat|alineats|alineada|alineades|anivellat|anivellats|anivellada|recte|rectes|posat|posats|col · locat|col · locats} ~ +1",
    "{funciona molt bé|funciona perfectament|funciona de meravella|funcionen molt bé|funcionen perfectament|va com una seda|va anar com una seda|anar com una seda|funciona com nou|funciona com nova|com nou|com nova|millor que mai} ~ +2",
    "{el resultat|la feina|el treball|la reforma|la instal · lació|ha quedat|va quedar|queda|quedat} {és|va ser|ha estat|} una passada ~ +2",
    "{el resultat|la feina|el treball|la reforma|ha quedat|va quedar} {és|va ser|ha estat|} {perfecte|perfecta|impecable|preciós|preciosa|espectacular} ~ +2",
    "{va passar|vam passar|passar|ha passat|va aprovar} {la inspecció|la revisió|} a la primera ~ +1",
    "{encara perd aigua|encara goteja|segueix gotejant|torna a gotejar|torna a perdre aigua|encara no funciona|segueix sense funcionar|continua sense funcionar|no ho arreglen mai|mai ho arreglen|no ho van arreglar|no van arreglar res|s'ha tornat a espatllar|es va tornar a espatllar|torna a estar espatllat|el mateix problema} ~ -2 F",
    "{feina mal feta|treball mal fet|mal fet|mal feta|molt mal fet|una xapussa|xapussa|xapuça|una xapuça|xapusser|una porqueria de feina} ~ -2",
    // "Correcte, sense més" of the job: the work was acceptable.
    "{correcte|correcta|normalet|normaleta} {,|} {sense més|i prou|i ja està} ~ 0 S R",
    "{va deixar|van deixar|ens va deixar|ens van deixar|va fer|van fer} {una marca|una taca|un forat|una ratllada|ratllades|un cop|marques} ~ -2",
  ],
  professionalism: [
    "simpàtic|simpàtica|simpàtics|simpàtiques|simpatiquíssim|amabilíssim|amabilíssima|pacient|pacients|educat|educats|educades|atent|atents|atenta|atentes|respectuós|respectuosa|respectuosos ~ +1",
    "{molt amable|molt amables|super amable|súper amable|molt educada|molt pacient|molt atent|amb molta paciència|amb paciència|molta paciència|un encant|un tros de pa|bona gent|molt bona gent|bona persona|una bellíssima persona|un sol de persona} ~ +1",
    "{ens va tranquil|em va tranquil|ens van tranquil|ens va donar tranquil|em va fer sentir còmode|em va fer sentir còmoda} ~ +1",
    "maleducat|maleducada|maleducats|maleducades|groller|grollera|grollers|grolleres|condescendent|condescendents ~ -2",
    "{mal educat|mal educada|molt borde|de males maneres|amb males maneres|males maneres} ~ -2",
    "xerraire|xerraires ~ -1",
    "{parlava massa|parla massa|xerrava massa|xerra massa|parlava pels descosits|no parava de parlar} ~ -1",
    "{amb unes presses|anava amb presses|tenia pressa|tenien pressa|amb moltes presses|ho va fer a corre-cuita|a corre-cuita|a corre cuita} ~ -1",
    "{li va parlar|ens va parlar|em va parlar|ens va tractar|em va tractar|la va tractar|el va tractar} com si {fos|fóssim|fossim} ~ -2 F",
    "{com si fos tonta|com si fos tonto|com si fos idiota|com si fóssim tontos|com si fóssim idiotes} ~ -2 F",
  ],
  communication: [
    EXPLAINED + " ~ +1",
    "{ho va explicar tot|ho van explicar tot|ens ho va explicar tot|m'ho va explicar tot|ens ho van explicar tot|ho explica tot|explicat pas a pas|pas a pas|línia per línia|amb tot detall} ~ +1",
    "{ens va avisar|ens van avisar|em va avisar|em van avisar|va trucar abans|van trucar abans|ens va trucar abans|ens van trucar abans|ens va enviar un missatge|ens van enviar un missatge|ens anaven informant|ens van mantenir informats|ens tenien informats} ~ +1",
    "{ens va ensenyar|ens van ensenyar|em va ensenyar|ens va enviar|ens van enviar} {el vídeo|les fotos|fotos|la peça|un vídeo|el video} ~ +1",
    "{ningú ens va avisar|ningú ens ha avisat|ningú ens havia avisat|no ens van avisar|no ens va avisar|no em van avisar|sense avisar|ningú ens havia dit|ningú ens va dir res|ningú ens ho va dir|no ens van dir res|no ens va dir res|no va dir res|sense dir res|sense dir ni una paraula} ~ -2 F",
    // A charge nobody mentioned is also honesty's ("a $150 fee que ningú
    // ens havia dit").
    "{fee|charge|càrrec|recàrrec|suplement|extra|extres|cost} que {ningú ens havia dit|ningú ens va dir|ningú ens havia avisat|no ens havien dit|no ens van dir} ~ -2 F also:honesty",
    "{ni una trucada|ni un missatge|ni un sms|ni un whatsapp|ni un correu|cap trucada|cap missatge|ni un avís|sense cap trucada|sense cap avís} ~ -2 F",
    "{mai ens van trucar|no ens van tornar la trucada|no van tornar a trucar|mai van tornar a trucar|no ens han tornat a trucar|mai ens han respost|no responen els missatges|no contesten els missatges|no ens fan ni cas|no ens van fer ni cas|no em van fer ni cas|ni cas} ~ -2 F",
    "{no ens va explicar|no ens van explicar|no em va explicar|no em van explicar|sense explicar} {res|per què|el perquè|què passava|què havien fet} ~ -2 F",
  ],
  cleanliness: [
    "{ho va deixar tot net|ho van deixar tot net|ho va deixar net|ho van deixar net|ho va deixar tot molt net|va deixar-ho tot net|van deixar-ho tot net|tot net|tot molt net|més net que|més net del que|net i polit|molt net|molt neta|impecable de net} ~ +2",
    // "Net net." (spotless), not the English "net-net, …".
    "net net {.|!} ~ +2",
    "{ho va netejar tot|ho van netejar tot|va netejar|van netejar|va escombrar|van escombrar|va aspirar|van aspirar|va recollir tot|van recollir tot|ho va recollir tot|ho van recollir tot} ~ +1",
    "peücs|cobresabates ~ +1",
    "{es va posar|es van posar|va portar|van portar|portaven|portava} {peücs|cobresabates|fundes per les sabates} ~ +1",
    "{es va treure les sabates|es van treure les sabates|es va descalçar|es van descalçar} ~ +1",
    "{no va deixar|no van deixar} {ni una mica de pols|ni una taca|res|ni rastre|ni una engruna} ~ +1 F",
    "{ni una mica de pols|ni una taca|sense deixar res|sense deixar ni rastre} ~ +1 F",
    "brut {.|!|,|i|del tot} ~ -1",
    "{tot brut|molt brut|molt bruta|ho van deixar brut|ho va deixar brut|ho van deixar tot brut|ho va deixar tot brut|ben brut|ben bruta|quedar brut|brutícia|una brutícia|quina brutícia|porqueria per tot arreu} ~ -1",
    "{pols|fang|runa|deixalles|serradures} per tot arreu ~ -1",
    "{va deixar|van deixar|ens va deixar|ens van deixar} * {vell|vella|vells|velles} {al|a la|al mig|per|davant|allà} ~ -1",
  ],
  expertise: [
    "{sap el que fa|saben el que fan|sabia el que feia|sabien el que feien|sap molt|en sap molt|en sap un munt|sap de què parla|coneix la feina|coneix el seu ofici|sap la feina|un gran professional|un manetes} ~ +2",
    "{va trobar|van trobar} el que * no {havien trobat|havia trobat|van trobar|van saber trobar|havien sabut trobar} ~ +2",
    "{va trobar|van trobar|va veure|va saber|va diagnosticar} * {de seguida|en un moment|en dos minuts|en cinc minuts|a l'acte|per telèfon} ~ +1",
    "{no tenia ni idea del que feia|no tenia ni idea de què feia|no sabia el que feia|no saben el que fan|no sap el que fa|no sabien el que feien|no va saber trobar|no van saber trobar|no ho va saber arreglar|no ho van saber arreglar} ~ -2 F",
  ],
  honesty: [
    "honrat|honrada|honrats|honrades|honradíssim ~ +1",
    "{sense pressionar|sense pressió|sense cap pressió|sense pressionar gens|sense pressionar-nos|no ens va pressionar|no ens van pressionar|sense insistir|sense voler vendre res|no ens va voler vendre res} ~ +1 F",
    "no calia {canviar|substituir|comprar|posar|una nova|un nou|res|fer res} ~ +1 F",
    "{va dir|ens va dir|em va dir|ens van dir|em van dir} que no {calia|feia falta} ~ +1 F",
    // A bare "cap sorpresa" after the amounts led the model to a price.
    "{cap sorpresa a la factura|sense sorpreses a la factura|ens va cobrar el que havia dit|ens van cobrar el que havien dit|el que ens havien dit i prou} ~ +1 F",
    "{al final van ser|al final va ser|al final ens van cobrar|ens van cobrar més|més del pressupost|més del que ens van dir|més que el pressupost|més del que havien dit} ~ -2",
    "{ens van voler vendre|ens volien vendre|ens va voler colar|ens volien colar|em volia colar|ens volien enredar|ens van enredar|ens van estafar|ens volien estafar|uns estafadors|uns lladres|quina estafa} ~ -2",
    "{no van marxar fins que|no va marxar fins que|no marxaven fins que} * {signar|signéssim|signessim} ~ -2",
  ],
};

/** General opinion words in Catalan (no aspect of their own). */
export const CATALAN_GENERAL: readonly string[] = [
  // Stock praise: "molt bé", "una passada", "ets un crack" name no aspect.
  "{molt bé|molt contents|molt content|molt contenta|molt satisfets|molt satisfet|molt satisfeta|moltes gràcies|genial|una passada|quina passada|de luxe|de primera|molt recomanable|els recomano|el recomano|la recomano|ho recomano|ets un crack|és un crack|sou uns cracks|són uns cracks|quin crack|res a dir|cap queixa} ~ +2",
  "{no els recomano|no el recomano|no la recomano|no ho recomano|un desastre|quin desastre|penós|vergonyós|una vergonya|quina vergonya|quina barra|tenen una barra|quin morro|quina cara|ja n'hi ha prou} ~ -2 F",
  "{normalet|normaleta|ni fu ni fa|res de l'altre món|res d'especial|res especial} ~ 0 F",
  "{correcte|correcta|correctes|normal|bé|bo|educat|educada} {,|} {sense més|i prou|i ja està} ~ 0 F",
  // "Una mica car, però ho entenc": an excuse after "però" takes the
  // complaint back.
  "{però|pero} {ho entenc|ho entenem|s'entén|ho comprenc|és normal|no és culpa seva} ~ 0 F",
];

/**
 * Danish cues, as Danes write reviews with English mixed in, lightly or
 * heavily: the everyday verdict words the shared Nordic lists
 * (`lexicon_nordic_cues.ts`) lack. Arrival ("mødte op som aftalt", "har
 * aldrig misset en dato", "dukkede aldrig op"), waits ("kunne først komme
 * om 11 dage", "klemte os ind", "kørte herud alligevel"), prices
 * ("rimelige", "til den dyre side", "koster det hvide ud af øjnene", "tog
 * ikke et øre ekstra"), work ("kører helt lydløst", "til punkt og prikke",
 * "sidder skævt", "løb over igen"), manners ("rar mand", "sød ved vores
 * hund", "flink nok" is neutral), calls ("ringede 20 min før", "ingen sms",
 * "svarede aldrig på mine mails"), mess ("ikke et fnug tilbage", "trampede
 * sne ind"), skill ("skarp dame", "kender sit kram", "som to andre firmaer
 * havde overset") and honesty ("ikke fup", "ville absolut sælge os").
 *
 * Words that are also English words ("fin", "god", "sent", "rent", "dyr",
 * "dame", "grim") appear only inside phrases. Entries are written with
 * their letters ("ø", "æ", "å"); `accentedSpellings` adds the forms typed
 * without them.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Forms of "was" and "is" a verdict follows. */
const WAS = "{var|er|blev|virkede|virker}";

/** Other firms or workers a skilled technician outdid. */
const OTHERS =
  "{andre|firmaer|firma|firmaet|elektrikere|elektrikerne|vvs'ere|blikkenslagere|gasselskabet|teknikere|montører}";

/** Danish cues, per aspect. */
export const DANISH_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{mødte op|dukkede op|var her|var der|kom} {præcis|præcist|punktligt|på klokkeslættet|som aftalt|til aftalt tid|til den aftalte tid|lige til tiden|i starten af tidsvinduet|tidligt i tidsvinduet} ~ +1",
    "{mødte op til tiden|altid til tiden|hver gang til tiden|aldrig for sent|aldrig forsinket|aldrig forsinkede} ~ +1 F",
    "{ikke|aldrig} {misset|misser|missede|glemt|glemte} en {eneste|} {dato|aftale|gang|tid} ~ +1 F",
    "{dukkede aldrig op|dukkede ikke op|mødte aldrig op|mødte ikke op|kom aldrig|kom ikke som aftalt|udeblev|udeblevet|brændte os af|brændte mig af|ingen dukkede op|ingen kom} ~ -2 F",
    "ingen * dukkede op ~ -2 F",
    "{ventede forgæves|ventede hele formiddagen|ventede hele eftermiddagen|ventede hele dagen|lod os vente|lod mig vente|uden for tidsvinduet|efter tidsvinduet|langt efter aftalen} ~ -2 F",
    "{kom|var} {en|to|tre|fire|halvanden|1|2|3|4} {time|timer} {senere end aftalt|for sent|efter aftalen|efter det aftalte|efter det aftalte tidspunkt} ~ -2 F",
    "{kom|var her|dukkede op|mødte op} {en halv time|et kvarter|ti minutter|fem minutter|lidt} før {vinduet|tidsvinduet|tiden|aftalt tid} ~ +1 F",
    "{var her|kom|mødte op|var der} {kvart over|kvart i|halv|ve|ved|kl|klokken|omkring} * som aftalt ~ +1 F",
    "{sådan set til tiden|stort set til tiden|nogenlunde til tiden|næsten til tiden|teknisk set til tiden|lige akkurat til tiden} ~ 0 S R",
  ],
  scheduling: [
    "{kunne komme|kom ud|var ude|kunne komme ud|kunne komme allerede|kom allerede|var her allerede|fik en tid|fik tid} {samme dag|samme aften|samme eftermiddag|samme formiddag|dagen efter|næste dag|næste morgen|med det samme|straks|i morgen} ~ +1 F",
    "{klemte os ind|klemte mig ind|fik os klemt ind|fandt tid til os|fandt en tid til os|hurtig tid|nem at booke|let at booke|nemt at booke|nemt at bestille tid|let at få en tid|kørte herud alligevel|kørte ud alligevel|kom ud alligevel|kom ud midt om natten|kom ud en søndag|rykkede ud med det samme|rykkede hurtigt ud} ~ +1 F",
    "{kunne først komme|kunne tidligst komme|første ledige tid var|første ledige tid er|lang ventetid|alt for lang ventetid|ugers ventetid|måneders ventetid|umulige at få fat på|umuligt at få fat på|umuligt at få fat i|svære at få fat på|svært at få fat på|svært at få fat i|ingen tager telefonen|tager aldrig telefonen|tog aldrig telefonen} ~ -2 F",
    "{aflyste|aflyst|udsatte|udskød|ombookede|flyttede} * {to gange|tre gange|flere gange|igen og igen|gang på gang} ~ -2 F",
    "{tog|varede} * {dage|uger|måneder} i stedet for ~ -2 F",
    "{i stedet for de lovede|i stedet for de aftalte|trak ud i uger|trak ud i måneder|trak i langdrag|ugevis forsinket|månedsvis forsinket} ~ -2 F",
    "{færdig|færdige|færdigt} * {som lovet|som aftalt|til aftalt tid|før tid|før tiden|inden for tidsplanen} ~ +1 F",
    "{færdig|færdige|færdigt} på de * {de lovede|som lovet|der var aftalt} ~ +1 F",
  ],
  price: [
    `${WAS} {faktisk|helt|meget|ret|} {rimelige|rimelig} ~ +1`,
    "{rimeligt for det arbejde|rimeligt for arbejdet|rimelig for arbejdet|rimelig timepris|fair pris|fair priser|fornuftig pris|fornuftige priser|konkurrencedygtig|konkurrencedygtige|konkurrencedygtigt|konkurrencedygtige priser|valuta for pengene|god værdi|meget for pengene|godt for pengene} ~ +2",
    "{laveste af|billigste af} {tre|to|fire|de tre|de to|alle} ~ +1 F",
    "{billigere|mindre|lavere} end {forventet|ventet|jeg havde regnet med|vi havde regnet med|jeg troede|de andre|tilbuddet} ~ +2 F",
    "{ville betale det igen|ville betale dem igen|betaler gerne igen|ville gladeligt betale} ~ +2 F",
    "{tog|tager} ikke {et øre|en krone|en rød øre|noget} {ekstra|i tillæg|i weekendtillæg|for kørsel|for at komme ud} ~ +2 F",
    "{tog ikke et øre|tog ikke en krone|tog ikke en rød øre} ~ +2 F",
    "{intet|ingen|uden} {weekendtillæg|aftentillæg|kørselstillæg|kørepenge|udkørselsgebyr|fremmødegebyr|startgebyr} ~ +1 F",
    "rabat|rabatten ~ +1 F",
    "{i den dyre ende|i den dyrere ende|i den høje ende|til den dyre side|på den dyre side|lidt til den dyre side} ~ -1",
    "{pebret|pebrede|saftige priser|saftig pris|røverpris|røverpriser|røveri ved højlys dag|ublu|ublu priser|overpris|overpriser|overpriset|overprisede|overprissat|kostede det hvide ud af øjnene|kostede en formue|koster en formue|flåede os|blev flået|smurt tykt på|alt for dyrt|alt for dyre|vanvittig dyrt|vanvittigt dyrt|vanvittige priser|grotesk dyrt|spild af penge} ~ -2",
    "{tog|tager|fakturerede|faktureret} * for {ti|femten|tyve|fem|tredive|10|15|20|5|30} {minutter|min|minutters} ~ -2 F",
    "{timers arbejde} * faktureret ~ -2 F",
    "hvem tager * for ~ -2 F",
    "{lå|ligger} * {lige i midten|midt i feltet|midt imellem} ~ 0 S R",
    "{prisen|regningen|priserne} {var|er} {helt okay|okay|acceptabel|acceptable|til at leve med|som forventet|normal|middel|gennemsnitlig|helt fin|fin nok} ~ 0 S R",
    "{gav|fik} * {% af|procent af|% rabat|procent rabat|% i rabat|procent i rabat} ~ +1 F",
  ],
  quality: [
    "{kører|virker|fungerer|kørte|virkede|fungerede|kørt|virket|fungeret} {helt|} {lydløst|perfekt|fejlfrit|upåklageligt|som en drøm|som smurt|som en ny|uden problemer|uden et hik|uden at fejle|uden at kny} ~ +2 F",
    "{uden et hik|til punkt og prikke|efter bogen|i vater|lige i vater|hænger snorlige|sidder snorlige|hænger lige|sidder lige|knastør|knastørt} ~ +2 F",
    "{koblet|monteret|installeret|lavet|udført|sat op|gjort|tilsluttet} {til|} {ordentligt|korrekt|rigtigt|perfekt|pænt|professionelt|flot|upåklageligt|efter bogen} ~ +2",
    "{ordentligt udført|ordentligt lavet|ordentligt arbejde|professionelt udført|professionelt arbejde|solidt udført|solidt håndværk|godt håndværk|fint håndværk|flot finish|pæn finish} ~ +2",
    "{resultatet|arbejdet|installationen|løsningen|jobbet|finishen|flisearbejdet|murerarbejdet|malerarbejdet|rørarbejdet|håndværket} {er|var|blev} {super|perfekt|flot|flot|fremragende|upåklageligt|i top|rigtig godt|godt|fint|pænt} ~ +2",
    "ser {skarp|skarpt|lækker|lækkert|professionel|professionelt|flot|flotte|pæn|pænt|perfekt|fantastisk|godt|super|skarpe} ud ~ +2 F",
    "{kan næsten ikke se hvor|kan ikke se hvor|kan næsten ikke se at|kan ikke se at|som om de aldrig havde været her|lagde * pænt tilbage|satte * pænt tilbage|godkendte det første gang|godkendte det i første forsøg|godkendt i første forsøg|uden anmærkninger|ingen problemer siden|ingen problemer overhovedet|ikke haft problemer siden|ikke haft et eneste problem} ~ +2 F",
    "{senere|siden} * {ingen problemer|intet problem|ikke et problem} ~ +2 F",
    "{ingen drypperier|ingen dryp|ingen utætheder|ingen lækager|ikke en dråbe} siden ~ +2 F",
    "{drypper|lækker|løber|stopper} {bruseren|hanen|røret|afløbet|toilettet|det|den|} allerede {igen|efter} ~ -2 F",
    "{sløset|sløsede|sløseri|makværk|møgarbejde|lappeløsning|lappeløsninger|fusk|fusker|fuskede|fuskeri|klamphugger|klamphuggeri|halvfærdig|halvfærdigt|halvt arbejde|skævt|skæv|skæve|ikke på linje|ikke i vater} ~ -2",
    "{løb over|løber over|stoppede til|stopper til|drypper|dryppede|lækker|lækkede|pibler|fløjter|larmer|knirker|brummer|slår fra|slog fra|driller|sidder fast} {igen|stadig|fortsat|endnu|stadigvæk} ~ -2 F",
    "{stadig|stadigvæk|fortsat|igen} {utæt|utætte|i stykker|defekt|problemer|det samme problem|samme problem|ikke varmt vand|intet varmt vand} ~ -2 F",
    "{ingen|intet} {varmt vand|varme} {igen|stadig|endnu} ~ -2 F",
    "{virker ikke længere|virker ikke mere|virker stadig ikke|virkede stadig ikke|gik i stykker efter|gik i stykker igen|var i stykker igen|samme fejl igen} ~ -2 F",
    "{ødelagde|beskadigede|ridsede|skadede|flækkede} {vores|gulvet|væggen|døren|parketten|køkkenet|fliserne|loftet} ~ -2 F",
  ],
  professionalism: [
    "{skøn|rar|flink|sød|dejlig|hyggelig|behagelig|ordentlig|sympatisk|venlig|høflig|rigtig rar|meget rar|super sød|supersød|skønne|rare|søde|flinke|dejlige|hyggelige|ordentlige} {mand|fyr|kvinde|pige|ung mand|knægt|gut|type|person|menneske|håndværker|elektriker|tekniker|montør|vvs'er|folk|mennesker|fyre|drenge} ~ +2",
    "rar|smilende|omgængelig|tjenstvillig|serviceminded|servicemindet|serviceorienteret|imødekommende|pertentlig ~ +1",
    "{sød ved|sød over for|god ved|venlig ved|venlig over for|tålmodig med|flink ved|rar ved} {vores|min|mine|os|mig|børnene|hunden|katten|min mor|min far} ~ +2 F",
    "{uden at jeg følte mig dum|uden at jeg følte mig som en idiot|uden at tale ned til|uden at gøre mig dum|respekterede vores hjem|behandlede vores hjem med respekt|satte mig i ro|fik mig til at føle mig tryg} ~ +2 F",
    "{sød nok|søde nok|flink nok|flinke nok|rar nok|høflig nok|høflige nok|ordentlig nok|professionel nok|venlig og alt det der} ~ 0 S R",
    "uforskammet|uforskammede|arrogant|arrogante|gnaven|gnavne|mopset|mopsede|afvisende|uinteresseret|uinteresserede|respektløs|respektløse|uprofessionel|uprofessionelle|uprofessionelt|hidsig|utålmodig|utålmodige|bøvet|bøvede|flabet|flabede|nedladende ~ -2",
    // "Ubehagelig." alone after a sales push judges the push (honesty).
    "{var|er} {ubehagelig|ubehagelige} ~ -2",
    "{talte ned til|talede ned til|råbte af|hævede stemmen|bandede og svovlede|sad i telefonen hele tiden|kiggede på sin telefon|røg i vores|røg inde i} ~ -2 F",
  ],
  communication: [
    "{ringede|sms'ede|smsede|skrev|sendte en sms|sendte sms|gav besked|ringede og sagde} {da han var på vej|da hun var på vej|da de var på vej|på vejen|inden han kom|inden hun kom|før han kom|før hun kom|forud|dagen før|i god tid} ~ +1 F",
    "{ringede|sms'ede|smsede|skrev} * {min|minutter|kvarter|time} før ~ +1 F",
    "{ringede efter min anmeldelse|kontaktede mig efter min anmeldelse|kontaktede os efter min anmeldelse|mindede os om|mindede mig om|sendte en påmindelse|bekræftede aftalen|bekræftede tiden|holdt os informeret|holdt mig informeret|holdt os underrettet} ~ +1 F",
    "{gennemgik|gik} * {med os|med mig|igennem med os|igennem med mig} ~ +1",
    "{skrev det hele ned|skrev alt ned|skrev det ned|pædagogisk|pædagogiske|forklarede godt|forklarede grundigt|forklarede tydeligt|forklarede undervejs|forklarede hvad|forklarede alt|svarede på alle mine spørgsmål|svarede på alle vores spørgsmål|svarede hurtigt|vendte hurtigt tilbage|ringede tilbage samme dag|ringede tilbage med det samme} ~ +1",
    "{fik|modtog} * {videoen|video|billeder|billederne|fotos|rapporten|en rapport} {tilsendt|sendt} ~ +1 F",
    "{sendte|viste} {os|mig} {billeder|fotos|video|videoen|en video|før og efter} ~ +1 F",
    "{ingen sms|ingen opringning|intet opkald|ingen opkald|intet svar|ingen svar|ingen mails|ingen mail} ~ -2 F",
    "{svarede aldrig|svarer aldrig|svarede ikke|svarer ikke} på {mine|vores|min|vores} ~ -2 F",
    "{jeg venter stadig|vi venter stadig|venter stadig på svar|venter stadig på et tilbud|venter stadig på tilbuddet|venter stadig på at høre|hører stadig intet|har aldrig hørt fra dem|hørte aldrig mere fra|hørte aldrig noget|aldrig hørt fra dem} ~ -2 F",
    "har ringet {to|tre|fire|fem|flere|mange|adskillige|utallige|2|3|4|5|10} gange ~ -2 F",
    "{ingen havde nævnt|ingen havde sagt|ingen fortalte|uden at nævne|uden at fortælle|uden at give besked|uden varsel|forskellige forklaringer|forskellige svar|nye forklaringer hver gang} ~ -2 F",
    // Inverted: "det havde ingen sagt noget om", "var der ingen der havde nævnt".
    "{ingen der havde nævnt|ingen der havde sagt|havde ingen nævnt|havde ingen sagt|ingen nævnte|ingen sagde noget om} ~ -2 F",
  ],
  cleanliness: [
    "{skoovertræk på|havde skoovertræk|blå futter|futter på|overtræk på skoene|tog skoene af|tog sko af|skoene af} ~ +1",
    "{gjorde rent efter sig|gjorde rent|fejede op|støvsugede efter sig|tørrede op|tog affaldet med|tog det gamle med|tog alt med|fik det hele med sig|tog det hele med sig|pænere end da de kom|renere end før|renere end da|ikke et fnug|ikke en plet|ikke så meget som en plet|ikke et støvkorn|ikke et gram støv|intet rod|ikke noget rod|ikke noget snavs|intet snavs|pletfri|pletfrit|skinnende rent|ren og pæn|rent og pænt|pænt og rent|presenning|afdækning|afdækningsplast|dækkede gulvet af|dækkede møblerne|dækkede alt af} ~ +1 F",
    "{ingen skoovertræk|uden skoovertræk|uden at tage skoene af|med skoene på|beholdt skoene på|i beskidte sko|beskidte støvler|beskidte sko} ~ -2 F",
    "{sod|støv|mudder|skidt|snavs|jord|sne|sand|gips|savsmuld|boremel} * {over hele|overalt|alle vegne|på gulvet|på tæppet|i hele} ~ -2 F",
    "{trampede|slæbte|bar} * ind ~ -2 F",
    "{pænere|renere} end {før|da han kom|da hun kom|da de kom} ~ +1 F",
    "{pænere|renere} da {han|hun|de} gik ~ +1 F",
    "{lod|efterlod} {en bunke|bunker|pap|papkasser|affald|emballage|skrald|rester|kasser|stumper|skruer|plastik|ledningsstumper|gamle dele|det gamle|et rod|det hele} ~ -2 F",
    "{rodet|svineri|griset|svinede|svinet|et stort rod|kæmpe rod|rod overalt|rod alle vegne|efterlod rod|efterlod et rod|lod rod} ~ -2 F",
  ],
  expertise: [
    "{skarp|skarpe} {dame|fyr|mand|kvinde|pige|tekniker|elektriker|håndværker|montør} ~ +2 F",
    "{kender|kendte|kan} sit {kram|fag|håndværk|stof} ~ +2",
    "{ved|vidste} hvad {han|hun|de} {laver|lavede|taler om|talte om|gør|gjorde} ~ +2",
    "{god|dygtig|fremragende|skarp|knaldgod} til sit {arbejde|fag|job|håndværk} ~ +2",
    "{dårlig|elendig|håbløs|ringe} til sit {arbejde|fag|job|håndværk} ~ -2",
    // "Man kan ikke ligefrem sige at han var dårlig til sit arbejde".
    "{ikke ligefrem sige|ikke just sige|ikke sige} at * {dårlig|elendig|håbløs} til sit {arbejde|fag|job|håndværk} ~ +1 F",
    `${OTHERS} {havde overset|overså|ikke kunne finde|ikke havde fundet|ikke fandt|havde givet op|gav op|opgav|havde opgivet|havde brugt|havde ledt} ~ +2 F`,
    `${OTHERS} * {havde overset|overså|ikke kunne finde|havde givet op|havde opgivet} ~ +2 F`,
    "{fandt|fand} * {på|inden for} {en halv time|et kvarter|ingen tid|et øjeblik|et par minutter|få minutter} ~ +2 F",
    "{hjalp|guidede|fik|vejledte} {mig|os} {i telefonen|over telefonen|gennem telefonen|pr telefon} ~ +2 F",
    "{gættede sig frem|prøvede sig frem|skiftede dele i blinde|skiftede den forkerte|uduelig|uduelige|amatøragtig|amatøragtigt|klodset|klodsede|anede ikke hvad|havde ingen anelse} ~ -2 F",
  ],
  honesty: [
    "fup|fidus|plattenslager|plattenslageri|fupmager|nakket|nakkede|skræmmekampagne|skræmmetaktik|salgspres|mersalg|oversalg ~ -2",
    "{prøvede|forsøgte} {så|også|straks|hårdt|ihærdigt|gentagne gange|konstant|hele tiden|} at sælge ~ -2 F",
    "{ville|skulle} {absolut|partout|bare|} sælge {os|mig} ~ -2 F",
    "{prøvede ikke at sælge|forsøgte ikke at sælge|uden at prøve at sælge|uden at sælge|ingen snak om en ny|intet mersalg|ingen mersalg|ikke noget mersalg|ingen skjulte gebyrer|ingen skjulte omkostninger|ingen ekstraregninger|ikke var fup|ikke fup|intet fup|ikke noget fup} ~ +1 F",
    "{ingen grund til|ikke nødvendigt|ikke behov for|kunne sagtens vente|sagtens kunne vente|sagtens havde * år tilbage|havde * år tilbage|har * år tilbage} ~ +1 F",
    "{præcis hvad han havde sagt|præcis hvad hun havde sagt|præcis hvad de havde sagt|præcis som aftalt|præcis som tilbuddet|holdt til sidste|prisen holdt|holdt prisen|overholdt tilbuddet|overholdt prisen|til den aftalte pris|fast pris} ~ +1 F",
    "{skjulte gebyrer|skjult gebyr|skjulte omkostninger|som ingen nævner|som ingen nævnte|ekstra gebyr ingen nævnte} ~ -2 F",
    "{ekstra|gebyr|gebyret|tillæg|tillægget|dollar|kroner|ville have} * {ingen der havde nævnt|ingen havde nævnt|havde ingen nævnt|havde ingen sagt|ingen havde sagt} ~ -2 F",
    // The negator after the verb: "han pressede overhovedet ikke på".
    "{pressede|presser} {overhovedet ikke|slet ikke|ikke|aldrig} på ~ +1 F",
    "{blev ved med at presse|blev ved at presse|pressede og pressede} ~ -2 F",
  ],
};

/** General Danish opinion words (no aspect of their own). */
export const DANISH_GENERAL: readonly string[] = [
  "{tak for ingenting|fy for den|fy for søren|fy for pokker|kan ikke anbefales|kan på ingen måde anbefales|elendigt|elendig|skuffende|en skandale|pinligt|lol nej} ~ -2 F",
  "{var ved at falde|faldt næsten|fik et chok|fik chok|tabte kæben|kæben faldt} ~ -2 F",
  "{sådan skal det gøres|sådan skal det være|det kalder jeg service|godt tilfreds|meget tilfreds|rigtig glad|mega glad|kæmpe tak|supergodt|super godt|upåklageligt} ~ +2 F",
  "{ikke mere , ikke mindre|ikke mere ikke mindre|hverken mere eller mindre|så som så|sådan da|middelmådigt|hverken fugl eller fisk|intet særligt|ikke noget specielt|intet specielt|ikke noget at skrive hjem om} ~ 0 F",
  "{var|er} {fin|fint|fine|okay|acceptabel|acceptabelt} ~ 0",
];

/**
 * Italian judging words, as Italian and Italian-American customers mix
 * them into English reviews ("puntuale, pulito, gentile", "un po' caro",
 * "un ragazzo d'oro", "nessuno mi ha mai richiamato", "lavoro pulito"):
 * English cues cannot see them, so such a review lost its aspects. They
 * are cues like the English ones (`lexicon.ts` describes the entries):
 * the rules read them as they read English, and the trained model weighs
 * them by the cue-kind features it learned from English.
 *
 * Each entry is written once, with its accents and straight apostrophes;
 * `italianSpellings` adds the forms typed without accents ("puntualita'"
 * loses its apostrophe to the tokeniser) and with typographic apostrophes.
 * Elided words stay whole ("d'oro", "c'è", "un'ora"), but "po'" comes
 * apart from its apostrophe ("un po ' salato"). Spanish already reads
 * "caro", "económico", "vale la pena", "arrogante" and "competente"; they
 * are not repeated.
 *
 * Words that are also English or another language's ("come", "con", "a",
 * "prego", "care", "brave", "serio": Spanish "stern", "ordinato": "ordered
 * the part") appear only inside a phrase, or not at all. "Mai" is "May"
 * in French and "tomorrow" in Vietnamese, "ne" is French, "niente" and
 * "nulla" open wave-offs and answers: none of them negates; "non",
 * "senza", "nessuno" and "né" do. "Ma" is also French "my" ("ma mère")
 * and English "ma"; as a contrast word it changed no labelled item, so it
 * is one, like "però". "Pazienza" is "patience" ("una pazienza
 * infinita", warmth) as well as "oh well": it waves a complaint off only
 * after "ma", "e" or "vabbè". "Bravo", "bravissimo", "perfetto"
 * and "grande" alone are stock praise (tests/eval/README.md); warm words
 * about a person ("gentilissimo", "un angelo", "un ragazzo d'oro") are
 * professionalism, "pulito" said of the work quality, of the house
 * cleanliness, of the bill honesty.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  accentedSpellings,
  byAspect,
  phraseWords,
} from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";
import {
  ITALIAN_AMERICAN_CUES,
  ITALIAN_AMERICAN_GENERAL_CUES,
  ITALIAN_AMERICAN_NEUTRALIZERS,
  ITALIAN_AMERICAN_WAVE_OFFS,
} from "./lexicon_italian_american.ts";

/**
 * The spellings of Italian entries or phrases: as written, without
 * accents, and each with typographic apostrophes ("d’oro").
 *
 * @param specs Entries written with accents and straight apostrophes.
 * @returns Every spelling, each once.
 */
export function italianSpellings(specs: readonly string[]): string[] {
  return accentedSpellings(specs);
}

/** Phrases of words, with and without their accents ("non è colpa loro"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(
    italianSpellings(list).filter((phrase) => !phrase.includes("’")),
  );
}

/** Verbs of arriving ("è arrivato", "sono venuti", "si è presentato"). */
const CAME =
  "{è arrivato|è arrivata|sono arrivati|arrivato|arrivata|arrivati|è venuto|è venuta|sono venuti|venuto|venuta|venuti|si è presentato|si è presentata|si sono presentati|è passato|sono passati}";

/** Words of degree before a verdict on the bill ("un po' salato"). */
const SOMEWHAT =
  "{un po|un po '|un pò|molto|troppo|parecchio|piuttosto|bello|abbastanza|alquanto}";

/** Words of money a verdict is said of ("il conto", "il preventivo"). */
const BILL =
  "{prezzo|prezzi|conto|preventivo|fattura|parcella|tariffa|tariffe}";

/** Work named by the job ("l'installazione", "il montaggio"). */
const JOB =
  "{lavoro|lavori|installazione|impianto|montaggio|cablaggio|finiture|rifiniture|posa|intervento}";

/** Italian cues, per aspect, written with accents. */
const CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "puntuale|puntuali ~ +1",
    "puntualissimo|puntualissima|puntualissimi|puntualissime ~ +2",
    "{in orario|in perfetto orario|all'ora giusta|all'ora esatta|all'ora precisa|all'ora stabilita|all'ora concordata|all'orario concordato|all'orario stabilito|spaccando il minuto} ~ +1",
    "{preciso|precisa|precisi} come un orologio ~ +1",
    `${CAME} {in anticipo|in tempo|prima dell'orario|prima dell'ora} ~ +1`,
    "{in ritardo|di ritardo|con ritardo|ritardatario|ritardataria|ritardatari} ~ -1",
    `${CAME} {tardi|dopo ore} ~ -1`,
    "{ci ha fatto aspettare|mi ha fatto aspettare|ci hanno fatto aspettare|mi hanno fatto aspettare} {ore|un'ora|mezz'ora|tutto il giorno|tutta la mattina|tutto il pomeriggio|due ore|tre ore} ~ -1",
    "{non si è presentato|non si è presentata|non si sono presentati|non è mai venuto|non sono mai venuti|non è mai arrivato|non sono mai arrivati|mai arrivato|mai arrivati|non si è fatto vedere|non si sono fatti vedere} ~ -2 F",
    "{ci ha dato buca|mi ha dato buca|ci hanno dato buca|mi hanno dato buca|ci ha tirato pacco|mi ha tirato pacco|ci hanno tirato pacco|mi hanno tirato pacco|ci ha tirato un pacco|mi ha tirato un pacco|ci hanno tirato un pacco|mi hanno tirato un pacco} ~ -2 F",
  ],
  scheduling: [
    "{lo stesso giorno|il giorno stesso|in giornata|entro un'ora|entro mezz'ora|nel giro di un'ora|nel giro di mezz'ora} ~ +1",
    `${CAME} {il giorno dopo|l'indomani|subito|la mattina dopo} ~ +1`,
    "{sono intervenuti subito|è intervenuto subito|intervento tempestivo|intervento immediato|sempre reperibili|sempre reperibile|reperibili anche} ~ +1",
    "{anche|persino|perfino|pure} {di domenica|la domenica|di sabato|di notte|a mezzanotte|a natale|la vigilia|il giorno di natale|a pasqua|a pasquetta|a ferragosto|a capodanno|nei festivi|di festa|nel weekend|nel fine settimana|di sera} ~ +1",
    `${CAME} * {la vigilia|la vigilia di natale|a natale|il giorno di natale|la notte di natale|a pasqua|il giorno di pasqua|a pasquetta|a ferragosto|a capodanno|di domenica|di notte|a mezzanotte|nel cuore della notte} ~ +1`,
    "{hanno|ha|ci hanno|mi hanno|ci ha|mi ha} {cancellato|annullato|disdetto|rimandato|rinviato} ~ -2",
    "{hanno spostato|ha spostato} {l'appuntamento|l'intervento|la visita|il lavoro} ~ -1",
    "{settimane|mesi} di attesa ~ -1",
    "{tempi biblici|tempi lunghissimi|tempi d'attesa lunghi|tempi di attesa lunghi|attesa infinita|un'attesa infinita|attese infinite} ~ -1",
    "{ci hanno fatto aspettare|mi hanno fatto aspettare|ci ha fatto aspettare|mi ha fatto aspettare} {settimane|mesi|giorni|un mese|due mesi|tre mesi|una settimana|due settimane|tre settimane} ~ -1",
    "{non rispondono|non risponde|non rispondevano|non rispondeva|nessuno risponde|nessuno rispondeva|non risponde nessuno|non rispondeva nessuno} {mai|al telefono|alle chiamate|} ~ -2 F",
    "{hanno risposto|ha risposto} {subito|al primo squillo} ~ +1",
    "{finito|finita|finiti|terminato|terminati|completato|completati|consegnato|chiuso} {nei tempi|nei tempi previsti|nei tempi promessi|nei tempi concordati|in tempo|come promesso|entro i tempi|in anticipo|prima del previsto} ~ +1",
    "{nei tempi previsti|nei tempi promessi|nei tempi concordati|nei tempi stabiliti|prima del previsto|in anticipo sui tempi} ~ +1",
    "{ci hanno messo|ci ha messo|ci è voluto|ci sono voluti|è durato|sono durati|hanno impiegato|ha impiegato} * {più del previsto|in più|oltre il previsto|più del promesso|più di quanto promesso|il doppio} ~ -1",
    "{giorni|settimane|mesi|una settimana|un mese|due settimane|tre settimane|due mesi} {di ritardo|in più} ~ -1",
    "appuntamento|appuntamenti ~ 0 W N-1",
  ],
  price: [
    `${BILL} {onesto|onesti|giusto|giusti|ragionevole|ragionevoli|buono|buoni|ottimo|ottimi|competitivo|competitivi|modico|modici|corretto|corretti|conveniente|convenienti|basso|bassi|onestissimo|economico|economici|abbordabile|abbordabili|accessibile|accessibili|equo} ~ +2`,
    "{buon prezzo|buoni prezzi|ottimo prezzo|ottimi prezzi|giusto prezzo|a buon mercato|prezzo di favore|prezzo più che onesto|prezzo più che giusto} ~ +2",
    "{ne è valsa la pena|ne valeva la pena|valeva la pena|vale ogni centesimo|vale ogni euro|vale ogni dollaro|soldi ben spesi|soldi spesi bene} ~ +1 N-1",
    "{rapporto qualità prezzo|qualità prezzo} ~ 0 S",
    "economici|economiche|economicissimo|economicissima|conveniente|convenienti|convenientissimo|abbordabile|abbordabili|modico|modici ~ +1",
    "cari|carissimo|carissima|carissimi|carissime|costosi|costose|costosissimo|costosissima|costosissimi|caruccio|caruccia|carucci ~ -1",
    `${SOMEWHAT} {salato|salata|salati|salatino|salatina|salatissimo|salatissima} ~ -1`,
    `${BILL} * {salato|salata|salati|salate|salatino|salatina|salatissimo|salatissima|alto|alti|altissimo|esagerato|esagerati|gonfiato|gonfiati|spropositato} ~ -1`,
    "{un occhio della testa|un salasso|una stangata|una mazzata|un furto|una rapina|un furto legalizzato|un patrimonio|un capitale|un sacco di soldi|un mucchio di soldi|una barca di soldi|costato un botto|pagato un botto|speso un botto} ~ -2",
    "{prezzi da rapina|prezzo da rapina|strozzini|ci hanno spennato|mi hanno spennato|ci ha spennato|mi ha spennato|ci hanno pelato|mi hanno pelato|fregatura|una fregatura|che fregatura|ci hanno fregato|mi hanno fregato|ci ha fregato|mi ha fregato|siamo stati fregati} ~ -2",
    "{soldi buttati|soldi sprecati|soldi persi|soldi buttati via|buttato via i soldi|spesa inutile|soldi spesi male} ~ -2",
    "{prezzo contenuto|prezzi contenuti|costo contenuto|costi contenuti|spesa contenuta|speso poco|costato poco|costa poco} ~ +1",
    "sconto|scontino|sconticino ~ +1",
    "{non ci ha fatto pagare|non mi ha fatto pagare|non ci hanno fatto pagare|non mi hanno fatto pagare|senza farci pagare|senza farmi pagare|non ha voluto soldi|non hanno voluto soldi|non ha voluto niente|non hanno voluto niente|gratuitamente|senza costi aggiuntivi} ~ +1 F",
    "{uscita|sopralluogo|diagnosi|chiamata} {gratuita|gratuito|gratis|omaggio} ~ +1 F",
    "{né caro né economico|né economico né caro|né caro né conveniente|né caro né a buon mercato|né troppo caro né troppo economico} ~ 0 S R",
    "{prezzo normale|prezzi normali|prezzo nella media|prezzi nella media|prezzo di mercato|prezzi di mercato|prezzo standard|prezzi in linea} ~ 0 S R",
    "{prezzo|prezzi|conto|preventivo|fattura|parcella|tariffa|tariffe|costi} ~ 0 W N-1",
  ],
  quality: [
    "lavoro|lavori|lavoretto ~ 0 W",
    "qualità ~ 0 W N-1",
    `${JOB} {pulito|pulita|puliti|pulite|pulitissimo|pulitissima|perfetto|perfetta|impeccabile|impeccabili|eccellente|ottimo|ottima|curato|curata|curatissimo|preciso|precisa|accurato|accurata|fatto bene|fatta bene|ben fatto|ben fatta|a regola d'arte|di qualità} ~ +2`,
    "{ottimo|un ottimo|bel|un bel|gran|un gran|gran bel|un gran bel|splendido|magnifico} {lavoro|lavoretto|intervento} ~ +2",
    "{a regola d'arte|fatto benissimo|ben fatto|fatto con cura|fatto con precisione} ~ +2",
    "{venuto|venuta|venuti|venute} {benissimo|bene|perfetto|perfetta|una meraviglia|un gioiello|da rivista|da copertina|stupendo|stupenda|splendido} ~ +2",
    "{un gioiello|un capolavoro|un'opera d'arte|da rivista|da copertina|come nuovo|come nuova|come nuovi|come nuove} ~ +2",
    "{tutto dritto|tutti dritti|tutte dritte|tutta dritta|perfettamente dritto|perfettamente dritti|perfettamente dritte|in bolla|perfettamente in bolla|perfettamente allineati|perfettamente allineate|perfettamente centrato|al centro preciso|a piombo} ~ +1",
    "{funziona|funzionano|funzionava|gira|scalda|raffredda|raffresca|tira} {benissimo|perfettamente|alla perfezione|alla grande|da dio|a meraviglia|come un orologio|una meraviglia} ~ +1",
    "{va|vanno} {alla grande|da dio|a meraviglia|alla perfezione} ~ +1",
    `${JOB} {fatto male|fatta male|fatti male|mal fatto|mal fatta|fatto malissimo|scadente|approssimativo} ~ -2`,
    "{fatto coi piedi|fatto con i piedi|fatta coi piedi|fatto da cani|fatta da cani|lavoro da cani|alla carlona|fatto alla buona|raffazzonato|raffazzonata|sciatto|sciatta|un pasticcio|che pasticcio|pasticciato|lavoro da dilettanti|un lavoro schifoso} ~ -2",
    "{perde ancora|perdeva ancora|gocciola ancora|gocciolava ancora|ancora perde|ancora gocciola|continua a perdere|continua a gocciolare|ha ripreso a perdere|ha ricominciato a perdere|si è rotto di nuovo|si è rotta di nuovo|si è di nuovo rotto|di nuovo rotto|di nuovo rotta|di nuovo guasto|si è intasato di nuovo|si è di nuovo intasato|di nuovo intasato|ancora intasato|il problema si è ripresentato|il problema è tornato|il problema c'è ancora|lo stesso problema|non funziona ancora|ancora non funziona|ancora non va|non va ancora|ancora rotto|ancora guasto|non si accende ancora|ancora non si accende} ~ -2 F",
    "{non perde più|non gocciola più|non si è più intasato|non si è più rotto|più nessuna perdita|più nessun problema|nessun problema da allora|mai più problemi|mai più un problema|mai più perdite|mai più allagamenti|zero perdite} ~ +2 F",
    "{ha rotto|hanno rotto|ha graffiato|hanno graffiato|ha rigato|hanno rigato|ha rovinato|hanno rovinato|ha danneggiato|hanno danneggiato|ha scheggiato|hanno scheggiato|ha bucato|hanno bucato|ha macchiato|hanno macchiato} ~ -2",
  ],
  professionalism: [
    "gentile|gentili|cortese|cortesi|educato|educata|educati|educate|beneducato|beneducata|garbato|garbata|garbati|cordiale|cordiali|affabile|affabili|simpatico|simpatica|simpatici|simpatiche|rispettoso|rispettosa|rispettosi|paziente|pazienti|premuroso|premurosa|premurosi|gentilezza|educazione ~ +1",
    "gentilissimo|gentilissima|gentilissimi|gentilissime|cortesissimo|cortesissima|educatissimo|educatissima|educatissimi|simpaticissimo|simpaticissima|simpaticissimi|garbatissimo|pazientissimo|pazientissima|rispettosissimo|carinissimo|carinissima ~ +2",
    "professionale|professionali|professionalissimo|professionalissimi|professionalità ~ +1",
    "{un professionista|dei professionisti|veri professionisti|un vero professionista|grandi professionisti|professionisti seri|serietà|gente seria|persone serie|ditta seria} ~ +1",
    "{un angelo|un tesoro|un amore|un pezzo di pane|una persona squisita|persona squisita|una brava persona|brava persona|brave persone|bravissima persona|un bravo ragazzo|bravo ragazzo|bravi ragazzi|un ragazzo d'oro|ragazzo d'oro|ragazzi d'oro|una ragazza d'oro|un cuore d'oro|cuore d'oro|un vero signore|un gran signore|gente per bene|persona per bene|persone per bene|persona perbene|persone perbene|gente perbene|un gentiluomo|un vero gentiluomo|alla mano|brava gente} ~ +1",
    "{una pazienza infinita|pazienza infinita|tanta pazienza|molta pazienza|una santa pazienza|con pazienza|con tanta pazienza|con gentilezza|con rispetto|con educazione|con cortesia|grande cortesia|massima cortesia|molta cortesia} ~ +1",
    "maleducato|maleducata|maleducati|maleducate|scortese|scortesi|sgarbato|sgarbata|sgarbati|antipatico|antipatica|antipatici|arroganti|cafone|cafona|cafoni|zotico|zotici|strafottente|strafottenti|presuntuoso|presuntuosa|presuntuosi|supponente|supponenti|scorbutico|scorbutica|scontroso|scontrosa|menefreghista|menefreghisti|irrispettoso|irrispettosa|irrispettosi|maleducazione ~ -2",
    "{poco professionale|poco professionali|per niente professionale|non professionale|zero professionalità|poco serio|poco seri|poco seria|gente poco seria|ditta poco seria} ~ -2 F",
    "{sbrigativo|sbrigativa|sbrigativi|frettoloso|frettolosa|frettolosi|di fretta|aveva fretta|avevano fretta|andava di fretta|andavano di fretta} ~ -1",
    "{ci ha trattato male|ci hanno trattato male|mi ha trattato male|mi hanno trattato male|trattato male|trattata male|trattati male|mi ha risposto male|ci ha risposto male|mi ha urlato|ha alzato la voce|sbuffava|ha sbuffato} ~ -2",
    "{si è scusato|si è scusata|si sono scusati|ha chiesto scusa|hanno chiesto scusa|mi ha chiesto scusa|ci ha chiesto scusa} ~ +1",
    "{neanche una scusa|nemmeno una scusa|senza chiedere scusa|senza scusarsi|mai chiesto scusa|manco una scusa} ~ -1 F",
    "{ha lasciato|hanno lasciato|lasciato|lasciata|lasciati} * {aperto|aperta|aperti|aperte|spalancato|spalancata} ~ -1",
  ],
  communication: [
    "spiegato|spiegata|spiegati|spiegate|spiegava|spiegavano|spiegando|spiegazioni|spiegazione|illustrato ~ +1",
    "{mi ha mostrato|ci ha mostrato|mi hanno mostrato|ci hanno mostrato|mi ha fatto vedere|ci ha fatto vedere|mi hanno fatto vedere|ci hanno fatto vedere} ~ +1",
    "{mi ha mandato|ci ha mandato|mi hanno mandato|ci hanno mandato|mi ha inviato|ci ha inviato|mi hanno inviato|ci hanno inviato} * {foto|fotografie|video|relazione|messaggio|sms|whatsapp|aggiornamenti} ~ +1",
    "{mi ha avvisato|ci ha avvisato|mi hanno avvisato|ci hanno avvisato|ha avvisato|hanno avvisato|mi ha avvertito|ci ha avvertito|mi hanno avvertito|ci hanno avvertito|ha chiamato prima|ha telefonato prima|mi ha scritto prima|avvisato in anticipo|avvisati in anticipo} ~ +1",
    "{tenuto aggiornato|tenuta aggiornata|tenuti aggiornati|tenuto informato|tenuta informata|tenuti informati|sempre aggiornati|sempre aggiornato|sempre aggiornata|aggiornamenti costanti} ~ +1",
    "{mi ha richiamato|ci ha richiamato|mi hanno richiamato|ci hanno richiamato|richiamato subito} ~ +1",
    "{nessuno mi ha richiamato|nessuno ci ha richiamato|nessuno mi ha mai richiamato|nessuno ci ha mai richiamato|mai richiamato|mai richiamati|non mi hanno mai richiamato|non ci hanno mai richiamato|non mi ha mai richiamato|non ci ha mai richiamato|non hanno mai richiamato|non ha mai richiamato|mai più sentiti|mai più sentito|spariti nel nulla|sparito nel nulla} ~ -2 F",
    "{senza avvisare|senza avvisarmi|senza avvisarci|senza avvertire|senza preavviso|senza dire niente|senza dire nulla|senza una parola|senza dire una parola|nessun preavviso|nessuno mi ha avvisato|nessuno ci ha avvisato|nessuno mi ha detto niente|nessuno ci ha detto niente|nessuno mi ha detto nulla|nessuno ha detto niente|nessuno ha avvisato|non mi hanno avvisato|non ci hanno avvisato|non mi ha avvisato|non ci ha avvisato|neanche una telefonata|nemmeno una telefonata|manco una telefonata|neanche una chiamata|nemmeno una chiamata|neanche un messaggio|nemmeno un messaggio} ~ -2 F",
    "{non ha spiegato niente|non hanno spiegato niente|non ha spiegato nulla|non mi ha spiegato niente|non ci ha spiegato niente|nessuna spiegazione|senza spiegazioni|senza spiegare} ~ -2 F",
    "{ha risposto a tutte le domande|ha risposto a tutte le mie domande|hanno risposto a tutte le domande|risposto a tutte le mie domande|risposto a ogni domanda|rispondeva a tutte le domande} ~ +1",
    "{chiarissimo|chiarissima|chiarissimi|spiegazioni chiare|spiegazione chiara|chiaro e preciso|chiaro e semplice} ~ +1",
    "{ha parlato|parlava|parlando} {italiano|in italiano|in dialetto} ~ +1",
    "{ognuno diceva una cosa diversa|ognuno dice una cosa diversa|ci hanno detto cose diverse|mi hanno detto cose diverse} ~ -2",
  ],
  cleanliness: [
    "pulito|pulita|puliti|pulite ~ +1",
    "pulitissimo|pulitissima|pulitissimi|pulitissime|immacolato|immacolata ~ +2",
    "{senza un granello|non un granello|neanche un granello|nemmeno un granello|neanche una briciola|nemmeno una briciola|senza lasciare traccia|non ha lasciato niente|non hanno lasciato niente|non ha lasciato nulla} ~ +1 F",
    "{lasciato tutto pulito|lasciato pulito|più pulito di prima|più pulita di prima|come l'aveva trovato|come l'hanno trovato|tutto in ordine|lasciato in ordine|rimesso in ordine|ha riordinato|hanno riordinato} ~ +2",
    "{ha pulito tutto|hanno pulito tutto|ha spazzato|hanno spazzato|ha aspirato|hanno aspirato|aspirapolvere|l'aspirapolvere|ha passato lo straccio|ha raccolto tutto|hanno raccolto tutto|portato via tutto|portato via il vecchio|portato via la vecchia|portato via i vecchi} ~ +1",
    "{copriscarpe|copri scarpe|sovrascarpe|calzari|teli|teli di plastica} ~ +1",
    "{si è tolto le scarpe|si sono tolti le scarpe|si è tolta le scarpe|tolto le scarpe|tolte le scarpe|si è levato le scarpe|ha coperto tutto|hanno coperto tutto|ha protetto il pavimento|hanno protetto il pavimento|ha protetto tutto|hanno protetto tutto} ~ +1",
    "sporco|sporca|sporchi|sporche|sporcizia|sporcato|sporcata|sporcare|sporchissimo|sporchissima|sudicio|sudicia|zozzo|zozza|zozzeria ~ -1",
    "{un porcile|un porcaio|un campo di battaglia|una discarica|un letamaio} ~ -2",
    "{fango|polvere|sporco|sporcizia|calcinacci|detriti|segatura|trucioli|impronte|residui|rifiuti|spazzatura} {dappertutto|ovunque|in tutta la casa|su tutto|sul pavimento|sui pavimenti|sulle scale|su tutte le scale|sul tappeto|sui tappeti|sulla moquette|per terra|sul divano|in cucina} ~ -1",
    "{ha lasciato|hanno lasciato|lasciato|lasciata|lasciati|lasciate} * {fango|polvere|sporco|sporcizia|calcinacci|detriti|rifiuti|spazzatura|immondizia|scatole|scatoloni|cartoni|imballaggi|imballi|segatura|trucioli|impronte|macchie|il vecchio|la vecchia|i vecchi|le vecchie|pezzi vecchi} ~ -1",
    "{con le scarpe sporche|scarpe infangate|con le scarpe piene di fango|entrato con le scarpe|entrati con le scarpe} ~ -1",
    "pulizia ~ 0 W",
  ],
  expertise: [
    "competenti|competentissimo|competentissima|preparatissimo|preparatissima|preparatissimi|esperto|esperta|esperti|espertissimo|qualificato|qualificati|capace|capaci|capacissimo|ferrato|ferrata ~ +1",
    "{molto|tecnico|tecnici|ragazzo|ragazzi|davvero|super|ben|veramente|persona|persone|competente e|gentile e} {preparato|preparata|preparati} ~ +1",
    "{sa il fatto suo|sapeva il fatto suo|sanno il fatto loro|sapevano il fatto loro|sa quello che fa|sapeva quello che faceva|sanno quello che fanno|sapevano quello che facevano|conosce il mestiere|conosceva il mestiere|conoscono il mestiere|molta esperienza|tanta esperienza|esperienza da vendere|mani d'oro|un mago|un genio|un drago|un maestro} ~ +1",
    "{ha capito subito|capito subito|ha trovato subito|trovato subito|ha individuato subito|individuato subito|ha visto subito|ha diagnosticato subito|ha capito al volo|capito al volo|quello che nessuno aveva trovato|dove altri avevano fallito} ~ +1",
    "{non sapeva cosa fare|non sapeva che fare|non sapevano cosa fare|non sapevano che fare|non sapeva cosa stava facendo|non sapeva quello che faceva|non sapevano quello che facevano|non sa cosa fa|non sa quello che fa|non sanno quello che fanno|non sapeva dove mettere le mani|non sapevano dove mettere le mani|non ci capiva niente|non ci capiva nulla|non capiva niente|non ha capito niente|non ha capito il problema|non ha trovato il problema|andava a tentativi|andavano a tentativi|tirava a indovinare|pezzi a caso} ~ -2 F",
    "incompetente|incompetenti|impreparato|impreparata|impreparati|inesperto|inesperta|inesperti|dilettante|dilettanti|dilettantesco|pressapochista|pressappochista|pressapochisti|pressappochisti|incapace|incapaci|pasticcione|pasticcioni ~ -2",
  ],
  honesty: [
    "onesto|onesta|onesti|oneste|onestissimo|onestissima|onestissimi|onestà|sincero|sincera|sinceri|schietto|schietta ~ +1",
    "{persona corretta|persone corrette|gente corretta|ditta corretta|molto corretto|molto corretta|molto corretti|correttissimo|correttissima|correttissimi|correttezza|persona trasparente|ditta trasparente|prezzi trasparenti|molto trasparente|molto trasparenti|trasparenza|di fiducia|di parola|persona di parola|gente di parola|ha mantenuto la parola|hanno mantenuto la parola} ~ +1",
    "{come da preventivo|uguale al preventivo|identico al preventivo|quanto pattuito|come pattuito|come concordato|il prezzo concordato|esattamente quanto detto|nessuna sorpresa|niente sorprese|zero sorprese|senza sorprese|nessun costo nascosto|nessun extra|senza costi nascosti|conto pulito|fattura chiara|preventivo chiaro|preventivo dettagliato|preventivo trasparente|fattura dettagliata|conto dettagliato|voce per voce} ~ +1",
    "{più del preventivo|oltre il preventivo|sopra il preventivo|fuori preventivo|più di quanto preventivato|più di quanto pattuito|più del pattuito|più di quanto concordato|più del concordato|più di quanto avevano detto|costi nascosti|costo nascosto|sorprese sul conto|sorpresa sul conto|extra non previsti} ~ -2",
    "{hanno aggiunto|ha aggiunto} * {al conto|alla fattura|al preventivo|in fattura} ~ -2",
    "{disonesto|disonesta|disonesti|truffa|una truffa|truffatore|truffatori|truffaldino|truffaldini|imbroglione|imbroglioni|ladri|ladroni|bugiardo|bugiarda|bugiardi|ci hanno truffato|mi hanno truffato|ci ha truffato|mi ha truffato|ha mentito|hanno mentito|mi ha mentito|ci ha mentito|raccontato bugie|ci hanno preso in giro|mi hanno preso in giro|ci ha preso in giro|mi ha preso in giro|se ne sono approfittati|se ne è approfittato|approfittatori|sciacalli} ~ -2",
    "{insistente|insistenti|pressante|pressanti|ha insistito|hanno insistito|insisteva|insistevano|continuava a insistere|ha cercato di vendermi|ha cercato di venderci|hanno cercato di vendermi|hanno cercato di venderci|voleva vendermi|volevano vendermi|voleva venderci|volevano venderci|voleva rifilarmi|volevano rifilarmi|voleva rifilarci|volevano rifilarci|voleva farmi comprare|volevano farmi comprare|voleva farci comprare|volevano farci comprare|mi ha messo pressione|ci ha messo pressione|mi hanno messo pressione|ci hanno messo pressione|fatto pressione|messo sotto pressione} ~ -2",
    "{senza pressioni|senza insistere|senza forzare|nessuna pressione per|zero pressioni|mai insistente|mai insistenti|non ha insistito|non hanno insistito|senza spingere|nessuna insistenza|non ha cercato di vendermi|non hanno cercato di vendermi} ~ +1 F",
    "{non serviva|non servivano|non serve|non c'era bisogno di|non c'è bisogno di|non era necessario|non è necessario|inutile} {cambiare|cambiarla|cambiarlo|cambiarli|sostituire|sostituirla|sostituirlo|sostituirli|una nuova|uno nuovo|un nuovo|comprare|comprarne|rifare|rifarlo|rifarla} ~ +1 F",
    "{ha ammesso l'errore|ha ammesso lo sbaglio|ha ammesso di aver sbagliato|hanno ammesso l'errore|hanno ammesso lo sbaglio|si è preso la responsabilità|si sono presi la responsabilità} ~ +1",
    "{hanno rispettato la garanzia|ha rispettato la garanzia|hanno onorato la garanzia|ha onorato la garanzia} ~ +1",
  ],
};

/** Italian cues, per aspect, in all their spellings. */
export const ITALIAN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) =>
  italianSpellings([...CUES[aspect], ...ITALIAN_AMERICAN_CUES[aspect]])
);

/** General opinion words in Italian (no aspect of their own). */
export const ITALIAN_GENERAL_CUES: readonly string[] = italianSpellings([
  // Stock praise: "bravissimo" and "perfetto" alone name no aspect.
  "bravissimo|bravissima|bravissimi|bravissime|bravi|brava ~ +2",
  "perfetto|perfetta|perfetti|perfette|perfettamente ~ +2",
  "bellissimo|bellissima|bellissimi|bellissime|grandioso|grandiosa|ottimo|ottima|ottimi|ottime|eccellente|eccellenti|eccezionale|eccezionali|stupendo|stupenda|stupendi|splendido|splendida|meraviglioso|meravigliosa|meravigliosi|magnifico|magnifica|favoloso|favolosa|strepitoso|strepitosa|benissimo|impeccabile|impeccabili|fantastici|fantastiche|formidabile ~ +2",
  "{molto bene|tutto perfetto|tutto ottimo|il top|il massimo|sei grande|siete grandi|sei un grande|siete dei grandi|cinque stelle|dieci e lode|consigliatissimo|consigliatissima|consigliatissimi|super consigliato|soddisfattissimo|soddisfattissima|felicissimo|felicissima|felicissimi} ~ +2",
  "{lo consiglio|la consiglio|li consiglio|le consiglio|consiglio vivamente|vivamente consigliato|consigliato|consigliata|consigliati|lo raccomando|li raccomando|raccomandato|raccomandati|soddisfatto|soddisfatta|soddisfatti|contenti|grazie|grazie mille|mille grazie|ti voglio bene|vi voglio bene|complimenti} ~ +1",
  // "Disponibile" of a person is "helpful", as "helpful" is general.
  "disponibile|disponibili|disponibilissimo|disponibilissima|disponibilissimi|affidabile|affidabili|affidabilissimo ~ +1",
  "{un miracolo|ci ha salvato|mi ha salvato|ci ha salvati|ci hanno salvato|ci hanno salvati|mi hanno salvato|salvavita|in gamba} ~ +2",
  "{niente male|mica male} ~ +1 F",
  "{pessimo|pessima|pessimi|pessime|terribile|terribili|orribile|orribili|schifoso|schifosa|uno schifo|che schifo|fa schifo|fanno schifo|vergognoso|vergognosa|vergogna|che vergogna|una vergogna|vergognatevi|deludente|deludenti|delusione|una delusione|deluso|delusa|delusi|scandaloso|scandalosa|inaccettabile|inammissibile|indecente|disastro|un disastro|che disastro|disastroso|disastrosa|un incubo|sconsigliato|sconsigliati|sconsigliatissimo|da evitare|evitateli|lasciate perdere|pietoso|penoso|che faccia tosta|roba da matti} ~ -2",
  "{peccato|che peccato|mannaggia|purtroppo} ~ -1",
  "{mai più con loro|mai più da loro|non li chiamerò mai più|non li chiamo più|non li richiamerò} ~ -2 F",
  "{così così|niente di speciale|nulla di speciale|niente di che|nulla di che|niente di particolare|nulla di particolare|niente di eccezionale|niente di straordinario|nella media|nella norma|senza infamia e senza lode|né bene né male|non c'è male|accettabile|passabile|normalissimo|normalissima} ~ 0 F",
  // Excuses that take a complaint back, as "not their fault" does.
  "{non è colpa loro|non è colpa sua|non era colpa loro|non era colpa sua|colpa del produttore|colpa della fabbrica|colpa del fornitore|può capitare|capita a tutti|sono cose che capitano|comprensibile|ci mancherebbe} ~ 0 F",
  ...ITALIAN_AMERICAN_GENERAL_CUES,
]);

/**
 * Phrases that look like Italian cues but are none: fillers ("per essere
 * onesto", "a dire il vero"), the drain or the ducts cleaned as the job
 * itself ("ha pulito lo scarico"), and equipment that was dirty.
 */
export const ITALIAN_NEUTRALIZERS: readonly string[] = italianSpellings([
  "{per essere|a essere|ad essere|a voler essere} {sincero|sincera|sinceri|onesto|onesta|onesti|franco|franca}",
  "{in tutta onestà|in tutta sincerità|a dire il vero|a dirla tutta}",
  "{ha pulito|hanno pulito|pulito|puliti|pulire|pulendo} {lo|il|la|i|gli|le|tutti i|tutto lo} {scarico|scarichi|tubo|tubi|tubature|condotto|condotti|canna fumaria|camino|filtro|filtri|bruciatore|caldaia|pozzetto|sifone|grondaia|grondaie|scambiatore|split|bocchette|serbatoio|fognatura}",
  "{filtro|filtri|condotti|condotto|bocchette|tubi|tubo|scarico|sifone|bruciatore|scambiatore|caldaia|serbatoio} {era|erano|tutto|tutti|} {sporco|sporca|sporchi|sporche|sporchissimo|sporchissimi|sporchissima|intasato|intasati}",
  ...ITALIAN_AMERICAN_NEUTRALIZERS,
]);

/**
 * Italian words that negate what follows. Not "mai" (French "May",
 * Vietnamese "tomorrow"), nor "niente" and "nulla": the phrases that hold
 * them say so ("mai richiamato", "non sapeva cosa fare").
 */
export const ITALIAN_NEGATORS: readonly string[] = [
  "non",
  "senza",
  "nessuno",
  "nessuna",
  "nessun",
  "né",
  "neanche",
  "nemmeno",
  "neppure",
];

/**
 * Italian words that strengthen the next opinion word; the "-issimo"
 * forms ("gentilissimo", "carissimo") are words of their own in the cues.
 */
export const ITALIAN_INTENSIFIERS: readonly string[] = [
  "molto",
  "troppo",
  "davvero",
  "veramente",
  "estremamente",
  "particolarmente",
  "incredibilmente",
  "decisamente",
  "parecchio",
  "assai",
  "altamente",
];

/**
 * Italian words that start a contrasting clause; "pero" without its accent
 * is Spanish's and listed there. "Ma" is also French "my" ("ma mère"): a
 * clause that starts there leaves the French sentence's verdicts as they
 * were on every labelled item.
 */
export const ITALIAN_CONTRAST_WORDS: readonly string[] = [
  "però",
  "ma",
  "tuttavia",
  "eppure",
  "invece",
  "sebbene",
  "nonostante",
];

/** Italian words that join two clauses, as "and" does ("e poi"). */
export const ITALIAN_AND_WORDS: readonly string[] = ["e", "poi"];

/** Names of aspects in Italian sub-ratings ("Prezzo 3/5", "Pulizia 5/5"). */
export const ITALIAN_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["puntualità", "punctuality"],
  ["puntualita", "punctuality"],
  ["prezzo", "price"],
  ["prezzi", "price"],
  ["costi", "price"],
  ["qualità", "quality"],
  ["qualita", "quality"],
  ["lavoro", "quality"],
  ["pulizia", "cleanliness"],
  ["cortesia", "professionalism"],
  ["gentilezza", "professionalism"],
  ["educazione", "professionalism"],
  ["professionalità", "professionalism"],
  ["professionalita", "professionalism"],
  ["comunicazione", "communication"],
  ["onestà", "honesty"],
  ["trasparenza", "honesty"],
  ["competenza", "expertise"],
  ["competenze", "expertise"],
  ["preparazione", "expertise"],
  ["disponibilità", "scheduling"],
  ["disponibilita", "scheduling"],
  ["tempistiche", "scheduling"],
  ["tempistica", "scheduling"],
];

/** Answers that deny a question before them ("Pulito? Per niente."). */
export const ITALIAN_NO_ANSWERS: readonly (readonly string[])[] = phrases([
  "per niente",
  "per nulla",
  "niente",
  "nulla",
  "mai",
  "macché",
  "neanche per sogno",
  "nemmeno per sogno",
  "manco per sogno",
  "assolutamente no",
  "proprio no",
  "direi di no",
  "non proprio",
  "non molto",
  "non tanto",
  "mica tanto",
  "affatto",
  "nient'affatto",
]);

/** Answers that grant a question only in part ("Caro? Un po'."). */
export const ITALIAN_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases([
  "un po",
  "un pò",
  "un pochino",
  "un pochettino",
  "più o meno",
  "così così",
  "forse",
  "diciamo",
  "quasi",
  "abbastanza",
  "in parte",
  "sì e no",
  "dipende",
  "mah",
  "non del tutto",
  "non esattamente",
]);

/**
 * Words that wave a complaint off ("un'ora di ritardo, ma ha avvisato, so
 * va bene"): the labelled sets make it neutral (softeners.ts). "Pazienza"
 * only after a word that makes it "oh well", not "patience".
 */
export const ITALIAN_WAVE_OFFS: readonly (readonly string[])[] = phrases([
  "va bene",
  "vabbè",
  "vabbé",
  "ma pazienza",
  "e pazienza",
  "vabbè pazienza",
  "però pazienza",
  "non fa niente",
  "non fa nulla",
  "non importa",
  "non è colpa loro",
  "non è colpa sua",
  "non era colpa loro",
  "niente di grave",
  "poco male",
  "chi se ne frega",
  "ci sta",
  "può capitare",
  "capita a tutti",
  ...ITALIAN_AMERICAN_WAVE_OFFS,
]);

/** The Italian tables, as `lexicon_languages.ts` joins them. */
export const ITALIAN_TABLES: LanguageTables = {
  aspectCues: ITALIAN_ASPECT_CUES,
  general: ITALIAN_GENERAL_CUES,
  negators: ITALIAN_NEGATORS,
  intensifiers: ITALIAN_INTENSIFIERS,
  andWords: ITALIAN_AND_WORDS,
  contrastWords: ITALIAN_CONTRAST_WORDS,
  subRatingLabels: ITALIAN_SUB_RATING_LABELS,
  neutralizers: ITALIAN_NEUTRALIZERS,
  noAnswers: ITALIAN_NO_ANSWERS,
  hedgeAnswers: ITALIAN_HEDGE_ANSWERS,
  waveOffs: ITALIAN_WAVE_OFFS,
};

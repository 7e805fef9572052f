/**
 * Dutch and Flemish judging words, as customers from the Netherlands and
 * Flanders mix them into English reviews or write whole sentences in them
 * ("op tijd, heel vriendelijk", "duur ja", "echt vakwerk", "een toffe
 * gast", "alles proper achtergelaten", "de prijs was aan de hoge kant"):
 * English cues cannot see them, so such a review lost its aspects. They
 * are cues like the English ones (`lexicon.ts` describes the entries):
 * the rules read them as they read English, and the trained model weighs
 * them by the cue-kind features it learned from English.
 *
 * Each entry is written once, with its diacritics ("oké", "geïnstalleerd",
 * "héél") and straight apostrophes; `dutchSpellings` adds the forms typed
 * without them and with typographic apostrophes ("’s nachts"). Flemish
 * words stand beside the Dutch ones: "proper" and "opgekuist" (clean),
 * "aanrekenen" (to charge), "verwittigen" (to let know), "technieker",
 * "plezant", "tof", "zot" (crazy, "zot duur"), "kent zijn stiel".
 *
 * Words that are also English or another language's stay in phrases or
 * out: "door" (through), "die", "was", "been", "net" (just), "had",
 * "hoe", "bot" ("the booking bot"; "erg bot" is rude), "lief" and
 * "proper" ("a proper job"), "contact", "top", "super", "perfect",
 * "prima" (Spanish "cousin"), "lekker" (South Africans' stock praise),
 * "oke" (South African "bloke"), "gratis". "En" (and) is French and
 * Spanish "in": it joins no clauses here. "Laat" alone is "lets"; only
 * "te laat" is late. "Aardig" is also "fairly" ("aardig duur") and
 * "ervaren" also "to experience": each counts only in a phrase.
 * "Redelijk" (reasonable, also "fairly") alone is lukewarm ("de prijs was
 * redelijk"); before a verdict it leaves the verdict ("redelijk duur").
 * "Snel" alone judges only the speed of the work, which gets no label; it
 * counts in "snel een afspraak" and "snel ter plaatse". "Eerlijk" is
 * "honest" and also the filler "eerlijk gezegd", "eerlijk is eerlijk"
 * (neutralizers); "eerlijke prijs" is price. "Schoon werk" and "proper
 * werk" judge the look of the work (quality); "schoon achtergelaten" and
 * "proper gewerkt" the mess (cleanliness). "Vakman" alone is any
 * tradesman ("we belden een vakman"): it praises only in "een echte
 * vakman"; "beunhaas" (a cowboy) blames the work, as "a hack" does.
 * "Geen idee" is also "no idea whether": it blames only with its subject
 * ("hij had geen idee").
 *
 * Stock praise ("vijf sterren", "een aanrader", "dikke merci", "chapeau")
 * names no aspect (tests/eval/README.md); warm words about a person
 * ("een schat", "een toffe gast", "plezante mens", "gezellige man") are
 * professionalism, "afzetterij" (rip-off) price, "opgelicht" honesty.
 * "Nou ja", "kan gebeuren" and "dus geen probleem" wave a complaint off;
 * "afspraak is afspraak" (a deal is a deal) is honesty kept.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  accentedSpellings,
  byAspect,
  compact,
  phraseWords,
} from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";

/**
 * The spellings of Dutch entries or phrases: as written, without
 * diacritics ("oké", "oke"; "geïnstalleerd", "geinstalleerd"), and each
 * with typographic apostrophes ("’s nachts").
 *
 * @param specs Entries written with diacritics and straight apostrophes.
 * @returns Every spelling, each once.
 */
export function dutchSpellings(specs: readonly string[]): string[] {
  return accentedSpellings(specs);
}

/** Phrases of words, in every spelling ("kan gebeuren"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(
    dutchSpellings(list).filter((phrase) => !phrase.includes("’")),
  );
}

/** Verbs of arriving ("kwam", "is gekomen", "stond er"). */
const CAME =
  "{kwam|kwamen|is gekomen|zijn gekomen|was er|waren er|was hier|waren hier|stond er|stond hier|stond aan de deur|arriveerde|came|was here|showed up|arrived}";

/** Words of money a verdict is said of ("de prijs", "de factuur"). */
const BILL =
  "{prijs|prijzen|rekening|factuur|kosten|kostprijs|offerte|prijsofferte|prijsopgave|uurtarief|uurloon|voorrijkosten|verplaatsingskosten}";

/** Work named by the job ("de afwerking", "de installatie"). */
const WORK =
  "{werk|werkje|klus|klusje|afwerking|kwaliteit|installatie|montage|aansluiting|bekabeling|leidingen|tegels|voegen|herstelling|reparatie}";

/** A person a warm or cold word is said of ("een toffe gast"). */
const PERSON =
  "{man|vent|kerel|gast|peer|jongen|jongens|mannen|mens|mensen|vrouw|madam|mevrouw|meneer|monteur|monteurs|technieker|techniekers|loodgieter|elektricien|chauffagist|vakman}";

/** Dutch cues, per aspect, written with diacritics. */
const CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "stipt|punctueel ~ +1",
    "{op tijd|precies op tijd|mooi op tijd|netjes op tijd|keurig op tijd|stipt op tijd|ruim op tijd|op de minuut|op de minuut af|op het afgesproken uur|op het afgesproken tijdstip|op de afgesproken tijd} ~ +1",
    `${CAME} {zoals afgesproken|zelfs vroeger|zelfs wat vroeger|vroeger dan afgesproken|eerder dan afgesproken} ~ +1`,
    "{stiptheid|punctualiteit} ~ 0 S",
    "{te laat|veel te laat|uur te laat|uren te laat|kwartier te laat|telkens te laat|weer te laat|alweer te laat|met vertraging|later dan afgesproken|veel later dan afgesproken} ~ -1",
    `${CAME} {pas om|pas na|pas tegen|pas rond|uren later|een uur later|veel later} ~ -1`,
    "{niet komen opdagen|nooit komen opdagen|niet op komen dagen|kwam niet opdagen|kwamen niet opdagen|kwam nooit opdagen|daagde niet op|daagden niet op|is nooit gekomen|zijn nooit gekomen|is niet gekomen|zijn niet gekomen|kwam gewoon niet} ~ -2 F",
    "{liet ons zitten|lieten ons zitten|heeft ons laten zitten|hebben ons laten zitten|liet me zitten|liet mij zitten|laten zitten} ~ -2 F",
  ],
  scheduling: [
    "{dezelfde dag|dezelfde dag nog|nog dezelfde dag|dezelfde middag|dezelfde avond|dezelfde ochtend|dezelfde voormiddag|dezelfde namiddag|de volgende dag|de dag erna|de dag nadien|de volgende ochtend|de volgende morgen|binnen het uur|binnen een uur|binnen 24 uur} ~ +1",
    "{snel|direct|meteen|onmiddellijk|vlug|rap} {een|} afspraak ~ +1",
    "{snel|direct|meteen|onmiddellijk|vlug|rap|binnen het uur|binnen een uur} ter plaatse ~ +1",
    "{snel|direct|meteen|onmiddellijk|vlug|rap} {langs|langsgekomen|langskomen|langs gekomen} ~ +1",
    "{afspraak|afspraken} {was|waren|werd|is|} {snel|direct|meteen|vlot|rap} {gemaakt|geregeld|ingepland|vastgelegd} ~ +1",
    "{zelfs|even} {op zondag|in het weekend|op zaterdag|met kerst|op kerstavond|op kerstdag|op oudejaarsavond|op nieuwjaarsdag|op een feestdag|'s nachts|'s avonds laat|na werktijd|na de uren|na sluitingstijd} ~ +1",
    "{midden in de nacht|in het holst van de nacht} ~ +1",
    "{afspraak|afspraken} * {verzet|verschoven|afgezegd|afgebeld|geannuleerd|uitgesteld} ~ -2",
    "{verzetten|verzette|verschoven|verschoof|zegden|annuleerden|annuleerde} {de|onze|ons|the|our|} {afspraak|afspraken} {af|} ~ -2",
    "{weken|maanden|lang|eeuwig|een eeuwigheid} {wachten|gewacht|moeten wachten|op een afspraak} ~ -1",
    "{lange wachttijd|lange wachttijden|geen afspraak gekregen|geen afspraak mogelijk|pas over weken|pas na weken|pas binnen drie weken|geen plaats meer} ~ -1",
    "{niemand neemt op|niemand nam op|neemt nooit op|nemen nooit op|neemt niet op|nemen niet op|altijd in gesprek|altijd bezet|alleen het antwoordapparaat|enkel het antwoordapparaat|alleen de voicemail|enkel de voicemail|altijd de voicemail|always the voicemail} ~ -2 F",
    "{altijd bereikbaar|goed bereikbaar|vlot bereikbaar|makkelijk bereikbaar|gemakkelijk bereikbaar|snel bereikbaar|telefonisch bereikbaar|meteen iemand aan de lijn|direct iemand aan de lijn|nam meteen op|nam direct op} ~ +1",
    "{niet bereikbaar|nooit bereikbaar|slecht bereikbaar|moeilijk bereikbaar|onbereikbaar} ~ -2 F",
    "{op tijd klaar|op tijd af|op tijd afgewerkt|op tijd opgeleverd|zoals beloofd klaar|zoals afgesproken klaar|binnen de afgesproken tijd|volgens planning|volgens de planning|binnen de planning} ~ +1",
    "{liep uit|liep weken uit|liep maanden uit|weken uitgelopen|maanden uitgelopen|weken vertraging|maanden vertraging} ~ -1",
    "afspraak|afspraken ~ 0 W N-1",
  ],
  price: [
    "duur|duurder|prijzig|prijzige|peperduur|kostbaar ~ -1",
    "{te duur|veel te duur|zot duur|zotduur|belachelijk duur|schandalig duur|schreeuwend duur|overdreven duur|aan de dure kant|aan de prijzige kant|aan de hoge kant|woekerprijs|woekerprijzen|belachelijke prijs|belachelijke prijzen|de hoofdprijs|een rib uit mijn lijf|een rib uit je lijf} ~ -2",
    "{afzetterij|afzetters|afzetter|zakkenvullers|zakkenvuller|geldklopperij|geldwolven|geplukt|uitgekleed|voelde me afgezet|voel me afgezet|zwaar afgezet|zijn afgezet|werden afgezet|ben afgezet} ~ -2",
    "goedkoop|goedkoper|spotgoedkoop|voordelig|voordeliger|betaalbaar|betaalbare|schappelijk|schappelijke|billijk ~ +1",
    "waar voor {je|uw|ons|mijn|zijn|het} geld ~ +1 N-1",
    "{elke cent|iedere cent|elke euro|iedere euro|elke eurocent|het geld|zijn geld|hun geld|de prijs} waard ~ +1 N-1",
    "{eerlijke prijs|eerlijke prijzen|eerlijk geprijsd|faire prijs|correcte prijs|correcte prijzen|nette prijs|scherpe prijs|scherp geprijsd|redelijke prijs|redelijke prijzen|redelijk geprijsd|zeer goede prijs|goede prijs|goede prijzen|prima prijs|democratische prijs|democratisch geprijsd} ~ +2",
    `${BILL} {viel|vielen|valt|vallen} {mee|reuze mee|best mee|goed mee} ~ +1`,
    `${BILL} {viel|vielen|valt|vallen} {tegen|zwaar tegen|niet mee} ~ -1`,
    `${BILL} * {hoog|torenhoog|pittig|stevig|gepeperd|gezouten} ~ -1`,
    `${BILL} * {laag|scherp|meevaller} ~ +1`,
    "{hoge|hogere|torenhoge|pittige|stevige|gepeperde|gezouten|serieuze} {prijs|prijzen|rekening|factuur|kosten|offerte|uurtarief} ~ -1",
    "{lage|lagere} {prijs|prijzen|rekening|factuur|offerte|uurtarief} ~ +1",
    "{lager|goedkoper|minder} dan {verwacht|gevreesd|gedacht} ~ +1",
    "{hoger|duurder} dan {verwacht|gedacht} ~ -1",
    "{prijs kwaliteit|prijs - kwaliteit|prijs / kwaliteit|prijs kwaliteitsverhouding|prijs - kwaliteitsverhouding|prijs - kwaliteitverhouding|prijs kwaliteitverhouding} {top|super|prima|goed|zeer goed|uitstekend|perfect|dik in orde|in orde|klopt|ok|oké} ~ +2",
    "{prijs kwaliteit|prijs - kwaliteit|prijs / kwaliteit|prijs kwaliteitsverhouding|prijs - kwaliteitsverhouding|prijs - kwaliteitverhouding} ~ 0 S",
    "{niets aangerekend|niks aangerekend|niet aangerekend|niets gerekend|niks gerekend|rekende niets|rekende niks|niets in rekening gebracht|niks in rekening gebracht|niet in rekening gebracht|hoefde niets te betalen|hoefde niks te betalen|hoefden niets te betalen|hoefden niks te betalen|uit coulance|coulant} ~ +1 F",
    "{korting|kortingen|van de rekening gehaald|van de factuur gehaald|van de prijs gehaald|van de rekening afgetrokken|ging van de prijs af|ging er vanaf|ging eraf} ~ +1",
    `${BILL} {was|waren|is|zijn|} redelijk {hoog|duur|prijzig|pittig|stevig} ~ -1`,
    `${BILL} {was|waren|is|zijn|} {ok|oké|in orde|normaal|redelijk|gangbaar|marktconform|standaard|gemiddeld|zoals verwacht} ~ 0 S R`,
    "{normale prijs|gangbare prijs|marktconforme prijs|marktconform|standaardprijs|standaard prijs} ~ 0 S R",
    `${BILL} ~ 0 W N-1`,
  ],
  quality: [
    "{werk|afwerking|kwaliteit|vakmanschap} ~ 0 W N-1",
    "{vakwerk|echt vakwerk|puik werk|puik werkje|prima werk|prima werkje|goed werk|mooi werk|net werk|netjes werk|nette afwerking|mooie afwerking|strakke afwerking|perfecte afwerking|strak afgewerkt|mooi afgewerkt|netjes afgewerkt|keurig afgewerkt|perfect afgewerkt|tiptop afgewerkt|netjes gewerkt|keurig gewerkt|netjes weggewerkt|mooi weggewerkt|keurig werk|degelijk werk|degelijk gewerkt|grondig werk|grondig gewerkt|zorgvuldig gewerkt|zorgvuldig werk|schoon werk|proper werk|piekfijn werk|kwaliteitswerk|tot in de puntjes|tot in de puntjes verzorgd} ~ +2",
    "vakkundig {uitgevoerd|geïnstalleerd|geplaatst|gemonteerd|aangesloten|afgewerkt|gerepareerd|hersteld|vervangen} ~ +2",
    `${WORK} {was|waren|is|zijn|ziet er|zag er|} {perfect|piekfijn|top|tiptop|prima|netjes|keurig|strak|mooi|degelijk|in orde|dik in orde|kaarsrecht|als nieuw|uitstekend|heel netjes|super netjes|zeer netjes|erg netjes} {uit|} ~ +2`,
    "{kaarsrecht|loodrecht|waterpas|piekfijn|foutloos|degelijk|grondig|zorgvuldig} ~ +1",
    "{werkt|draait|loopt|verwarmt|koelt|trekt|brandt} {perfect|weer perfect|als nieuw|uitstekend|piekfijn|foutloos|als een zonnetje|als een trein|als een tierelier|zonder problemen} ~ +1",
    "{geen problemen meer|geen probleem meer|sindsdien geen problemen|sindsdien geen probleem|sindsdien geen last|sindsdien geen last meer|nooit meer last|geen last meer|sindsdien droog|geen druppel meer|geen lek meer|geen verstopping meer|niet meer verstopt|geen klachten meer} ~ +2 F",
    "{keuring|keurder|inspectie|inspecteur|keuringsverslag} * {goedgekeurd|doorstaan|zonder opmerkingen|geen opmerkingen|geen enkele opmerking|in orde} ~ +2 F",
    "{geen gebreken|zonder gebreken|in één keer goedgekeurd} ~ +2 F",
    "{beunhaas|beunhazen|prutser|prutsers|knoeier|knoeiers|prutswerk|knoeiwerk|broddelwerk|lapwerk|beunhazerij|geknoei|geprutst|prutserij|afgeraffeld|afgeraffeld werk|slordig werk|slordig gewerkt|slordig afgewerkt|slordige afwerking|slecht werk|slecht afgewerkt|slechte afwerking|half werk|houtje touwtje|gebrekkig|gebrekkige} ~ -2",
    "slordig|slordige ~ -2",
    "{hangt|hing|hangen|zit|zat|staat|stond} {scheef|krom|schuin} ~ -1",
    "{scheef|krom|schuin} {opgehangen|gehangen|gemonteerd|geplaatst|gelegd|aan de muur|on the wall} ~ -1",
    "{weer|opnieuw|alweer|nog steeds|nog altijd|again|still} {verstopt|lek|kapot|stuk|defect|lekt|druppelt|drupt} ~ -2 F",
    "{lekt|druppelt|drupt} {nog steeds|nog altijd|weer|alweer|opnieuw} ~ -2 F",
    "{werkt|doet het|draait|verwarmt|koelt|loopt} {nog steeds|nog altijd|weer|alweer|opnieuw} niet ~ -2 F",
    "{beschadigd|beschadiging|schade aangericht|schade gemaakt|schade veroorzaakt|kapot gemaakt|stuk gemaakt|kras in|krassen in|deuk in|gat in de muur} ~ -2",
  ],
  professionalism: [
    "vriendelijk|vriendelijke|supervriendelijk|beleefd|beleefde|hoffelijk|hoffelijke|geduldig|geduldige|respectvol|respectvolle|sympathiek|sympathieke|hartelijk|hartelijke|professioneel|professionele|klantvriendelijk ~ +1",
    `{aardige|toffe|plezante|sympathieke|gezellige|vriendelijke|fijne|lieve|goeie|aangename} ${PERSON} ~ +1`,
    "{heel|erg|zeer|super|zo|echt|enorm} {aardig|lief|gezellig|tof|plezant} ~ +1",
    "{een schat|ne schat|a schat|zo'n schat|een echte schat|een schatje|een engel|een toffe peer|tof mens|een tof mens|toffe peer|goedlachs|joviaal|engelengeduld|eindeloos geduld|rustig en geduldig} ~ +1",
    "{onvriendelijk|onvriendelijke|onbeleefd|onbeleefde|onbeschoft|onbeschofte|kortaf|nors|stug|chagrijnig|chagerijnig|humeurig|neerbuigend|kleinerend|denigrerend|betuttelend|respectloos|brutaal|snauwde|snauwerig|afgesnauwd|uit de hoogte|ongeduldig} ~ -2",
    "{heel|erg|zeer|nogal|wat|echt|ronduit|beetje} bot ~ -2",
    "bot {tegen|aan de telefoon|aan de lijn|en kortaf} ~ -2",
    "{onprofessioneel|onprofessionele|niet professioneel|weinig professioneel|allesbehalve professioneel} ~ -2 F",
    "allesbehalve {vriendelijk|beleefd|aardig|professioneel} ~ -2 F",
    "{vriendelijk|beleefd|aardig} genoeg ~ 0 S R N-1",
    "{had haast|had veel haast|gehaast|wilde snel weg|wou rap weg|wou snel weg|wilde naar huis|wou naar huis|snel snel|rap rap} ~ -1",
    "{excuses aangeboden|bood zijn excuses aan|bood haar excuses aan|boden hun excuses aan|verontschuldigde zich|zich verontschuldigd|zei sorry|zei zelfs sorry} ~ +1",
    "{niet eens sorry|zelfs geen sorry|zelfs geen excuses|geen excuses|zonder excuses} ~ -2 F",
  ],
  communication: [
    "uitgelegd|uitleg|uitlegde|uitlegden|toegelicht|toelichting ~ +1",
    "{legde|legden} * uit ~ +1",
    "{legde|legden} {niets|niks|het niet|niet|ons niets|me niets|ons niks|me niks|niets meer} uit ~ -2 F",
    "{goed uitgelegd|duidelijk uitgelegd|alles uitgelegd|haarfijn uitgelegd|geduldig uitgelegd|rustig uitgelegd|duidelijke uitleg|goede uitleg|heldere uitleg|uitgebreide uitleg|alles netjes uitgelegd} ~ +2",
    "{liet weten|lieten weten|liet ons weten|liet me weten|belde vooraf|belden vooraf|vooraf gebeld|op voorhand gebeld|belde op voorhand|verwittigde|verwittigd|stuurde een berichtje|stuurde een sms|stuurde een appje|appje gestuurd|berichtje gestuurd|hield ons op de hoogte|hield me op de hoogte|hielden ons op de hoogte|op de hoogte gehouden|foto's gestuurd|foto 's gestuurd|stuurde foto's|stuurde foto 's|teruggebeld|belde terug|belden terug|snel gereageerd|reageerde snel|reageert snel} ~ +1",
    "{belde niet|belden niet|niet gebeld|niet eens gebeld|liet niets van zich horen|liet niks van zich horen|niets van zich laten horen|niet teruggebeld|nooit teruggebeld|nooit meer teruggebeld|geen telefoontje|zonder te bellen|zonder iets te laten weten|zonder bericht|geen bericht|niks laten weten|niets laten weten|niets meer van gehoord|niks meer van gehoord|nooit meer iets gehoord|geen uitleg|zonder uitleg|niets uitgelegd|niks uitgelegd|geen reactie|nooit gereageerd|niet gereageerd|zonder verwittigen|zonder te verwittigen|niet verwittigd|niemand verwittigde|zonder verwittiging} ~ -2 F",
    "communicatie ~ 0 W N-1",
    "{vlotte|vlot|heldere|duidelijke} communicatie ~ +1",
    "{vlot|vlotte} contact ~ +1",
    "{iedereen zegt iets anders|iedereen vertelt iets anders|iedereen zei iets anders|telkens een ander verhaal|elke keer een ander verhaal} ~ -2",
  ],
  cleanliness: [
    "schoon|schoner|opgeruimd|opgekuist|brandschoon|kraakhelder ~ +1",
    "{spic en span|spik en span} ~ +1",
    "{netjes|schoon|proper|keurig|opgeruimd|netjes opgeruimd} achtergelaten ~ +1",
    "{alles opgeruimd|netjes opgeruimd|alles opgekuist|netjes opgekuist|alles proper|proper gemaakt|proper gewerkt|schoon gewerkt|schoongemaakt|gestofzuigd|geveegd|gedweild|opgeveegd|schoner dan voorheen|schoner dan daarvoor|properder dan voorheen|afval meegenomen|alles meegenomen|rommel meegenomen|karton meegenomen|oude onderdelen meegenomen} ~ +1",
    "{overschoenen|schoenhoezen|afdekfolie|vloer afgedekt|alles afgedekt|meubels afgedekt|schoenen uit|schoenen uitgedaan|deed zijn schoenen uit|trok zijn schoenen uit} ~ +1",
    "{rommel|troep|bende|zooi|rotzooi|smeerboel|viezigheid|vuiligheid|puinhoop|zwijnenstal|varkensstal|smerig|vuil|vies} ~ -1",
    "{slordig|rommelig|vuil|vies} achtergelaten ~ -2",
    "rommelig ~ -1",
    "{rommel|troep|vuil|afval|puin|stof|zooi|karton|dozen|oude onderdelen} * {achtergelaten|laten liggen|liet liggen|lieten liggen|laten staan|liet staan|lieten staan} ~ -2",
    "{liet|lieten} * {rommel|troep|vuil|afval|puin|zooi|bende} {achter|liggen} ~ -2",
    "{modder|moddersporen|zand|stof|gruis|boorstof|slijk|voetsporen|voetstappen} {overal|in heel het huis|in het hele huis|op de vloer|op het tapijt|op de trap|everywhere|all over} ~ -1",
    "{met schoenen|met zijn schoenen|met vuile schoenen|met modderschoenen|met vuile voeten} {naar binnen|binnen|door het huis|over het tapijt|de trap op} ~ -1",
    "{netheid|properheid} ~ 0 S",
  ],
  expertise: [
    "deskundig|deskundige|deskundigheid|vakkundig|vakkundige|bekwaam|bekwame|kundig|kundige|vakkennis ~ +1",
    `{zeer|heel|erg|echt|super|enorm} ervaren ~ +1`,
    `ervaren ${PERSON} ~ +1`,
    "{echte vakman|een echte vakman|a real vakman|real vakman|ware vakman|een ware vakman|vakman pur sang|vakman in hart en nieren|echte vakvrouw|een echte vakvrouw|topvakman|kennis van zaken|kent zijn vak|verstaat zijn vak|kent zijn stiel|verstaat zijn stiel|weet van wanten|weet waar hij mee bezig is|weet waar ze mee bezig is|wist waar hij mee bezig was|wist waar ze mee bezig was|weet wat hij doet|wist wat hij deed|meteen gevonden|direct gevonden|in één oogopslag} ~ +1",
    "{hij|zij|ze|die} {wist|zag|vond} {meteen|direct|onmiddellijk|gelijk} ~ +1",
    "{wist|zag|vond} {meteen|direct|onmiddellijk|gelijk} {wat er mis was|wat er scheelde|waar het probleem zat|het probleem|de oorzaak} ~ +1",
    "{onbekwaam|onkundig|klungel|klungelaar|klungelaars} ~ -2",
    "{hij|zij|ze|die|monteur|technieker} {had|heeft|hadden|hebben} {geen|totaal geen|echt geen} {idee|flauw idee|benul|flauw benul|verstand van zaken} ~ -2 F",
    "{geen verstand van zaken|wist niet waar hij mee bezig was|weet niet waar hij mee bezig is|wist niet wat hij deed|vond de fout niet|kon de fout niet vinden|kon het probleem niet vinden|vond de oorzaak niet|kon de oorzaak niet vinden} ~ -2 F",
  ],
  honesty: [
    "eerlijk|eerlijke|eerlijkheid|oprecht|transparant|rechtdoorzee ~ +1",
    "{eerlijke mensen|eerlijke vakman|eerlijk bedrijf|eerlijke firma|eerlijke gast|eerlijke man} ~ +1",
    "{prijs|rekening|factuur|kosten|bedrag|aangerekend|gerekend} {zoals afgesproken|zoals overeengekomen|zoals besproken|zoals in de offerte|zoals geoffreerd|volgens offerte|conform de offerte|klopte met de offerte} ~ +1",
    "{geen verborgen kosten|geen verrassingen|zonder verrassingen|geen onverwachte kosten|geen meerkosten|zonder meerkosten|vaste prijs|geen cent meer|geen euro meer|afspraak is afspraak} ~ +1 F",
    "{geen druk|zonder druk|niet opdringerig|niet pusherig|geen verkooppraatjes|geen verkooppraatje|niets aangesmeerd|niks aangesmeerd|niets opgedrongen|niks opgedrongen} ~ +1 F",
    "{opdringerig|pusherig|aangesmeerd|aansmeren|aan te smeren|opgedrongen|opdringen|verkooppraatjes|onder druk gezet|druk gezet|bleef aandringen|bleven aandringen|bleef pushen|bleven pushen} ~ -2",
    "{oplichter|oplichters|oplichting|oplichterij|opgelicht|bedrogen|bedrieger|bedriegers|gelogen|loog|leugenaar|leugenaars|oneerlijk|sjoemelen|gesjoemeld|belazerd|in de zak gezet|bij de neus genomen|voor de gek gehouden} ~ -2",
    "{hoger|meer|duurder} dan {de|het|in de|} {offerte|prijsofferte|prijsopgave|afgesproken|overeengekomen|geoffreerd|beloofd|begroot} ~ -2",
    "{verborgen kosten|onverwachte kosten|verrassing op de factuur|verrassing op de rekening|zonder overleg aangerekend|zonder overleg bijgerekend|meer dan afgesproken} ~ -2",
    "{geen nieuwe nodig|hadden geen nieuwe nodig|hebben geen nieuwe nodig|hoefde niet vervangen|moest niet vervangen|kan nog jaren mee|kon nog jaren mee|gaat nog jaren mee} ~ +1 F",
    "{garantie|waarborg} {zonder gezeur|zonder discussie|zonder problemen|netjes geregeld|gehonoreerd} ~ +1",
  ],
};

/**
 * Dutch cues, per aspect, in all their spellings, brace groups of single
 * words written as one element's alternatives (`compact`).
 */
export const DUTCH_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => dutchSpellings(CUES[aspect]).map(compact));

/** General opinion words in Dutch (no aspect of their own). */
export const DUTCH_GENERAL_CUES: readonly string[] = dutchSpellings([
  // Stock praise: "vijf sterren", "een aanrader", "chapeau" name no aspect.
  "{heel goed|zeer goed|erg goed|uitstekend|uitmuntend|geweldig|schitterend|subliem|keigoed|kei goed|dik in orde|dik tevreden|zeer tevreden|heel tevreden|vijf sterren|5 sterren|alles top|alles perfect|een aanrader|echt een aanrader|zeker een aanrader|chapeau|petje af|hoedje af} ~ +2",
  "{goed|goede|goeie|fijn|fijne|tevreden|blij|dankbaar|bedankt|dankjewel|dankuwel|dank je|dank u|netjes|keurig|behulpzaam|behulpzame|betrouwbaar|betrouwbare|vlot|vlotjes|aanrader|aan te raden|aan te bevelen|zeker aanbevelen} ~ +1",
  "{slecht|slechte|waardeloos|waardeloze|belabberd|bedroevend|teleurstellend|teleurgesteld|ontgoocheld|ontgoochelend|verschrikkelijk|vreselijk|afschuwelijk|rampzalig|een ramp|schandalig|een schande|onaanvaardbaar|onacceptabel|belachelijk|ambetant|amateuristisch|ondermaats} ~ -2",
  "{nooit meer|nooit weer} {bellen|gebruiken|met hen|met die|met deze|bij hen|deze firma|dit bedrijf|die firma|dat bedrijf} ~ -2 F",
  "{jammer|helaas|spijtig|jammer genoeg|spijtig genoeg} ~ -1",
  "{niets op aan te merken|niks op aan te merken|niets op te zeggen|niks op te zeggen} ~ +2 F",
  "{in orde|gaat wel|ging wel|middelmatig|gemiddeld|matig|redelijk} ~ 0",
  "{niks bijzonders|niets bijzonders|niks speciaals|niets speciaals|niet bijzonder|niks om over naar huis te schrijven} ~ 0 F",
  "{technisch gezien|technisch gesproken|strikt genomen} ~ 0 F",
  // Complaints taken back, as "not their fault" does.
  "{niet hun schuld|niet zijn schuld|niet haar schuld|niet hun fout|niet zijn fout|kan gebeuren|kan de beste overkomen} ~ 0 F",
]).map(compact);

/**
 * Phrases that look like Dutch cues but are none: fillers ("eerlijk
 * gezegd", "eerlijk is eerlijk"), prices that went up everywhere ("alles
 * is duur geworden"), the saying "goedkoop is duurkoop", "op den duur"
 * (in the long run), the utility's bill and a filter that was dirty.
 */
export const DUTCH_NEUTRALIZERS: readonly string[] = dutchSpellings([
  "{eerlijk gezegd|eerlijk is eerlijk|om eerlijk te zijn|als ik eerlijk ben|eerlijk waar|eerlijkheidshalve|in alle eerlijkheid|eerlijk toegegeven}",
  "{alles|everything} {is|wordt|gets} {duur|duurder|zo duur} {geworden|here|hier|nowadays|tegenwoordig|these days}",
  "wel degelijk",
  "{het leven is duur|alles wordt duurder|alles is duurder geworden|goedkoop is duurkoop|op den duur|op de duur}",
  "{energierekening|stroomrekening|gasrekening|elektriciteitsrekening|energiefactuur|stookkosten|energiekosten} {went down|went up|ging omlaag|ging omhoog|is gedaald|is gestegen|gedaald|gestegen|}",
  "{filter|filters|afvoer|leiding|leidingen|buizen|brander|ketel|ventilatie|kanalen|sifon|rioolbuis} {was|waren|erg|heel|zeer|helemaal|} {vuil|vies|smerig|verstopt|vervuild}",
  "{vuile|vieze|smerige|verstopte|vervuilde} {filter|filters|afvoer|leiding|leidingen|sifon|brander|ketel}",
]);

/**
 * Dutch words that negate what follows. Not "niets" and "niks", which
 * close a phrase as often as they open one ("niks op aan te merken"),
 * nor "nee", an answer.
 */
export const DUTCH_NEGATORS: readonly string[] = [
  "niet",
  "geen",
  "nooit",
  "zonder",
  "niemand",
];

/** Dutch words that strengthen the next opinion word. */
export const DUTCH_INTENSIFIERS: readonly string[] = dutchSpellings([
  "heel",
  "héél",
  "erg",
  "zeer",
  "enorm",
  "ontzettend",
  "ongelooflijk",
  "hartstikke",
  "uiterst",
  "bijzonder",
  "zwaar",
  "zot",
  "kei",
]);

/**
 * Dutch words that start a contrasting clause ("duur, maar echt
 * vakwerk"); "helaas" does, as "unfortunately" does.
 */
export const DUTCH_CONTRAST_WORDS: readonly string[] = [
  "maar",
  "echter",
  "hoewel",
  "alhoewel",
  "helaas",
];

/**
 * Dutch words that join two clauses, as "and" does ("daarna"); not "en",
 * French and Spanish "in".
 */
export const DUTCH_AND_WORDS: readonly string[] = ["daarna", "vervolgens"];

/** Names of aspects in Dutch sub-ratings ("Prijs 3/5", "Netheid 4/5"). */
export const DUTCH_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["stiptheid", "punctuality"],
  ["punctualiteit", "punctuality"],
  ["tijd", "punctuality"],
  ["prijs", "price"],
  ["prijzen", "price"],
  ["netheid", "cleanliness"],
  ["properheid", "cleanliness"],
  ["kwaliteit", "quality"],
  ["afwerking", "quality"],
  ["vakmanschap", "quality"],
  ["vriendelijkheid", "professionalism"],
  ["beleefdheid", "professionalism"],
  ["communicatie", "communication"],
  ["eerlijkheid", "honesty"],
  ["deskundigheid", "expertise"],
  ["vakkennis", "expertise"],
  ["bereikbaarheid", "scheduling"],
];

/** Answers that deny a question before them ("Op tijd? Nee."). */
export const DUTCH_NO_ANSWERS: readonly (readonly string[])[] = phrases([
  "nee",
  "neen",
  "nee hoor",
  "helemaal niet",
  "totaal niet",
  "niet echt",
  "eigenlijk niet",
  "absoluut niet",
  "niet bepaald",
  "verre van",
  "bijlange niet",
  "helaas niet",
  "allerminst",
]);

/** Answers that grant a question only in part ("Duur? Een beetje."). */
export const DUTCH_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases([
  "een beetje",
  "beetje",
  "een klein beetje",
  "enigszins",
  "min of meer",
  "gedeeltelijk",
  "deels",
  "soms",
  "misschien",
  "valt mee",
  "valt wel mee",
  "gaat wel",
  "ja en nee",
  "technisch gezien",
  "technisch gesproken",
]);

/**
 * Words that wave a complaint off ("te laat, maar hij belde, dus geen
 * probleem"): the labelled sets make it neutral (softeners.ts). "Geen
 * probleem" only after "dus", "maar" or "verder" ("sindsdien geen
 * probleem meer" praises the fix); "nou ja" and "ach ja" after what they
 * wave off ("half uur te laat, nou ja").
 */
export const DUTCH_WAVE_OFFS: readonly (readonly string[])[] = phrases([
  ...["dus", "maar", "verder"].flatMap((word) =>
    ["geen probleem", "geen punt", "geen ramp", "geen drama"].map((wave) =>
      `${word} ${wave}`
    )
  ),
  "nou ja",
  "ach ja",
  "geen man overboord",
  "kan gebeuren",
  "kan de beste overkomen",
  "overkomelijk",
  "maakt niet uit",
  "niet hun schuld",
  "niet zijn schuld",
  "niet haar schuld",
  "niet hun fout",
  "niet zijn fout",
]);

/** The Dutch and Flemish tables, as `lexicon_languages.ts` joins them. */
export const DUTCH_TABLES: LanguageTables = {
  aspectCues: DUTCH_ASPECT_CUES,
  general: DUTCH_GENERAL_CUES,
  negators: DUTCH_NEGATORS,
  intensifiers: DUTCH_INTENSIFIERS,
  andWords: DUTCH_AND_WORDS,
  contrastWords: DUTCH_CONTRAST_WORDS,
  subRatingLabels: DUTCH_SUB_RATING_LABELS,
  neutralizers: DUTCH_NEUTRALIZERS,
  noAnswers: DUTCH_NO_ANSWERS,
  hedgeAnswers: DUTCH_HEDGE_ANSWERS,
  waveOffs: DUTCH_WAVE_OFFS,
};

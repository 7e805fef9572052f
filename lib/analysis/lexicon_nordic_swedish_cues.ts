/**
 * Everyday Swedish cues, as Swedes and Swedish-Americans write them in a
 * review, alone or mixed with English: arriving on time or late ("kom på
 * utsatt tid", "dök aldrig upp", "en hel dag fel"), waits ("kunde komma
 * samma dag", "fick vänta tre veckor", "svåra att få tag på"), prices
 * ("prisvärd", "dyrt som attan", "lagom dyrt", "värt det"), work
 * ("snyggt och tyst", "läcker fortfarande", "fuskjobb", "helt okej jobb"),
 * manners ("gullig", "otrevlig", "sur och otrevlig", "inte schysst"),
 * calls ("hörde aldrig av sig", "inget svar"), mess ("städade inte",
 * "skräp överallt"), skill ("sån kunskap", "hade ingen koll") and honesty
 * ("hederlig", "ingen påtryckning", "försäljare, inte tekniker").
 * `lexicon_nordic.ts` joins them with the other Nordic cues and adds the
 * forms typed without accents.
 *
 * Swedish puts the negator after the verb ("kom inte i tid", "städade
 * inte"), where a negator does not reach the cue before it, so such
 * clauses are phrases of their own. Words that are also English words
 * ("bra", "fin", "god", "rent", "sent", "men", "tom", "bad", "sur") stay
 * in phrases. Neutral verdicts ("priset var helt okej", "lagom dyrt",
 * "helt okej jobb") are strong factual terms (`S R`), so that they are
 * reported with no other opinion word beside them.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Words for the price or the bill ("priset", "räkningen", "offerten"). */
const BILL = "{priset|priserna|räkningen|fakturan|offerten|kostnaden}";

/** Short counts of time ("en", "två", "3"). */
const FEW = "{en|ett|två|tre|fyra|fem|sex|1|2|3|4|5|6}";

/** Swedish cues, per aspect. */
export const SWEDISH_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{kom|var här|var på plats|dök upp} {på utsatt tid|på minuten|prick|i tid som utlovat|exakt i tid|precis som avtalat} ~ +1",
    "{höll tiden|höll tiderna|alltid i tid} ~ +1",
    "{kom inte i tid|var inte i tid|kom inte på utsatt tid|kom aldrig i tid|höll inte tiden|höll aldrig tiden} ~ -2 F",
    "{dök aldrig upp|dök inte upp|kom inte alls|uteblev|kom aldrig som lovat} ~ -2 F",
    "{en hel dag fel|på fel dag|fel dag} ~ -2 F",
    "{timme|timmar|minuter|halvtimme|kvart} {sent|försenade|för sena} ~ -2 F",
  ],
  scheduling: [
    "{kunde komma|kunde komma ut|kunde komma redan|fick en tid|fick tid} {samma dag|dagen efter|nästa dag|direkt|redan samma dag|redan dagen efter|inom en timme|inom några timmar} ~ +1",
    "{klämde in oss|klämde in mig|fick in oss|lätt att boka|enkelt att boka|smidig bokning|smidigt att boka} ~ +1 F",
    `{fick vänta|väntade|fick vänta i|fick vänta över} ${FEW} {veckor|vecka|månader|månad} ~ -2 F`,
    "{bokade om|bokade om oss|avbokade|sköt upp besöket|flyttade besöket} ~ -2 F",
    "{svåra att få tag på|svårt att få tag på|omöjliga att få tag på|omöjligt att få tag på|svårt att boka|gick inte att nå|fick ringa en annan firma|fick ringa någon annan} ~ -2 F",
    "{kom ut|ställde upp|var här|jobbade|kom} {på julafton|på nyårsafton|mitt i natten|på midsommarafton|en söndag|på en söndag|på en helgdag} ~ +1 F",
  ],
  price: [
    "prisvärd|prisvärda|prisvärdt ~ +1",
    "{värt det|väl värt det|värt varje krona|värd varje krona|värt vartenda öre|värt pengarna|väl värt pengarna} ~ +2",
    `${BILL} {var|är|} {rimligt|rimlig|rimliga|humant|vettigt|schysst|schyssta|resonabelt|lågt|billigt} ~ +1`,
    "{schysst pris|schyssta priser|humant pris|humana priser|vettigt pris|bra pris|bra priser|billigare än väntat|billigare än jag trodde|lägre än väntat} ~ +2",
    "{dyrt som attan|dyrt som fan|skitdyrt|jättedyrt|galet dyrt|sjukt dyrt|ruskigt dyrt|rena rånet|rena ockret|blev blåsta|tog bra betalt|tog rejält betalt|saftigt pris|saftig räkning} ~ -2 F",
    `${BILL} {var|är|} {helt okej|helt ok|okej|väl standard|normalt|som väntat|sådär|lagom|medel|ungefär som väntat} ~ 0 S R`,
    "{lagom dyrt|lagom i pris|sådär i pris|okej pris|helt okej pris|normalt pris|varken billigt eller dyrt|inte billigt men inte dyrt|det kostar vad det kostar|det kostar som det kostar} ~ 0 S R",
  ],
  quality: [
    "{snyggt och tyst|snyggt och prydligt|snyggt och proffsigt|snyggt gjort|snyggt utfört|snygg installation|proffsigt utfört|proffsigt jobb|noggrant utfört|noggrant gjort|ordentligt gjort} ~ +2",
    "{funkar|fungerar} {klockrent|toppen|som en klocka|felfritt|utmärkt} ~ +2",
    "{inga problem sedan|inga problem sen dess|har inte läckt sedan|inte läckt en droppe|tyst som en mus} ~ +2 F",
    "{läcker fortfarande|droppar fortfarande|läcker ännu|läckte igen|funkar fortfarande inte|fungerar fortfarande inte|funkar ändå inte|samma fel igen|trasig igen|gick sönder igen|sönder igen} ~ -2 F",
    "fuskjobb|klantigt|klantig|hafsigt|hafsverk|halvdant|skräpjobb|slarvjobb|slarvigt gjort ~ -2",
    "{uselt jobb|dåligt gjort|dåligt jobb|ett hafsverk|ett fuskjobb} ~ -2 F",
    "{helt okej jobb|helt ok jobb|okej jobb|hyfsat jobb|godkänt jobb|jobbet var okej|jobbet var helt okej|arbetet var helt okej|hyfsat utfört} ~ 0 S R",
  ],
  professionalism: [
    "gullig|gulliga|gulligt|schysst|schyssta|schyst|proffsig|proffsiga|proffsigt|tillmötesgående ~ +1",
    "{riktiga proffs|ett riktigt proffs|trevligt bemötande|bra bemötande|gott bemötande|så gullig|supergullig|jättegullig|trevlig kille|trevlig tjej|trevlig gubbe|go gubbe} ~ +2",
    "otrevlig|otrevliga|otrevligt|dryg|dryga|snorkig|snorkiga|burdus ~ -2",
    "{sur och otrevlig|var sur|sur gubbe|sura miner|surt bemötande|dåligt bemötande|otrevligt bemötande|inte schysst|inte okej bemötande|hade bråttom hela tiden|himlade med ögonen|suckade högt} ~ -2 F",
    "{trevlig nog|snäll nog|artig nog|vänlig nog|helt okej bemötande} ~ 0 S R",
  ],
  communication: [
    "{förklarade vad|förklarade hur|förklarade noga|förklarade tydligt|förklarade pedagogiskt|förklarade allt|höll oss informerade|höll mig informerad|återkopplade|hörde av sig innan|ringde innan|smsade innan|messade innan|svarade snabbt|svarade direkt} ~ +1",
    "{hörde aldrig av sig|hörde inte av sig|hör aldrig av sig|hör inte av sig|har inte hört något|har inte hört ett knyst|inget svar|svarade inte|svarar inte|ringde aldrig|ringde aldrig tillbaka|fick aldrig svar|ingen återkoppling|ingen info|ingen information|sa inget om|sade inget om} ~ -2 F",
  ],
  cleanliness: [
    "{städade inte|städade aldrig|städade inte efter sig|smutsade ner|skräp överallt|lera överallt|sågspån överallt|grus överallt|damm över allt|lämnade kvar skräp|lämnade en massa skräp|lämnade skräp efter sig} ~ -2 F",
    "{rent och snyggt|städat och klart|ingen röra|inget skräp|inget stök|lämnade det rent|lämnade allt rent|lämnade det städat|dammsög efteråt|torkade upp efter sig|plockade upp efter sig} ~ +1 F",
  ],
  expertise: [
    "{sån kunskap|vilken kunskap|stor kunskap|mycket kunskap|hade koll|har koll|bra koll|full koll|kan sin sak|kunde sin sak|kan sina saker|kunde sina saker|visste precis vad som var fel|hittade felet på en gång} ~ +2 F",
    "{hade ingen koll|ingen koll|noll koll|visste inte vad han höll på med|visste inte vad hon höll på med|fattade ingenting|gissade bara|bytte fel del|hittade inte felet} ~ -2 F",
    "okunnig|okunniga|oerfaren|oerfarna ~ -2",
  ],
  honesty: [
    "hederlig|hederliga|hederligt ~ +1",
    "{ingen påtryckning|inga påtryckningar|utan påtryckningar|ingen press|inget tjat|inte påflugen|inte påfluga|inget säljsnack|ingen merförsäljning|ingen upsell|inga dolda avgifter|inga överraskningar|ingen överraskning|sa som det var|samma som offerten|precis enligt offerten|höll offerten} ~ +1 F",
    "{försökte sälja på mig|ville sälja på oss|ville sälja på mig|tjatade om|påflugen|påfluga|säljsnack|försäljare , inte tekniker|försäljare inte tekniker|mer försäljare än tekniker|dyrare än offerten|mer än offerten|oärlig|oärliga|skojare|bluffmakare} ~ -2 F",
  ],
};

/** General Swedish opinion words (no aspect of their own). */
export const SWEDISH_GENERAL: readonly string[] = [
  // Litotes: "inte så dumt" is praise.
  "{inte så dumt|inte dumt|inte alls dumt|inte illa|inte alls illa} ~ +1 F",
  "{toppen|kanon|grymt|klockrent|rekommenderar varmt|kan varmt rekommendera|rekommenderar dem} ~ +2 F",
  "{uselt|usel|värdelöst|värdelös|bedrövligt|bedrövlig|undvik|fy fan|aldrig mer} ~ -2 F",
  "{helt okej|helt ok|sådär|inget märkvärdigt|inget speciellt} ~ 0 F",
];

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
 * A table written from one batch's phrases did not carry to the next, so
 * each aspect also has the everyday wordings of any Swedish review, in past
 * tense, supine and idiom, with `*` gaps where words come between ("går
 * den som en klocka", "visste exakt vad som var fel", "kom ut samma kväll",
 * "var sen", "bokar om", "ingen sa ett ord", "stämde på kronan med
 * offerten", "dammigt överallt", "lite väl pratglad").
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
    "{kom|var här|var på plats|dök upp|stod på trappan|stod vid dörren|var framme} {i tid|precis i tid|prick i tid|i god tid|tidigt|lite tidigt|före utsatt tid|innan utsatt tid|som sagt|som lovat|som avtalat|när de sa|när han sa|när hon sa|på sekunden} ~ +1 F",
    "{var här|kom|dök upp|stod här} {kvart i|tio i|fem i|redan} * för {en|ett|vår|min} ~ +1 F",
    "{har aldrig missat|missade aldrig|aldrig missat|har inte missat} {en tid|ett datum|en dag|ett besök|en gång} ~ +1 F",
    "{punktlig|punktliga|punktligt|punktlighet} ~ +1",
    "{var sen|var sena|var försenad|var försenade|kom sent|kom för sent|kom försent|kom sen|kom sena|blev sen|blev sena|alldeles för sent|väldigt sent|jättesent} ~ -2 F",
    "{timme|timmar|timmes|minuter|halvtimme|kvart} {för sent|försent|för sen|för sena|sena|försenad|försenade|efter utsatt tid|efter tidsfönstret} ~ -2 F",
    "{timme|timmar} sen {och|utan} ~ -2 F",
    "{väntade|fick vänta|satt och väntade|satt och väntade i} {en|två|tre|fyra|flera|i} {timme|timmar|timmar på} ~ -2 F",
  ],
  scheduling: [
    "{kunde komma|kunde komma ut|kunde komma redan|fick en tid|fick tid} {samma dag|dagen efter|nästa dag|direkt|redan samma dag|redan dagen efter|inom en timme|inom några timmar} ~ +1",
    "{klämde in oss|klämde in mig|fick in oss|lätt att boka|enkelt att boka|smidig bokning|smidigt att boka} ~ +1 F",
    `{fick vänta|väntade|fick vänta i|fick vänta över} ${FEW} {veckor|vecka|månader|månad} ~ -2 F`,
    "{bokade om|bokade om oss|avbokade|sköt upp besöket|flyttade besöket} ~ -2 F",
    "{svåra att få tag på|svårt att få tag på|omöjliga att få tag på|omöjligt att få tag på|svårt att boka|gick inte att nå|fick ringa en annan firma|fick ringa någon annan} ~ -2 F",
    "{kom ut|ställde upp|var här|jobbade|kom} {på julafton|på nyårsafton|mitt i natten|på midsommarafton|en söndag|på en söndag|på en helgdag} ~ +1 F",
    "{kom|kom ut|var här|var på plats|kunde komma|dök upp|fixade det|lagade det|ordnade det} {samma kväll|samma dag|samma eftermiddag|samma förmiddag|dagen efter|dagen därpå|nästa morgon|nästa dag|inom en timme|inom två timmar|inom en halvtimme|på en gång|med en gång|direkt|på eftermiddagen} ~ +1 F",
    "{fick en tid|fick tid|fick komma} {direkt|samma vecka|dagen efter|samma dag|på en gång} ~ +1 F",
    "{fick prata med en riktig människa|svarade i telefon|svarade direkt i telefon|fick svar direkt|en riktig människa svarade} ~ +1 F",
    "{en söndag|en lördag|på helgen|söndagkväll|söndagskväll|lördagskväll|mitt i natten|på natten|på julafton|på juldagen|en helgdag} * {kom|var här|fixade|lagade|bytte} ~ +1 F",
    "{kom|var här|fixade|lagade|bytte} * {på julafton|på juldagen|en söndag|en lördag|mitt i natten|kl 2 på natten|på natten} ~ +1 F",
    "{bokar om|bokade om|har bokat om|avbokade|avbokar|ställde in|ställer in|sköt upp|skjuter upp|flyttade tiden|flyttar tiden} ~ -2 F",
    "{tredje gången|andra gången|fjärde gången} * {bokar om|bokade om|avbokar|ställer in|ställde in} ~ -2 F",
    "{sa|lovade|skulle ta} {en vecka|två veckor|tre veckor|fyra veckor|två dagar|tre dagar} * {tog|blev|tog det|är inne på} ~ -2 F",
    "{drog ut på tiden|tog evigheter|tog en evighet|dröjde och dröjde|veckor för sent|veckor efter|månader för sent|inne på vecka} ~ -2 F",
    "{ingen svarade|ingen svarar|svarar aldrig i telefon|svarade aldrig i telefon|bara telefonsvarare|bara en telefonsvarare|bara telefonsvararen|omöjligt att nå|omöjliga att nå|gick inte att få tag på} ~ -2 F",
    "{fick vänta|väntade|väntar fortfarande|har väntat} {i|på|} {veckor|veckor på|månader|en evighet|evigheter} ~ -2 F",
    "{de sa|han sa|hon sa} {två dagar|en dag|en vecka|tre dagar} * {det tog|tog det} {två dagar|en dag|en vecka|tre dagar} ~ +1 F",
  ],
  price: [
    "prisvärd|prisvärda|prisvärdt ~ +1",
    "{värt det|väl värt det|värt varje krona|värd varje krona|värt vartenda öre|värt pengarna|väl värt pengarna} ~ +2",
    `${BILL} {var|är|} {rimligt|rimlig|rimliga|humant|vettigt|schysst|schyssta|resonabelt|lågt|billigt} ~ +1`,
    "{schysst pris|schyssta priser|humant pris|humana priser|vettigt pris|bra pris|bra priser|billigare än väntat|billigare än jag trodde|lägre än väntat} ~ +2",
    "{dyrt som attan|dyrt som fan|skitdyrt|jättedyrt|galet dyrt|sjukt dyrt|ruskigt dyrt|rena rånet|rena ockret|blev blåsta|tog bra betalt|tog rejält betalt|saftigt pris|saftig räkning} ~ -2 F",
    `${BILL} {var|är|} {helt okej|helt ok|okej|väl standard|normalt|som väntat|sådär|lagom|medel|ungefär som väntat} ~ 0 S R`,
    "{lagom dyrt|lagom i pris|sådär i pris|okej pris|helt okej pris|normalt pris|varken billigt eller dyrt|inte billigt men inte dyrt|det kostar vad det kostar|det kostar som det kostar} ~ 0 S R",
    "{tyckte|tycker|tyckte att|tycker att} {priset|räkningen|kostnaden|offerten|det} * {var|är} {rimligt|rimlig|rimliga|schysst|vettigt|okej|billigt|humant|bra} ~ +2 F",
    "{priset|räkningen|kostnaden|offerten} * {var|är} {inte så dumt|inte dumt|inte alls dumt|inte illa} ~ +2 F",
    "{inte så dumt|inte dumt|inte alls dumt} heller ~ +1 F",
    "{kom tillbaka|kom ut igen|gjorde om det} {utan att ta betalt|kostnadsfritt|utan kostnad|utan extra kostnad} ~ +2 F",
    "{utan att ta betalt|tog inte betalt|tog inget betalt|tog ingenting|inget extra|ingen utryckningsavgift|ingen framkörningsavgift|ingen startavgift|gav oss rabatt|fick rabatt|rabatt} ~ +2 F",
    "värt det * {ja|absolut|definitivt|helt klart} ~ +2 F",
    "{dyrt|dyr|dyra} * {men värt det|men värt varje krona|men prisvärt} ~ +2 F",
    "{överpris|ockerpris|ockerpriser|hutlöst|hutlösa|svindyrt|svindyra|dyrt som bara den|alldeles för dyrt|på tok för dyrt|för dyrt|för mycket betalt|tog för mycket|tog alldeles för mycket|lurade oss på pengar|slöseri med pengar|kastade pengar i sjön} ~ -2 F",
    "{bara för att de kom ut|bara för att komma ut|bara för att titta|för att byta ett} ~ -1 F",
    "{inte billigast|inte billigaste|inte dyrast|inte den billigaste} * {inte dyrast|inte billigast|heller} ~ 0 S R",
    "{lite högre än jag trodde|lite dyrare än jag trodde|lite dyrare än väntat|lite högre än väntat|lite dyrt men|lite dyrt, men} ~ 0 S R",
    "{det är vad det är|det var vad det var|tja} ~ 0 F",
    "{billigare än|halva priset mot|betydligt billigare|mycket billigare|billigt|billiga} ~ +1",
  ],
  quality: [
    "{snyggt och tyst|snyggt och prydligt|snyggt och proffsigt|snyggt gjort|snyggt utfört|snygg installation|proffsigt utfört|proffsigt jobb|noggrant utfört|noggrant gjort|ordentligt gjort} ~ +2",
    "{funkar|fungerar} {klockrent|toppen|som en klocka|felfritt|utmärkt} ~ +2",
    "{inga problem sedan|inga problem sen dess|har inte läckt sedan|inte läckt en droppe|tyst som en mus} ~ +2 F",
    "{läcker fortfarande|droppar fortfarande|läcker ännu|läckte igen|funkar fortfarande inte|fungerar fortfarande inte|funkar ändå inte|samma fel igen|trasig igen|gick sönder igen|sönder igen} ~ -2 F",
    "fuskjobb|klantigt|klantig|hafsigt|hafsverk|halvdant|skräpjobb|slarvjobb|slarvigt gjort ~ -2",
    "{uselt jobb|dåligt gjort|dåligt jobb|ett hafsverk|ett fuskjobb} ~ -2 F",
    "{helt okej jobb|helt ok jobb|okej jobb|hyfsat jobb|godkänt jobb|jobbet var okej|jobbet var helt okej|arbetet var helt okej|hyfsat utfört} ~ 0 S R",
    "{blev riktigt bra|blev jättebra|blev perfekt|blev hur bra som helst|blev snyggt|blev riktigt snyggt|blev fint|blev jättefint|riktigt snyggt|jättesnyggt|supersnyggt|perfekt centrerade|perfekt centrerat|snyggt dragna|snyggt dragen|snyggt draget|prydligt dragna|prydligt gjort} ~ +2 F",
    "{går|funkar|fungerar|rullar|snurrar} * {som en klocka|som en dröm|som ny|tystare än|tystare} ~ +2 F",
    "{som ny igen|funkar perfekt|fungerar perfekt|funkar klockrent|funkar som den ska|fungerar som den ska|har hållit sedan|har hållit i|har hållit sen|håller fortfarande|inga problem sedan dess|inte ett problem sedan} ~ +2 F",
    "{sitter snett|sitter lite snett|sitter fel|hänger snett|syns tydligt|syns tydligt hålen|ser slarvigt ut|ser fult ut|fula hål|stora hål|repor i|repade|skadade|gick sönder efter|krånglar igen|krånglade igen direkt|slutade fungera|slutade funka|funkade inte|fungerade inte|fungerar inte|funkar inte} ~ -2 F",
    "{lade tillbaka allt|lagt tillbaka allt|knappt ser var|syns knappt|man ser knappt} ~ +2 F",
    "{slarvig|slarviga|slarvigt|dåligt utfört|dåligt gjort|illa gjort|illa utfört|fel gjort|gjorde fel} ~ -2 F",
  ],
  professionalism: [
    "gullig|gulliga|gulligt|schysst|schyssta|schyst|proffsig|proffsiga|proffsigt|tillmötesgående ~ +1",
    "{riktiga proffs|ett riktigt proffs|trevligt bemötande|bra bemötande|gott bemötande|så gullig|supergullig|jättegullig|trevlig kille|trevlig tjej|trevlig gubbe|go gubbe} ~ +2",
    "otrevlig|otrevliga|otrevligt|dryg|dryga|snorkig|snorkiga|burdus ~ -2",
    "{sur och otrevlig|var sur|sur gubbe|sura miner|surt bemötande|dåligt bemötande|otrevligt bemötande|inte schysst|inte okej bemötande|hade bråttom hela tiden|himlade med ögonen|suckade högt} ~ -2 F",
    "{trevlig nog|snäll nog|artig nog|vänlig nog|helt okej bemötande} ~ 0 S R",
    "{trevlig|trevliga|trevligt|jättetrevlig|jättetrevliga|supertrevlig|hur trevlig som helst|vänlig|vänliga|vänligt|artig|artiga|artigt|hjälpsam|hjälpsamma|tålmodig|tålmodiga|tålamod|jättesnäll|jättesnälla|supersnäll|så snäll|så himla snäll|så gullig|himla gullig|mysig|mysigt att ha|respektfull|respektfulla|tog sig tid} ~ +2 F",
    "{lugn|lugna} {och trevlig|och vänlig|och noggrann|och trevliga|och metodisk} ~ +2 F",
    "{oförskämd|oförskämda|nedlåtande|otrevligt bemötande|arroganta|stöddig|stöddiga|respektlös|respektlöst|pratade förbi mig|pratade över huvudet|som om jag inte förstod|himlade med ögonen|glömde stänga grinden|lät grinden stå öppen|lämnade dörren öppen|rökte på|svor} ~ -2 F",
    "{lite väl|alldeles för|väl} {pratglad|pratsam|pratig|stressad|snabb i käften} ~ -1 F",
  ],
  communication: [
    "{förklarade vad|förklarade hur|förklarade noga|förklarade tydligt|förklarade pedagogiskt|förklarade allt|höll oss informerade|höll mig informerad|återkopplade|hörde av sig innan|ringde innan|smsade innan|messade innan|svarade snabbt|svarade direkt} ~ +1",
    "{hörde aldrig av sig|hörde inte av sig|hör aldrig av sig|hör inte av sig|har inte hört något|har inte hört ett knyst|inget svar|svarade inte|svarar inte|ringde aldrig|ringde aldrig tillbaka|fick aldrig svar|ingen återkoppling|ingen info|ingen information|sa inget om|sade inget om} ~ -2 F",
    "{förklarade|förklarar|gick igenom|visade|visade mig|visade oss|berättade} {exakt|precis|noga|allt|vad|varför|hur|alternativen|bilder|foton|videon|rötterna|det gamla|den gamla|felet|noggrant|långsamt|pedagogiskt|tydligt} ~ +1 F",
    "{mejlade|skickade|mailade|smsade} {videon|bilder|foton|rapporten|en rapport|offerten} ~ +1 F",
    "{ringde innan|ringde dagen innan|ringde och påminde|påminde|smsade innan|messade innan|ringde när de var på väg|hörde av sig innan|meddelade att|höll oss uppdaterade|höll mig uppdaterad|uppdaterade oss} ~ +1 F",
    "{ingen sa|ingen sade|ingen nämnde|ingen berättade|sa inget|sade inget|sa ingenting|nämnde inte|nämnde aldrig|berättade inte|inte ett samtal|inget samtal|inte ett sms|inget sms|inte ett ljud|svarar inte|svarar inte längre|slutade svara|ringde inte tillbaka|ingen ringde tillbaka|ringer aldrig tillbaka|hörde inget} ~ -2 F",
    "{sluta ringa|sluta skicka|spammar|tjatar med sms|ringer varje vecka|snälla, sluta|snälla sluta} ~ -2 F",
  ],
  cleanliness: [
    "{städade inte|städade aldrig|städade inte efter sig|smutsade ner|skräp överallt|lera överallt|sågspån överallt|grus överallt|damm över allt|lämnade kvar skräp|lämnade en massa skräp|lämnade skräp efter sig} ~ -2 F",
    "{rent och snyggt|städat och klart|ingen röra|inget skräp|inget stök|lämnade det rent|lämnade allt rent|lämnade det städat|dammsög efteråt|torkade upp efter sig|plockade upp efter sig} ~ +1 F",
    "{skor av|skorna av|skyddade golvet|skyddade golven|täckte golvet|täckte golven|täckte möblerna} ~ +1 F",
    "{inte ett spår av smuts|inte en fläck|inte ett dammkorn|inte ett spår|skinande rent|helt rent|rent efter sig|städade efter sig|städade upp|städade noga|dammsög|dammsugit|torkade upp|sopade upp|plockade med sig|tog med sig skräpet|tog med sig allt|tog med sig det gamla|lämnade inget skräp|lämnade inget efter sig} ~ +1 F",
    "{dammigt överallt|damm överallt|dammigt|smutsigt|smutsiga|lerigt|leriga|fotspår|gipsdamm|skräp kvar|damm kvar|smuts kvar|fick dammsuga|fick städa|fick städa själv|fick städa upp|fick dammsuga själv|fick torka upp|lämnade gamla|lämnade kvar|lämnade en kartong|lämnade kartonger|lämnade skräp|lämnade smuts|lämnade en röra|lämnade en enda röra|stökigt|kladd|kladdigt} ~ -2 F",
  ],
  expertise: [
    "{sån kunskap|vilken kunskap|stor kunskap|mycket kunskap|hade koll|har koll|bra koll|full koll|kan sin sak|kunde sin sak|kan sina saker|kunde sina saker|visste precis vad som var fel|hittade felet på en gång} ~ +2 F",
    "{hade ingen koll|ingen koll|noll koll|visste inte vad han höll på med|visste inte vad hon höll på med|fattade ingenting|gissade bara|bytte fel del|hittade inte felet} ~ -2 F",
    "okunnig|okunniga|oerfaren|oerfarna ~ -2",
    "{visste exakt|visste precis|förstod direkt|såg direkt|hörde direkt|hittade direkt|hittade felet|hittade läckan|hittade varför|hittade problemet|diagnostiserade} * {vad som var fel|felet|problemet|på fem minuter|på tio minuter|på en gång|direkt|i telefon|gett upp|missat} ~ +2 F",
    "{två andra|tre andra|andra firmor|andra elektriker|andra rörmokare|andra tekniker|andra företag} * {gett upp|gav upp|hade gett upp|missat|missade|inte hittat|inte kunde} ~ +2 F",
    "{kunnig|kunniga|kunnigt|erfaren|erfarna|duktig|duktiga|kompetent|kompetenta|skicklig|skickliga|vet vad han gör|vet vad hon gör|vet vad de gör|visste vad han gjorde|visste vad hon gjorde} ~ +2 F",
    "{hade ingen aning|ingen aning om vad|hade ingen som helst aning|kunde inte hitta felet|kunde inte lista ut|hittade aldrig felet|gissade|bytte fel|bytte delar i onödan|inkompetent|inkompetenta|amatör|amatörer|amatörmässigt} ~ -2 F",
  ],
  honesty: [
    "hederlig|hederliga|hederligt ~ +1",
    "{ingen påtryckning|inga påtryckningar|utan påtryckningar|ingen press|inget tjat|inte påflugen|inte påfluga|inget säljsnack|ingen merförsäljning|ingen upsell|inga dolda avgifter|inga överraskningar|ingen överraskning|sa som det var|samma som offerten|precis enligt offerten|höll offerten} ~ +1 F",
    "{försökte sälja på mig|ville sälja på oss|ville sälja på mig|tjatade om|påflugen|påfluga|säljsnack|försäljare , inte tekniker|försäljare inte tekniker|mer försäljare än tekniker|dyrare än offerten|mer än offerten|oärlig|oärliga|skojare|bluffmakare} ~ -2 F",
    "{stämde på kronan|stämde på öret|stämde på dollarn|stämde exakt|stämde med offerten|samma som offerten|exakt som offerten|precis som offerten|som offerten sa|enligt offerten|höll sig till offerten|offert * räkning} ~ +2 F",
    "{ärlig|ärliga|ärligt folk|ärlig kille|ärligt företag|uppriktig|rak och ärlig|raka besked|rakt på sak} ~ +2 F",
    "{sa att vi inte behövde|behövde inte köpa|inte behövde en ny|inte behövde köpa|sa åt oss att spara|spara pengarna|försökte inte sälja|ingen försäljningspitch|inget försäljningssnack|utan att försöka sälja|inga extra|inga dolda kostnader} ~ +2 F",
    "{annars stiger priset|idag, annars|skrämseltaktik|skrämde oss|försökte skrämma|lurade oss|blev lurade|blev lurad|dolda avgifter|dold avgift|avgift som ingen nämnt|högre än offerten|dyrare än offerten|över offerten} ~ -2 F",
  ],
};

/** General Swedish opinion words (no aspect of their own). */
export const SWEDISH_GENERAL: readonly string[] = [
  // Litotes: "inte så dumt" is praise.
  "{inte så dumt|inte dumt|inte alls dumt|inte illa|inte alls illa} ~ +1 F",
  "{toppen|kanon|grymt|klockrent|rekommenderar varmt|kan varmt rekommendera|rekommenderar dem} ~ +2 F",
  "{uselt|usel|värdelöst|värdelös|bedrövligt|bedrövlig|undvik|fy fan|aldrig mer} ~ -2 F",
  "{helt okej|helt ok|sådär|inget märkvärdigt|inget speciellt} ~ 0 F",
  "{guld värd|guld värda|värd sin vikt i guld} ~ +1 F",
  "{hur bra som helst|kan inte klaga|inget att klaga på|inget att anmärka på} ~ 0 F",
];

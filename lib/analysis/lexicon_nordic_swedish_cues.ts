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
 * offerten", "dammigt överallt", "lite väl pratglad"), and a second
 * round of the same breadth: supine ("har gått som en klocka"), repeat
 * failures ("stopp igen", "underkänd"), sarcasm ("snacka om timpris"),
 * hedged prices ("dyrt som fan men vad ska man göra", "låg mitt emellan"),
 * moved visits ("flyttade vår tid tre gånger"), manners ("go gubbe", "sur
 * som ättika"), shoes and mess ("tog av sig skorna", "lerstövlar") and
 * pushed sales ("pracka på").
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
    "{hyfsat|ganska|någorlunda|rätt så|sådär} {punktlig|punktliga|i tid} ~ 0 S R",
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
    "{kom|var här|dök upp|stod på trappan|stod på trappen|stod här|var på plats} * {prick|på pricken} som {han|hon|de|dom|vi} {lovat|lovade|sagt|sa|avtalat|bestämt} ~ +1 F",
    "{kl|klockan} {6|7|8|9|10|06|07|08|09|sju|åtta|nio|tio} prick ~ +1 F",
    "{00|30|15} prick ~ +1 F",
    "{exakt|precis} {den vecka|den dag|den dagen|den tid|när|som} {de|dom|han|hon|vi} {sagt|sa|lovat|lovade|avtalat|bokat} ~ +1 F",
    "{kom|kommer|var här|dök upp} när {de|dom|han|hon} {skulle|sa|sagt|lovat|lovade} ~ +1 F",
    "{har inte missat|har aldrig missat|missade aldrig|aldrig missat} {en enda gång|en enda tid|ett enda besök} ~ +1 F",
    "{alltid punktlig|alltid punktliga|punktliga som alltid|aldrig sen|aldrig sena|aldrig försenad|aldrig försenade|på avtalad tid|på utsatt klockslag} ~ +1 F",
    "{ingen kom|ingen dök upp|ingen dök nånsin upp|kom aldrig|kom inte ens|kom int|dök int upp|satt hemma hela dagen|väntade hela dagen|fick vänta hela dagen|tog ledigt i onödan|tog ledigt för ingenting|tog ledigt från jobbet i onödan} ~ -2 F",
    "{en timme|två timmar|tre timmar|en halvtimme|en kvart|flera timmar|timmar} {efter utsatt tid|efter avtalad tid|sent|sena|försenad|försenade} ~ -2 F",
    "{sena som vanligt|sen som vanligt|alltid sena|alltid sen|försenade igen|sen igen|sena igen} ~ -2 F",
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
    "{fick vänta|väntade|fick vänta i|fick vänta nästan} {en|två|tre|fyra|fem|sex|flera} {veckor|vecka|månader|månad} på en tid ~ -2 F",
    "{flyttade vår tid|flyttade min tid|flyttade tiden|flyttade besöket|flyttade oss|ändrade tiden|ändrade vår tid|bokade om oss|avbokade oss|ställde in besöket|ställde in i sista minuten|avbokade i sista minuten} ~ -2 F",
    "{som de själva ställde in|som dom själva ställde in|de ställde in|dom ställde in|ställde in två gånger|ställde in tre gånger} ~ -2 F",
    "{flyttade|ändrade|bokade om} * {tre gånger|två gånger|fyra gånger|flera gånger|gång på gång} ~ -2 F",
    "{sa|sade|skulle|lovade|lovat} * {en vecka|två veckor|tre veckor|några dagar|två dagar} * {det tog|tog det} {nästan|över|} {två|tre|fyra|fem|sex} {månader|veckor|månad} ~ -2 F",
    "{det tog|tog det|tog} {nästan|över|hela} {två|tre|fyra|fem|sex} {månader|veckor} ~ -2 F",
    "{ingen tid förrän|första lediga tid|tidigast om|inte förrän om|lång väntetid|långa väntetider|ingen ledig tid|fullbokade i veckor} ~ -2 F",
    "{klart på|färdigt på|klara på|klar på} {de|den} {två|tre|fyra|} {dagar|dagarna|veckor|veckorna|dag|vecka} {de|dom|han|hon} {lovat|lovade|sagt|sa} ~ +1 F",
    "{klart|färdigt|klar|klara} på {två|tre|fyra|fem|en} {dagar|dag} i stället för ~ +1 F",
    "{klart i tid|färdigt i tid|klart som utlovat|klart på utsatt tid|klart före utsatt tid|klart innan deadline|klart tidigare än} ~ +1 F",
    "{var här|kom|var på plats|dök upp|stod här} inom {10|15|20|30|40|45|tjugo|trettio|fyrtio} {min|minuter} ~ +1 F",
    "{var här|stod här|kom|var på plats} {vid lunch|till lunch|innan lunch|före lunch|på förmiddagen|samma förmiddag|innan vi hann|innan risgrynsgröten|på nolltid} ~ +1 F",
    "{på nolltid|blixtsnabbt|snabb utryckning|snabbt på plats|snabba på plats|kom snabbt|kom fort|var snabbt här|var snabbt på plats|fick en människa i luren|svarade på första signalen} ~ +1 F",
  ],
  price: [
    "{kostade skjortan|kostar skjortan|kostade en förmögenhet|prislappen sved|priset sved|räkningen sved} ~ -2 F",
    "{ångrar inte en krona|inte ångrar en krona|ångrar inte ett öre|inte ångrar ett öre|ångrar inte en enda krona} ~ +2 F",
    "{jättekul att betala|kul att betala|roligt att betala|jätteroligt att betala|härligt att betala|underbart att betala} ~ -2 F",
    "{men det var det värt|det var det värt|men det är det värt} ~ +2 F",
    "{fick betala för|fick vi betala för|fick jag betala för|tog betalt för} {ett nytt besök|ett till besök|ett extra besök|ett återbesök|återbesöket} ~ -2 F",
    "{bjöd på nästa besök|bjöd på besöket|bjöd på ett besök|bjöd på nästa service} ~ +2 F",
    "{tog inte ens betalt|tog inte ens betalt för} ~ +2 F",
    "{fakturerade|debiterade|tog betalt för} * timmar fast {han|hon|de|dom} ~ -2 F",
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
    "{snacka om timpris|snacka om att bli blåst|snacka om att bli robbed|snacka om ocker|snacka om dyrt} ~ -2 F",
    "{bortkastade pengar|bortkastat|bortkastad|bortkastade|pengarna i sjön|slängde pengarna|slänga pengar|pengar i sjön|slöseri} ~ -2 F",
    "{fick betala för|tog betalt för|debiterade för|debiterade oss för|fakturerade för|fakturerade oss för} {två|tre|fyra|en|hela} {timmar|timmar men|dagar|dag|timme} * {men|fast|trots} ~ -2 F",
    "{tog betalt för|debiterade för|fakturerade för} * {som hon aldrig|som han aldrig|som de aldrig|som dom aldrig|aldrig gjorde|inte gjorde|aldrig utfördes|inte utfördes} ~ -2 F",
    "{dubbelt mot|dubbelt så mycket|dubbla priset|dubbelt så dyrt|dubbelt upp mot|tre gånger så mycket} ~ -2 F",
    "{kostade skjortan|kostade en förmögenhet|kostade multum|kostade en hel del|kostade en del} {men|fast} * {värd|värt|värda|prisvärt} ~ +2 F",
    "{värd varenda krona|värt varenda krona|värda varenda krona|värd vartenda öre|värt vartenda öre|värd pengarna|värda pengarna|värd varje öre|värt varje öre} ~ +2 F",
    "{dyrt|dyra|dyrt som fan|dyrt som attan|dyrt som tusan|dyrt som sjutton|inte billigt|inte billiga|saftigt|kostade skjortan} {men vad ska man göra|men vad gör man|men så är det|men så är det väl|men det får man räkna med|men det är väl marknadspris|men jag förstår det} ~ 0 S R",
    "{mitt emellan|mittemellan|mitt i mellan|i mitten av|i mitten bland} * {offerterna|offerter|anbuden|firmorna|de andra} ~ 0 S R",
    "{lite i överkant|i överkant|något i överkant|varken billigast eller dyrast|ungefär som alla andra|som alla andra firmor|normalt marknadspris|marknadsmässigt} ~ 0 S R",
    "{pensionärsrabatt|pensionärsrabatten|studentrabatt|stamkundsrabatt|rabatten|rabatt på|bjöd på resan|bjöd på framkörningen|helt gratis|gjorde det gratis|kom ut gratis|gratis o|gratis och} ~ +2 F",
    "{rimligt pris|rimliga priser|rimligt prisat|bra priser|bra pris|i underkant|lägsta offerten|billigaste offerten} ~ +2 F",
    "{överdebiterade|överdebiterad|ockrade|ockerpris|dyra|dyrare|för dyra|saftiga priser|skyhöga priser|skyhögt|hutlöst dyrt|ruinerande} ~ -1 F",
  ],
  quality: [
    "{gått|gick|går|fungerat|fungerar|funkat|funkar|rullat} felfritt ~ +2 F",
    "{går tyst och jämnt|går tyst|går jämnt och tyst|känns mycket bättre nu|mycket bättre nu} ~ +1 F",
    "{brummar fortfarande|surrar fortfarande|rinner fortfarande|inget hjälpte|ingenting hjälpte|svämmade över igen|gjorde noll skillnad|gjorde ingen skillnad|ingen skillnad alls} ~ -2 F",
    "{installationen|jobbet|arbetet} ser {riktigt|väldigt|mycket|} {proffsig|proffsigt|proffsiga} ut ~ +2 F",
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
    "{gått|gick|har gått|rullat|rullade|fungerat|funkat|funkade|fungerade|har funkat|har fungerat|har rullat|har den gått|har det gått} * {som en klocka|klockrent|som en dröm|perfekt|utan problem|felfritt|utan anmärkning|problemfritt|som smort|utan minsta problem} ~ +2 F",
    "noggrann|noggranna|jättenoggrann|jättenoggranna|supernoggrann|supernoggranna|petnoggrann|omsorgsfull|omsorgsfulla|omsorgsfullt ~ +2",
    "{jäkligt noggrann|sjukt noggrann|himla noggrann|väldigt noggrann|mycket noggrann|så noggrann|noggrant arbete|noggrant jobb|noggrant utfört} ~ +2 F",
    "{i perfekt linje|perfekt i linje|ser riktigt proffsigt ut|ser proffsigt ut|ser snyggt ut|ser jättefint ut|ser jättesnyggt ut|ser supersnyggt ut|snygg finish|perfekt resultat|toppenresultat|grymt resultat|superresultat|återställd fint|återställde fint|återställt fint|la tillbaka gräsmattan|lade tillbaka gräsmattan|knappt ser att} ~ +2 F",
    "{knastertorrt|torrt sen|torrt sedan|har varit torrt|inte en droppe sen|inte en droppe sedan|tätt sen|tätt sedan|varmt i huset sen|varmt sen dess} ~ +2 F",
    "{blev godkänd|blev godkänt|blev godkända|godkänd av besiktningen|godkänd vid besiktningen|godkänt vid besiktningen|gick igenom besiktningen|gick igenom inspektionen|inspektionen gick igenom|besiktningen gick igenom|gick igenom första gången|godkänt direkt|utan anmärkning|utan anmärkningar|inga anmärkningar} ~ +2 F",
    "{gick smidigt|gick jättesmidigt|gick supersmidigt|gick galant|gick problemfritt|gick utan problem|gick som smort} ~ +1 F",
    "{var tom igen|tom igen|stopp igen|var stopp igen|det var stopp igen|la av igen|lade av igen|pajade igen|paj igen|trasig igen|trasigt igen|droppar igen|läcker igen|flimrar fortfarande|flimrar igen|krånglar fortfarande|strular fortfarande|strular igen|samma problem igen|samma problem som innan|problemet kvar|problemet var kvar|problemet är kvar|problemet tillbaka|fortfarande problem|lika illa som innan|lika mycket som innan|precis lika mycket som innan|ingen skillnad alls|ingen som helst skillnad|inte blivit bättre|blev inte bättre} ~ -2 F",
    "{underkänd|underkänt|underkända|blev underkänd|blev underkänt|fick göra om|fick göra om alltihop|fick göra om allt|fick göra om jobbet|fick anlita en annan firma|fick ringa en annan firma för att|fick rätta till|helt mög|rena möget|skitjobb|skräpjobb|värdelöst jobb|uselt utfört|fuskat|fuskade|slarvat|slarvade} ~ -2 F",
    "{skakar och låter|skakar fortfarande|låter fortfarande|låter värre|låter mer än} ~ -2 F",
    "{inget speciellt men inget att klaga på|inget märkvärdigt men inget att klaga på|varken bra eller dåligt|helt okej utfört|godkänt men inte mer} ~ 0 S R",
  ],
  professionalism: [
    "{professionellt bemötande|proffsigt bemötande|du är en ängel|ni är änglar|lugnt och snällt|lugnt och vänligt|lugnt och tålmodigt} ~ +2 F",
    "{pratade sönder mig|pratade sönder oss|pratade hål i huvudet på mig} ~ -2 F",
    "gullig|gulliga|gulligt|schysst|schyssta|schyst|proffsig|proffsiga|proffsigt|tillmötesgående ~ +1",
    "{riktiga proffs|ett riktigt proffs|trevligt bemötande|bra bemötande|gott bemötande|så gullig|supergullig|jättegullig|trevlig kille|trevlig tjej|trevlig gubbe|go gubbe} ~ +2",
    "otrevlig|otrevliga|otrevligt|dryg|dryga|snorkig|snorkiga|burdus ~ -2",
    "{sur och otrevlig|var sur|sur gubbe|sura miner|surt bemötande|dåligt bemötande|otrevligt bemötande|inte schysst|inte okej bemötande|hade bråttom hela tiden|himlade med ögonen|suckade högt} ~ -2 F",
    "{trevlig nog|snäll nog|artig nog|vänlig nog|helt okej bemötande} ~ 0 S R",
    "{trevlig|trevliga|trevligt|jättetrevlig|jättetrevliga|supertrevlig|hur trevlig som helst|vänlig|vänliga|vänligt|artig|artiga|artigt|hjälpsam|hjälpsamma|tålmodig|tålmodiga|tålamod|jättesnäll|jättesnälla|supersnäll|så snäll|så himla snäll|så gullig|himla gullig|mysig|mysigt att ha|respektfull|respektfulla|tog sig tid} ~ +2 F",
    "{lugn|lugna} {och trevlig|och vänlig|och noggrann|och trevliga|och metodisk} ~ +2 F",
    "{oförskämd|oförskämda|nedlåtande|otrevligt bemötande|arroganta|stöddig|stöddiga|respektlös|respektlöst|pratade förbi mig|pratade över huvudet|som om jag inte förstod|himlade med ögonen|glömde stänga grinden|lät grinden stå öppen|lämnade dörren öppen|rökte på|svor} ~ -2 F",
    "{lite väl|alldeles för|väl} {pratglad|pratsam|pratig|stressad|snabb i käften} ~ -1 F",
    "{go gubbe|go kille|go tjej|goa gubbar|goa killar|trevlig typ|schysst typ|schysst kille|schyst kille|skön kille|skön snubbe|världens snällaste|världens trevligaste|en ren fröjd|trevligt bemötande|vänligt bemötande|fint bemötande|supertrevligt bemötande|proffsigt bemötande|så himla trevlig|så himla trevliga|sjukt trevlig|jäkligt trevlig|himla trevlig|himla snäll} ~ +2 F",
    "{skrattade inte|skrattade inte ens|flinade inte|dömde inte|pratade med mig och inte|pratade med mig istället för|pratade med mig i stället för|tog mig på allvar|lyssnade på mig|lyssnade på oss|tog sig tid att lyssna} ~ +2 F",
    "{sur som ättika|sur som en citron|surt bemötande|tvär|tvära|tvärt bemötande|lite tvär|otrevlig|otrevliga|buttra|griniga|grinig|nonchalanta|kaxig|kaxiga|dryg och|mästrande|besserwisser|klampade in|klampade runt|klampade rakt|kunde inte bry sig mindre|brydde sig inte} ~ -2 F",
  ],
  communication: [
    "{tog sig tid att förklara|tog sig tid och förklarade|skrev ner allt|skrev upp allt} ~ +2 F",
    "{sa ett knyst|sade ett knyst|ingen info om|ingen information om} ~ -2 F",
    "{förklarade vad|förklarade hur|förklarade noga|förklarade tydligt|förklarade pedagogiskt|förklarade allt|höll oss informerade|höll mig informerad|återkopplade|hörde av sig innan|ringde innan|smsade innan|messade innan|svarade snabbt|svarade direkt} ~ +1",
    "{hörde aldrig av sig|hörde inte av sig|hör aldrig av sig|hör inte av sig|har inte hört något|har inte hört ett knyst|inget svar|svarade inte|svarar inte|ringde aldrig|ringde aldrig tillbaka|fick aldrig svar|ingen återkoppling|ingen info|ingen information|sa inget om|sade inget om} ~ -2 F",
    "{förklarade|förklarar|gick igenom|visade|visade mig|visade oss|berättade} {exakt|precis|noga|allt|vad|varför|hur|alternativen|bilder|foton|videon|rötterna|det gamla|den gamla|felet|noggrant|långsamt|pedagogiskt|tydligt} ~ +1 F",
    "{mejlade|skickade|mailade|smsade} {videon|bilder|foton|rapporten|en rapport|offerten} ~ +1 F",
    "{ringde innan|ringde dagen innan|ringde och påminde|påminde|smsade innan|messade innan|ringde när de var på väg|hörde av sig innan|meddelade att|höll oss uppdaterade|höll mig uppdaterad|uppdaterade oss} ~ +1 F",
    "{ingen sa|ingen sade|ingen nämnde|ingen berättade|sa inget|sade inget|sa ingenting|nämnde inte|nämnde aldrig|berättade inte|inte ett samtal|inget samtal|inte ett sms|inget sms|inte ett ljud|svarar inte|svarar inte längre|slutade svara|ringde inte tillbaka|ingen ringde tillbaka|ringer aldrig tillbaka|hörde inget} ~ -2 F",
    "{sluta ringa|sluta skicka|spammar|tjatar med sms|ringer varje vecka|snälla, sluta|snälla sluta} ~ -2 F",
    "{berättade vad|berättade hela tiden|berättade allt|berättade hur|förklarade hela tiden|pratade hela tiden om vad|gick igenom skillnaden|gick igenom varje|gick igenom alla|ritade upp|ritade till och med upp|ritade en skiss|visade på skärmen|visade mig på skärmen|visade på bilder|visade bilder|visade filmen|skickade filmen|skickade bilder|skickade foton|mejlade en rapport|mailade en rapport|mailade rapporten|mejlade rapporten|skickade protokollet|fick protokollet|fick rapporten|fick en rapport} ~ +1 F",
    "{messade|smsade|sms:ade|ringde|hörde av sig} {när|innan} {hon|han|de|dom} {var på väg|åkte|var på ingång|var nära|var tio minuter bort} ~ +1 F",
    "{ringde dagen innan|messade dagen innan|smsade dagen innan|hörde av sig dagen innan|påminde dagen innan|ringde och sa att|smsade och sa att|meddelade i förväg|meddelade direkt} ~ +1 F",
    "{skötte|fixade|ordnade|tog hand om} * {rot-avdraget|rot avdraget|rotavdraget|pappersarbetet|papperen|ansökan} ~ +1 F",
    "{noll pappersstrul|inget pappersstrul|inget krångel med papper} ~ +1 F",
    "{utan att nån sa|utan att någon sa|utan att nån nämnde|utan att någon nämnde|utan ett pip|utan förvarning|utan att förvarna|utan att meddela|utan att säga något|utan att säga nåt|utan att höra av sig|ringde inte ens|ringde int|hörde inte ens av sig|messade inte|smsade inte|ingen hörde av sig|ingen ringde|ingen återkom|återkom aldrig|återkom inte|hörde aldrig nåt|inte hört ett pip} ~ -2 F",
    "{skulle skicka|lovade skicka|lovade att skicka|skulle höra av sig|lovade höra av sig|lovade att ringa|skulle ringa} * {det var i|aldrig|fortfarande inte|väntar fortfarande|har inte} ~ -2 F",
  ],
  cleanliness: [
    "{spårade in|drog in sand|drog in smuts} ~ -2 F",
    "{tog med sig den gamla|tog med sig det gamla|tog med sig de gamla|tog med sig allt skräp} ~ +1 F",
    "{städade inte|städade aldrig|städade inte efter sig|smutsade ner|skräp överallt|lera överallt|sågspån överallt|grus överallt|damm över allt|lämnade kvar skräp|lämnade en massa skräp|lämnade skräp efter sig} ~ -2 F",
    "{rent och snyggt|städat och klart|ingen röra|inget skräp|inget stök|lämnade det rent|lämnade allt rent|lämnade det städat|dammsög efteråt|torkade upp efter sig|plockade upp efter sig} ~ +1 F",
    "{skor av|skorna av|skyddade golvet|skyddade golven|täckte golvet|täckte golven|täckte möblerna} ~ +1 F",
    "{inte ett spår av smuts|inte en fläck|inte ett dammkorn|inte ett spår|skinande rent|helt rent|rent efter sig|städade efter sig|städade upp|städade noga|dammsög|dammsugit|torkade upp|sopade upp|plockade med sig|tog med sig skräpet|tog med sig allt|tog med sig det gamla|lämnade inget skräp|lämnade inget efter sig} ~ +1 F",
    "{dammigt överallt|damm överallt|dammigt|smutsigt|smutsiga|lerigt|leriga|fotspår|gipsdamm|skräp kvar|damm kvar|smuts kvar|fick dammsuga|fick städa|fick städa själv|fick städa upp|fick dammsuga själv|fick torka upp|lämnade gamla|lämnade kvar|lämnade en kartong|lämnade kartonger|lämnade skräp|lämnade smuts|lämnade en röra|lämnade en enda röra|stökigt|kladd|kladdigt} ~ -2 F",
    "{över hela golvet|över hela hallgolvet|över hela köksgolvet|på hela golvet|överallt på golvet|kvar på golvet|kabelbitar|kabelskräp|skruvar överallt|spån överallt|lerstövlar|lerstövlarna|leriga skor|skitiga skor|med skorna på|gick in med skorna|klampade in med|rälig stank|en stank|stank i hela|luktade illa i|lämnade gamla beredaren|lämnade den gamla|lämnade det gamla|stod kvar i veckor|på uppfarten i} ~ -2 F",
    "{tog av sig skorna|tog av skorna|drog på sig skoskydd|drog på skoskydd|skoskydd|tossor|tvättade händerna|torkade av allt|torkade av efter sig|int ett spår|inte ett spår av|inga spår av|städade efter sig|städade upp efter sig|dammsög efter sig|lämnade det rent|lämnade allt rent|lämnade det finare än} ~ +1 F",
  ],
  expertise: [
    "{som förra firman missat|som förra firman missade|som den förra firman missat|som en annan firma missat|som andra firman missat} ~ +2 F",
    "{kom på felet|hittade felet|listade ut felet} * {över telefon|på telefon|i telefon} ~ +2 F",
    "{sån kunskap|vilken kunskap|stor kunskap|mycket kunskap|hade koll|har koll|bra koll|full koll|kan sin sak|kunde sin sak|kan sina saker|kunde sina saker|visste precis vad som var fel|hittade felet på en gång} ~ +2 F",
    "{hade ingen koll|ingen koll|noll koll|visste inte vad han höll på med|visste inte vad hon höll på med|fattade ingenting|gissade bara|bytte fel del|hittade inte felet} ~ -2 F",
    "okunnig|okunniga|oerfaren|oerfarna ~ -2",
    "{visste exakt|visste precis|förstod direkt|såg direkt|hörde direkt|hittade direkt|hittade felet|hittade läckan|hittade varför|hittade problemet|diagnostiserade} * {vad som var fel|felet|problemet|på fem minuter|på tio minuter|på en gång|direkt|i telefon|gett upp|missat} ~ +2 F",
    "{två andra|tre andra|andra firmor|andra elektriker|andra rörmokare|andra tekniker|andra företag} * {gett upp|gav upp|hade gett upp|missat|missade|inte hittat|inte kunde} ~ +2 F",
    "{kunnig|kunniga|kunnigt|erfaren|erfarna|duktig|duktiga|kompetent|kompetenta|skicklig|skickliga|vet vad han gör|vet vad hon gör|vet vad de gör|visste vad han gjorde|visste vad hon gjorde} ~ +2 F",
    "{hade ingen aning|ingen aning om vad|hade ingen som helst aning|kunde inte hitta felet|kunde inte lista ut|hittade aldrig felet|gissade|bytte fel|bytte delar i onödan|inkompetent|inkompetenta|amatör|amatörer|amatörmässigt} ~ -2 F",
    "{sjukt duktig|sjukt duktiga|jäkligt duktig|himla duktig|grymt duktig|otroligt duktig|superduktig|riktigt duktig|väldigt duktig|mycket duktig|så duktig|kan sina grejer|kan sina grejor|kan sitt jobb|kunde sitt jobb|vet vad hon pratar om|vet vad han pratar om|verkade kunnig|verkade kunniga|verkade veta|en riktig expert|riktig expert} ~ +2 F",
    "{bara av ljudet|på ljudet|direkt på ljudet|i telefon direkt|på fem minuter|på tio minuter|på en kvart|på nolltid} * {visste|hittade|förstod|såg} ~ +2 F",
    "{visste vad som var fel|visste direkt vad|förstod direkt vad|hittade det på|hittade felet på|hittade den trasiga|hittade läckan som|hittade en fuktig|som två andra firmor missat|som andra missat|utan att hitta felet|andra firmor missat|tre firmor hade} ~ +2 F",
    "{hade ingen aning|ingen aning om vad|visste inte vad han höll på med|visste inte vad hon höll på med|visste inte vad de höll på med|visste inte vad dom höll på med|fattade ingenting|fattade noll|förstod ingenting|bytte i onödan|gissade sig fram|chansade} ~ -2 F",
  ],
  honesty: [
    "{sälj sälj sälj|sälj, sälj, sälj|försökte få oss att teckna|försökte få mig att teckna|försökte få oss att skriva på|försökte få mig att skriva på|ville få oss att teckna} ~ -2 F",
    "{uppskattar ärligheten|uppskattade ärligheten|tack för ärligheten} ~ +2 F",
    "hederlig|hederliga|hederligt ~ +1",
    "{ingen påtryckning|inga påtryckningar|utan påtryckningar|ingen press|inget tjat|inte påflugen|inte påfluga|inget säljsnack|ingen merförsäljning|ingen upsell|inga dolda avgifter|inga överraskningar|ingen överraskning|sa som det var|samma som offerten|precis enligt offerten|höll offerten} ~ +1 F",
    "{försökte sälja på mig|ville sälja på oss|ville sälja på mig|tjatade om|påflugen|påfluga|säljsnack|försäljare , inte tekniker|försäljare inte tekniker|mer försäljare än tekniker|dyrare än offerten|mer än offerten|oärlig|oärliga|skojare|bluffmakare} ~ -2 F",
    "{stämde på kronan|stämde på öret|stämde på dollarn|stämde exakt|stämde med offerten|samma som offerten|exakt som offerten|precis som offerten|som offerten sa|enligt offerten|höll sig till offerten|offert * räkning} ~ +2 F",
    "{ärlig|ärliga|ärligt folk|ärlig kille|ärligt företag|uppriktig|rak och ärlig|raka besked|rakt på sak} ~ +2 F",
    "{sa att vi inte behövde|behövde inte köpa|inte behövde en ny|inte behövde köpa|sa åt oss att spara|spara pengarna|försökte inte sälja|ingen försäljningspitch|inget försäljningssnack|utan att försöka sälja|inga extra|inga dolda kostnader} ~ +2 F",
    "{annars stiger priset|idag, annars|skrämseltaktik|skrämde oss|försökte skrämma|lurade oss|blev lurade|blev lurad|dolda avgifter|dold avgift|avgift som ingen nämnt|högre än offerten|dyrare än offerten|över offerten} ~ -2 F",
    "{försökte sälja på|ville sälja på|försökte pracka på|prackade på|pracka på|tjatade om|försökte prata på oss|pushade för|ville att vi skulle byta hela|priset gäller bara idag|gäller bara idag|skrämseltaktik} ~ -2 F",
    "{utan att försöka pracka på|utan att pracka på|utan att försöka sälja|prackade inte på|försökte inte pracka|sa rakt ut|sa ärligt|sa som det var|ärligt talat sa|kunde vänta flera år|kan vänta flera år|kunde vänta några år|kan vänta några år|kunde vänta med att byta|kan vänta med att byta|ingen idé att byta|inte behövde byta|behöver inte bytas|behövde inte bytas|avrådde från} ~ +2 F",
    "{landade på|hamnade på|slutade på|blev} * {utan att nån|utan att någon|utan förvarning|utan att meddela} ~ -2 F",
    "{måste grävas upp|måste bytas} * {second opinion|andra åsikt|det räckte med|räckte med} ~ -2 F",
    "{second opinion|ett andra utlåtande} * {det räckte med|räckte med|behövdes inte|var inte nödvändigt} ~ -2 F",
    "{fulspel|fult gjort|fult av dem|lurendrejeri|skumt|skumma|oseriös|oseriösa|påminnelseavgift trots|avgift trots} ~ -2 F",
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

/**
 * The Nordic cues (Faroese, Danish, Norwegian Bokmål and Nynorsk, Swedish
 * and Icelandic), one list per aspect, and the general opinion words
 * (`lexicon_nordic.ts` tells what they leave out and joins them with the
 * other tables): arriving on time ("til tíðina", "til tiden", "i tid", "á
 * réttum tíma", "kom for sent", "kom of seint"), waits ("sama dag", "samme
 * dag", "innan tíma", "máttu bíða 3 vikur", "umbóku tvær ferðir"), prices
 * ("rímiligur", "billig", "dýrt", "vert hvørt oyra", "værd pengene"),
 * work ("gott arbeiði", "sær pent út", "virkar frálíkt", "sjusket",
 * "aftur í stykki"), manners ("hugnaligur", "venlig", "trevlig", "tolin",
 * "høflig", "ov tosandi"), calls ("greiddi frá", "forklarede", "eingin
 * ringdi aftur"), mess ("fóru úr skónum", "ruddaði upp", "skítugt"),
 * skill ("fakligur", "dygtig", "duktig", "visti ikki hvat hon gjørdi")
 * and honesty ("ærligur", "ärlig", "heiðarlegur", "uttan nakað trýst").
 *
 * Entries are written with their letters ("ø", "ð", "å", "á"); the
 * forms without accents are added by `accentedSpellings`.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Past forms of "came" ("kom", "komu", "kommer", "kam"). */
const CAME = "{kom|komu|kommer|kam|komst|mætti|mætte|mødte}";

/** Words for a fixed time ("tíðina", "tiden", "tida", "tid"). */
const ON_TIME =
  "{til tíðina|til tíðar|til tiden|til tida|i tid|i tide|på tid|på tiden|á réttum tíma|á tíma|á slaginum|på slaget|på minuttet|á minuttinum|á mínútunni|til avtalaða tíð|til aftalt tid|til avtalt tid|til avtalad tid|í rættari tíð|i rett tid|i rätt tid}";

/** Words for late ("for sent", "of seint", "ov seint"). */
const LATE =
  "{for sent|for seint|för sent|of seint|ov seint|alt for sent|altfor sent|alt ov seint|allt för sent|alltof seint}";

/** Words for the price or the bill ("prísurin", "prisen", "verðið"). */
const BILL =
  "{prísurin|prísurin fyri|prísin|prisen|priset|prisene|priserne|priserna|verðið|rokningin|regningen|räkningen|fakturaen|fakturan|reikningurinn}";

/** Forms of "was" and "is" a verdict follows ("var", "er", "är"). */
const WAS = "{var|er|är|eru|vóru|voru|blev|ble|varð}";

/** Short waits in minutes or hours ("innan tíma", "inden for en time"). */
const SOON =
  "{innan tíma|innan ein tíma|innan hálvan tíma|innan klukkutíma|innan klukkustundar|innan hálftíma|inden for en time|inden for en halv time|innen en time|innen en halvtime|innen en halv time|inom en timme|inom en halvtimme|innan en timme}";

/** Nordic cues, per aspect. */
export const NORDIC_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{præcis kl|præcis klokken|precis klockan|presis klokka|var her præcis|var här precis} ~ +1",
    "{minuter|timmar|timme|minutter|timer} {sen|sena|för sen} ~ -2",
    "stundvís|stundvísur|stundvíslig|stundvíst|punktlig|punktlige|punktligt|punktliga|punktlegur|punktlig|prikkfast|prikfast ~ +1",
    "stundvísi|punktlighed|punktlighet|punktlighet ~ 0 S",
    `${CAME} ${ON_TIME} ~ +1`,
    // Norwegian "presis" (punctual) after came or was, and early by minutes.
    `{${CAME}|${WAS}|alltid|veldig|svært} {presis|presise|presist} ~ +1`,
    "{presis som avtalt|presis som lovet|presis som lovt|presis kl|precis som avtalat|præcis som aftalt|punktlig som en klokke|på sekundet|på klokka} ~ +1",
    "{var|kom|kam|mødte|møtte} {i god tid|i god tide} ~ +1",
    "{var|kom|kam|mødte|møtte} * {min|minutter|minuttar|minuter|minutt} {tidlig|tidleg|tidligt|tidigt|før tiden|før tida|för tidigt} ~ +1 F",
    `${WAS} ${ON_TIME} ~ +1`,
    "{júst sum avtalað|beint til tíðina|präcis i tid|præcis til tiden|presis til avtalt tid|akkurat til tiden|precis i tid|nákvæmlega á réttum tíma|til tíðina báðar dagar|til tiden begge dage} ~ +1",
    "{næstan til tíðina|teknisk set til tiden|teknisk sett i tide|tekniskt sett i tid|tæknilega á réttum tíma|tøkniliga til tíðina} ~ 0 F",
    "{áðrenn tíðina|áðrenn avtalaða tíð|før tiden|før tida|før avtalt tid|før aftalt tid|innan utsatt tid|före utsatt tid|fyrir tímann|fyrir umsaminn tíma} ~ +1",
    `${CAME} ${LATE} ~ -2`,
    "{time|timer|timar|timme|timmar|halvtime|halvtimme|kvarter|minutter|minuttar|minuter|min} {for sent|for seint|för sent|forsinket|forsinka|forseinka|försenad|forsinkede} ~ -2",
    `{var|blev|ble|vóru|voru} ${LATE} ~ -2`,
    "{seinkaði|seinkaðu|forsinket|forsinkede|forsinka|försenad|försenade|seinkun} ~ -1",
    `{tímar|tíma|tímum|minuttir|minuttum|min|timer|timar|timmar|tíma} {seinni|senere|seinare|senare|seinna} {enn avtalað|enn lovað|end aftalt|enn avtalt|än avtalat|en um var samið} ~ -2`,
    `{var|vóru|kom|komu} * {tímar|tíma|timer|timmar|klukkutíma} {seinni|seinna|for sent|för sent|forsinket} ~ -2`,
    "{kom aldri|kom aldrig|kom aldrei|kom ongantíð|komu ongantíð|kom eingin|kom ongin|kom ingen|dukket aldri opp|dukkede aldrig op|dök aldrig upp|mætti aldrei|mætti ekki|bíðaði heima allan dagin|bíðaðu heima allan dagin|ventede hele dagen|ventet hele dagen|väntade hela dagen|beið allan daginn} ~ -2 F",
  ],
  scheduling: [
    "{var her|var der|var här|var hos os|var hos oss|kom ud|kom ut|kom hit} {samme dag|samme nat|samma dag|samma natt|samme aften|samme kveld|samme natt|samme dagen} ~ +1",
    "{ventede|ventet|väntade} {1|2|3|4|5|6|to|tre|fire|fem|seks|två|fyra} {uger|uker|veckor|måneder|månader} ~ -2 F",
    "{ingen tog telefonen|ingen svarede telefonen|ingen svarede|ingen tok telefonen|ingen svarte telefonen|ingen svarade i telefon|ingen tog telefonen|ingen svarade} ~ -2 F",
    `{sama dag|sama dagin|samme dag|samme dagen|samma dag|same dag|sama kvøld|sama kvøldið|samme aften|samme kveld|samma kväll|sama kvöld|dagin eftir|daginn eftir|næsta dag|næste dag|neste dag|nästa dag|næstadagin} ${CAME} ~ +1`,
    `${CAME} {sama dag|sama dagin|samme dag|samme dagen|samma dag|same dag|sama kvøld|samme aften|samme kveld|samma kväll|sama kvöld|dagin eftir|daginn eftir|næsta dag|næste dag|neste dag|nästa dag|beinanvegin|straks|med det samme|strax|med en gang|med ein gong|undir eins|strax samma dag} ~ +1`,
    `${SOON} ~ +1`,
    `{var her|var hér|var her|var der|var hjá okkum|var hos os|var hos oss|var hjá okkur} ${SOON} ~ +1`,
    "{tók telefonina jólaaftan|tók telefonina um náttina|tog telefonen juleaften|svarede telefonen om natten|svarte telefonen midt på natten} ~ +1 F",
    "{tók ongantíð telefonina|tók ikki telefonina|tók aldrei símann|svaraði aldrei símanum|tog aldrig telefonen|tog ikke telefonen|tok aldri telefonen|tok ikke telefonen|svarade aldrig i telefon|svarar aldrig i telefon} ~ -2 F",
    "{liðug tann dagin sum tey søgdu|liðugt tann eina dagin sum tey søgdu|liðugt tann dagin sum tey søgdu|liðugir tann dagin sum teir søgdu|færdig som lovet|færdige som lovet|ferdig som lovet|ferdige som lovet|klar som utlovat|klart som lovat|í einum degi , júst sum lovað|á einum degi eins og lofað var|tilbúið eins og lofað} ~ +1 F",
    "{umbóku|umbókaðu|umbókaði|avlýstu|avlýsti|aflyste|aflyst|afbestilte|avlyste|avlyst|ombookede|ombooket|ombokade|ombokat|ställde in|inställt|aflýstu|aflýsti|afboðuðu|færðu tímann|flyttede tiden|flyttet timen|flyttade tiden} ~ -2",
    "{máttu bíða|mátti bíða|mátte bíða|måtte vente|måtte vänta|fick vänta|þurftum að bíða|þurfti að bíða|ventede i uger|ventet i uker|väntade i veckor|biðu í vikur|biðaðu í vikur|bíðaðu í vikur} ~ -1",
    "{tók tvær vikur|tók tríggjar vikur|tók fleiri vikur|tog to uger|tog flere uger|tok to uker|tok flere uker|tog två veckor|tog flera veckor|tók tvær vikur|tók margar vikur|vikur seinni enn lovað|uger forsinket|uker forsinket|veckor försenat|vikum á eftir áætlun} ~ -1",
    "{ikki fyrr enn * vikur eftir|ikke før * uger efter|ikke før * uker etter|inte förrän * veckor efter|ekki fyrr en * vikum eftir|lovað til * vikur . tað tók} ~ -1 F",
    // "Tok tre uker lenger enn lovet": an overrun against the promise.
    "{uker|uke|veker|veke|dager|dagar|dage|dagen|uger|uge|veckor|vecka|måneder|månader|månedar} {lenger|lengre|længere|längre} {enn|end|än} {lovet|lova|lovt|avtalt|aftalt|planlagt|lovat|utlovat|avtalat|sagt} ~ -2 F",
    "{tok|tog} {lenger|lengre|længere|längre} tid {enn|end|än} {lovet|lova|lovt|avtalt|aftalt|planlagt|lovat|utlovat|avtalat|sagt} ~ -2 F",
    "{på kort varsel|med kort varsel|på kort varsel|med kort varsel|i løpet av en time|i løpet av ein time|i løbet af en time|i løpet av timen} ~ +1",
    "{kom|kommer|kam|jobbet|jobba|arbeidet|arbejdede|jobbade} {på en|på ein|på ett} {søndag|sundag|laurdag|lørdag|lördag|söndag|helligdag|helgedag} ~ +1 F",
    "{fikk svar med en gang|fikk svar med ein gong|fik svar med det samme|fick svar direkt|svarte med en gang|svarte med ein gong|tok telefonen med en gang} ~ +1",
  ],
  price: [
    `${BILL} {helt okej|helt ok|var helt okej|är helt okej} ~ 0 F`,
    "{pengene værd|pengane verdt|pengene verdt|pengarna värt|pengarna värda|hver krone værd|varenda krona värt|hver en krone værd} ~ +2",
    "{% rabat|% rabatt|fik rabat|fikk rabatt|fick rabatt|gav os rabat|ga oss rabatt|gav oss rabatt|rabat på|rabatt på} ~ +1 F",
    "{var den laveste|var det laveste|var lavest|var billigst|var billigest|var lägst|var den lägsta|var det lägsta|laveste tilbud|laveste pris|lägsta priset|lägsta offerten|billigste tilbud} ~ +1 F",
    "{i overkanten|i overkant|i överkant|lidt i overkanten|litt i overkant|lite i överkant} ~ -1",
    "{billigt var det heller ikke|billig var det heller ikke|billigt var det inte heller|billigt var det heller inte|billig var det heller ikkje|det kostar vad det kostar|det koster hvad det koster|det koster det det koster|det kostar som det kostar} ~ 0 F",
    `${BILL} ${WAS} {väl standard|standard|normal|normalt|som forventet|som väntat|som ventet} ~ 0 F`,
    "bíligur|bílig|bíligt|billig|billigt|billige|billigere|billigare|ódýr|ódýrt|ódýrari|rímiligur|rímilig|rímiligt|sanngjarnt|sanngjarn|sanngjörn|prisvärt|prisværdigt|prisverdig ~ +1",
    `${BILL} ${WAS} {rímiligur|rimelig|rimeligt|rimelige|rimlig|rimligt|fornuftig|fornuftigt|god|bra|fin|fínur|góður|sanngjarn|sanngjarnt|ok|okey|i orden|í lagi|í lagi} ~ +1`,
    "{rimelig pris|rimelige priser|rimeligt prisniveau|rimligt pris|rimliga priser|fornuftig pris|fornuftige priser|god pris|gode priser|gott pris|bra pris|bra priser|góður prísur|góðan prís|gott verð|sanngjarnt verð|sanngjarnt verð|fair pris|fair prís} ~ +2",
    "{vert hvørt oyra|vert hvørja krónu|værd hver krone|værd hver en krone|verdt hver krone|verdt hver eneste krone|värt varenda krona|värd varenda krona|værd pengene|verdt pengene|värt pengarna|vert pengarnar|þess virði|hverrar krónu virði|peninganna virði|høvdu goldið hann aftur|høvdu goldið tað aftur|ville betale igen|ville betalt igjen|skulle betala igen|myndi borga aftur} ~ +2",
    "{kravdi ikki eina eyka krónu|kravdi ikki eyka|tók ikki pening fyri|tóku ikki pening fyri|krævede ikke ekstra|tog ikke ekstra|tok ikke ekstra|tog inte extra|rukkaði ekki aukalega|rukkuðu ekki aukalega} ~ +1 F",
    "{tok ikkje ekstra|tok ikkje betalt|tok ikke betalt for|tog ikke betaling for|tog inte betalt för|ingen ekstra kostnad|ingen ekstrakostnad|uten ekstra kostnad|utan extra kostnad|uden ekstra omkostninger|ikke noe oppmøtegebyr|ingen utrykningsgebyr|ingen kørselsgebyr|ingen framkörningsavgift} ~ +1 F",
    `{${WAS}|de er|de var|dei er|dei var} {dyr|dyre|dyra} ~ -2`,
    "dýrur|dýrt|dyrt|dýrari|dyrere|dyrare|kostbar|kostbart|kostbare|okur|okurprísur|ågerpris|ockerpris|ockerpriser|rándýrt|rándýr|svimlende|saltað ~ -2",
    "billeg|billegt|billege|rimeleg|rimelegt ~ +1",
    "dritdyrt|dritdyr|svindyrt|svindyr|svinedyrt|svinedyr|hutløst|hutlaust|hutlöst|tyveri|tjuveri|blodpris|blodpriser ~ -2",
    "{stiv pris|stive priser|saftig pris|saftige priser|saftig regning|bortkasta penger|bortkasta pengar|bortkasta pengane|kastet bort penger|penger rett ut vinduet|pengar i sjön} ~ -2",
    "{ov dýr|alt ov dýr|ov dýrt|alt ov dýrt|for dyr|alt for dyr|altfor dyr|för dyr|alldeles för dyr|of dýr|alltof dýr|of dýrt|alltof dýrt|eitt sindur dýr|lidt dyr|litt dyr|lite dyr|lite dyrt|aðeins dýrt|ret dyr|ret dyrt|ganske dyr|ganska dyrt|peningaspilli|spild af penge|bortkastede penge|bortkastet penger|bortkastade pengar|sóun á peningum|pengaspill} ~ -2",
    "{hvørki bíligur ella dýrur|hvørki bíligt ella dýrt|hverken billig eller dyr|hverken billigt eller dyrt|varken billigt eller dyrt|hvorki ódýrt né dýrt|miðal prísur|gennemsnitlig pris|helt ok pris|prísurin var sosum|prisen var sådan set ok|prisen var grei|priset var okej} ~ 0 S R",
  ],
  quality: [
    "{pænt arbejde|pænt stykke arbejde|flot stykke arbejde|godt stykke arbejde|godt håndværk|flot håndværk|fint håndværk|pænt udført|flot udført|godt udført|perfekt udført|snyggt arbete|snyggt utfört|fint utfört|bra utfört|pent utført|fint utført|snorlige|snorlige linjer|snörräta|snorrette} ~ +2",
    "{bestod|bestået|klarede|klarte|klarade} * {inspektionen|inspektion|inspeksjonen|besiktningen|besiktning|kontrollen|eftersynet} ~ +2 F",
    "{måneder senere|måneder seinere|månader senare|uger senere|uker senere|veckor senare|år senere|år senare} {ingen problemer|ingen problem|inga problem|intet problem} ~ +2 F",
    "{ser pæne|ser pænt|ser ordentlige|ser ordentligt|ser pene|ser pent|ser snygga|ser snyggt|ser fantastiska|ser fantastiske|ser fantastisk|ser flotte|ser fina} * {ud|ut} ~ +2 F",
    "{installationen|arbejdet|arbeidet|arbetet|resultatet|installasjonen} {er|var|blev|ble|är} * {pænere|pænt|flot|flott|perfekt|snyggt|snyggare|penere} ~ +1",
    "{gott arbeiði|gott arbeið|flott arbeiði|frálíkt arbeiði|vælgjørt arbeiði|arbeiðið var gott|arbeiðið er gott|flot arbejde|flott arbejde|godt arbejde|fint arbejde|solidt arbejde|flott arbeid|godt arbeid|fint arbeid|solid arbeid|bra jobbat|bra jobb|gott jobb|bra arbete|fint arbete|gott arbete|snyggt jobbat|vel gjørt|vel gjort|vel udført|vel utført|väl utfört|vel unnið|vel gert|gott verk|vandað verk|fagmannlegt} ~ +2",
    "{sær pent út|sær flott út|ser pent ut|ser flott ut|ser flot ud|ser fint ud|ser fint ut|ser bra ut|ser snyggt ut|lítur vel út|lítur frábærlega út|heilt beint|helt lige|helt rett|helt rakt|alveg beint|sita á rað|á rað heilt beint} ~ +2",
    "{virkar|virker|fungerer|fungerar|funkar} {hon|hann|tað|tey|den|det|de|han|hun|það|hún|} {frálíkt|fínt|perfekt|fint|fantastisk|utmärkt|frábærlega|fullkomlega|upp á tað besta} ~ +2",
    "{gekk smooth|gekk væl|gekk sera væl|gekk uttan trupulleikar|gik glat|gik som smurt|gikk smertefritt|gikk som smurt|gick smidigt|gick som smort|gekk smurt|gekk eins og í sögu} ~ +1",
    "{gjør|gjorde|gjer|gør|gjort|gjøre|göra} {ting|jobben|arbeidet|arbeidet sitt|jobben sin|det|arbejdet|jobbet|saker|tingene} {ordentlig|ordentligt|skikkelig|grundig|grundigt|riktig|rigtigt|rätt} ~ +2",
    "{ordentlig jobb|ordentlig arbeid|ordentligt arbejde|ordentligt arbete|skikkelig jobb|skikkelig arbeid|solid jobb|grundig jobb|ryddig jobb|ryddig arbeid|pent arbeid|pen jobb|fin jobb|god jobb|bra jobba|bra jobbet|kjempejobb|toppjobb|strålende jobb|håndverk i toppklasse|fagmessig utført} ~ +2",
    "{funker|funkar|fungerer|virker|fungerar} {perfekt|fint|som den skal|som det skal|utmerket|glimrende|aldeles utmærket} ~ +2",
    "{ikke vært en eneste * siden|ikkje vore ein einaste * sidan|ikke hatt problemer siden|ikke hatt noe problem siden|ikkje hatt problem sidan|inte haft några problem sedan|ikke haft problemer siden|ikke et problem siden|holder fortsatt|fungerer fortsatt|virker fortsatt|funker fortsatt|fungerar fortfarande|virker stadig} ~ +2 F",
    "{virkar frálíkt|virkar fínt|virkar perfekt|virkar væl|virker perfekt|virker fint|virker fantastisk|fungerer perfekt|fungerer fint|fungerar perfekt|fungerar fint|funkar perfekt|virkar vel|virkar fullkomlega|rennur sum tað skal|virkar sum tað skal|virker som det skal|fungerer som det skal|fungerar som det ska|virkar eins og það á að|sum nýggjur|sum nýtt|som ny|som nyt|som nytt|eins og nýtt|eins og nýr} ~ +2",
    "nágreiniligur|nágreinilig|nágreiniligt|grundig|grundige|grundigt|grundlig|grundligt|grundliga|noggrann|noggrant|noggranna|vandvirkur|vandvirk|vandvirkir|omhyggelig|omhyggeligt|nøyaktig|nøjagtig|samviskusamur|samvittighedsfuld|samvittighetsfull ~ +1",
    "{ikki ein dropi|ikki eitt stopp|ikke en dråbe|ikke en dråpe|inte en droppe|ekki dropi|ekki einn dropi|ongir trupulleikar síðan|ingen problemer siden|ingen problemer sidan|inga problem sedan|engin vandamál síðan|hevur ikki stoppað aftur|ikki stoppað aftur|hevur hildið|hefur haldið|har holdt|har holdt seg|har hållit|onki ljóð|einki ljóð|ingen lyd|inget ljud|ekkert hljóð|heilt kvirrur|heilt kvirt|helt lydløs|helt tyst|alveg hljóðlaust} ~ +2 F",
    "{aftur í stykki|fór aftur í stykki|aftur í ólag|i stykker igen|gik i stykker igen|gikk i stykker igjen|gick sönder igen|bilaði aftur|bilaði strax aftur|byrjaðu at banka aftur|byrjaði at leka aftur|lekur aftur|lak aftur|lækker igen|lekker igjen|läcker igen|lekur enn|virkar ikki enn|virkar enn ikki|virker stadig ikke|virker fortsatt ikke|fungerar fortfarande inte|virkar ekki enn|einki heitt vatn enn|onki heitt vatn enn|ikki heitt vatn enn|stadig intet varmt vand|fortsatt ikke varmt vann|fortfarande inget varmvatten|onki broyttist|einki broyttist|intet ændrede sig|ingenting endret seg|inget ändrades|ekkert breyttist} ~ -2 F",
    "sjusk|sjusket|sjuskede|slurvet|slurvete|slarvigt|slarvig|slarvjobb|fúsk|fúskverk|klúður|hálvgjørt|halvgjort|halvfærdig|skrapaði|skrapaðu|ridsede|ripet|repade|skemmdi|skemmdu|skadede|skadet|skadade ~ -2",
    "{ringt arbeiði|vánaligt arbeiði|dårligt arbejde|dårlig arbeid|dåligt arbete|dåligt jobb|lélegt verk|lélegur frágangur|illa gjørt|dårligt udført|dårlig utført|dåligt utfört|illa gert} ~ -2",
    "{dårlig jobb|dårleg jobb|dårleg arbeid|makkverk|fuskverk|fuskete|slurvete|samme problem igjen|same problem igjen|samma problem igen|samme problem igen|verre enn før|verre enn for|värre än innan|værre end før|virket ikke|funket ikke|fungerte ikke|fungerede ikke|fungerade inte} ~ -2 F",
    "{arbeiðið var ok|arbeiðið var okey|arbeiðið var í lagi|arbejdet var ok|arbejdet var i orden|arbeidet var ok|arbeidet var greit|arbetet var ok|arbetet var okej|jobben var ok|jobben var grei|jobben var helt ok|jobbet var ok|jobbet var okej|jobbet var okay|arbeidet var i orden|verkið var í lagi|vinnan var í lagi|var ok , onki at siga|var ok , einki at siga|ok , onki at siga} ~ 0 S R",
  ],
  professionalism: [
    "{dejlig fyr|sød fyr|rar fyr|flink kille|trevlig kille|snäll kille|go kille|kjekk kar|dejlig mand|sød mand|flink mand|jättetrevlig|jättetrevliga|jättesnäll|kjempehyggelig|kjempegrei|supersød|superflink|så snällt|så snill|så sødt|så rart} ~ +2",
    "respektfuld|respektfuldt|respektfulde|respektfull|respektfullt|respektfulla ~ +1",
    "{sagde ikke engang undskyld|sagde ikke en gang undskyld|undskyldte ikke|sa ikke engang unnskyld|sa ikke en gang unnskyld|sa inte ens förlåt|bad inte ens om ursäkt|ingen undskyldning|ingen unnskyldning|ingen ursäkt} ~ -2 F",
    "hugnaligur|hugnalig|hugnaligt|hugnaligir|vinaligur|vinalig|vinaligt|vinaligir|venlig|venlige|venligt|vennlig|vennlige|vennligt|vänlig|vänliga|vänligt|trevlig|trevliga|trevligt|hyggelig|hyggelige|høflig|høflige|høfligt|höflig|hövlig|hövliga|kurteis|kurteisur|kurteisir|vingjarnlegur|vingjarnleg|vingjarnlegt|almennilegur|almennileg|indæll|indæl|yndislig|yndisligur|tolin|tolnur|tolnir|tålmodig|tålmodige|tålmodigt|þolinmóður|þolinmóð|høviskur|høvisk|høviskir|professionel|professionelle|profesjonell|profesjonelle|professionell|professionella|fagmannligur|fagmannlig|fakligur|faklig|fakligt|fakligir|snill|snille|snäll|snälla|sød|søde|hjálpsamur|hjálpsom|hjælpsom|hjælpsomme|hjelpsom|hjelpsomme|hjälpsam|hjälpsamma|imødekommende|imøtekommende|tillmötesgående|kjekk|kjekke|flink|flinke|behagelig|behagelige|respektfuld|respektfull|respektfullur ~ +1",
    "{góður drongur|góður maður|góð kvinna|góð kona|góðir menn|eitt gull|eitt gull av einum menniskja|gull av einum menniskja|ein yndislig sál|yndislig sál|god fyr|flink fyr|en skat|et guld|ett guld|ein skattur|algjört gull|gullmoli|var so góður við|var so góð við|so góður við|so góð við|var so tolin|sera tolin|super flink|meget flink|veldig flink|sera flink|so patient við|gott fólk|mjög gott fólk|frábært fólk|gode folk|goda människor|bra folk|flott fólk|frábær maður|frábær kona|bað um orsakan|bað umorsakan|undskyldte|unnskyldte seg|ba om unnskyldning|bad om ursäkt|baðst afsökunar|sýtti fyri kaffi} ~ +1 F",
    "{grei kar|grei fyr|grei type|greie folk|blid og grei|hyggelig og grei|koselig dame|koselig kar|koselig fyr|koselige folk|trivelig kar|trivelig fyr|hyggelig fyr|hyggelig kar|hyggelig dame|flott fyr|flott kar|uten å sukke|uden at sukke|utan att sucka|bad om unnskyldning|ba om orsaking|sa unnskyld|sa orsak|sagde undskyld|sa förlåt} ~ +1",
    "{ærlig og grei|ærleg og grei|ärlig och schysst|ærlig og flink} ~ +1 F also:honesty",
    "trivelig|trivelige|blid|blide|sympatisk|sympatiske|serviceinnstilt|serviceinnstilte|servicemindet|serviceinriktad|løsningsorientert|løsningsorienterte|lösningsorienterad ~ +1",
    "{hugnalig nokk|hugnaligur nokk|hugnaligt nokk|vinalig nokk|vinaligur nokk|vinaligt nokk|venlig nok|venlige nok|vennlig nok|vennlige nok|vänlig nog|trevlig nog|trevliga nog|hyggelig nok|høflig nok|kurteis nokk|vingjarnlegur nóg|vingjarnleg nóg|nógu kurteis} ~ 0 S R",
    "ókurteisur|ókurteis|ókurteisir|óhøviskur|óhøvisk|uhøflig|uhøflige|uhøfligt|ohövlig|ohövliga|oförskämd|oförskämda|dónalegur|dónaleg|dónalegir|ónotaligur|ónotalig|ruddaligur|ruddalig|arrogantur|nedladende|nedladande|hrokafullur|hrokafull|uforskammet|uforskammede|frekkur|frekk|frekke|fræk ~ -2",
    "{ov tosandi|alt ov tosandi|for snakkesalig|alt for snakkesalig|snakket for mye|snakkede for meget|pratade för mycket|talaði of mikið|svaraði mær næstan ikki|svaraði mær ikki|talaði niður til|talaði niður til mín|snakkede ned til|snakket ned til|pratade ner till|talade ner till|urraði at mær|knurraði} ~ -2 F",
    "{sur som eddik|sur og gretten|sur og avvisende|gretten|gretne|tverr|avvisende|avvisande|nedlatende|nedlatande|stressa|stresset|hadde det travelt|hadde dårlig tid|sa ikke unnskyld|sa ikkje orsak|sa ikkje unnskyld|ba ikke om unnskyldning|bad ikke om unnskyldning|sagde ikke undskyld|sa inte förlåt|bad inte om ursäkt|brydde seg ikke|brydde seg ikkje|brydde sig inte|brød sig ikke|likegyldig|likegyldige|ligeglad|likgiltig} ~ -2 F",
  ],
  communication: [
    "{ingen sagde et ord|ingen sagde noget|ingen sagde et ord om det|ingen sade ett ord|ingen sade något|ingen nævnte det|som ingen nævner|ingen nævner|ingen nämnde|ingen nämner|ingen nevnte|ingen nevner} ~ -2 F",
    "{ingen ringer tilbage|ingen ringer tilbake|ingen ringer tillbaka|ringer aldrig tilbage|ringer aldri tilbake|ringer aldrig tillbaka|uden at ringe|uten å ringe|utan att ringa|uden at give besked|uten å gi beskjed|utan att höra av sig|stadig ingenting|fortsatt ingenting|fortfarande ingenting|har stadig ikke hørt|har fortsatt ikke hørt|har fortfarande inte hört} ~ -2 F",
    "{forklarede hvorfor|forklarede det hele|forklarede det|forklarte hvorfor|forklarte det hele|förklarade varför|förklarade allt|god forklaring|gode forklaringer|bra förklaring|grundig forklaring} ~ +1",
    "forklaraði|forklaraðu|forklárdi|útskýrði|útskýrðu|forklarede|forklarte|förklarade|förklarat ~ +1",
    "{greiddi frá|greiddu frá|greiða frá|greitt frá|vísti mær|vísti okkum|vísti børnunum|viste mig|viste os|viste meg|viste oss|visade mig|visade oss|sýndi mér|sýndi okkur|sendi okkum|sendi mær|sendi myndir|sendi boð|sendi eini boð|sendte billeder|sendte bilder|skickade bilder|boðaðu frá|boðaði frá|ringdi frammanundan|ringdu frammanundan|ringede i forvejen|ringede forud|ringte på forhånd|ringte i forkant|ringde innan|ringde i förväg|hringdi á undan|hringdi fyrirfram|hélt okkum kunnug|holdt os opdateret|holdt os orienteret|holdt oss oppdatert|höll oss uppdaterade|hélt okkur upplýstum|svara øllum|svaraði øllum|svaraðu øllum|svarede på alle|svarte på alle|svarade på alla|svaraði öllum|skrivaði alt niður|søgdu frá tá|sagði frá tá|tóku sær tíð at svara|tók sær tíð at svara} ~ +1",
    "{eingin ringdi|ongin ringdi|eingin ringdi aftur|ongin ringdi aftur|ringdi ikki aftur|ringdu ikki aftur|ongantíð ringt aftur|eingin sendi|ongin sendi|ongin sendi nakað|eingin svaraði|ongin svaraði|ingen ringede|ingen ringede tilbage|ringede aldrig tilbage|ringede ikke tilbage|ringte aldri tilbake|ringte ikke tilbake|ingen ringte|ingen ringte tilbake|ringde aldrig tillbaka|ringde inte tillbaka|ingen ringde|ingen hörde av sig|enginn hringdi|enginn hringdi til baka|hringdi aldrei|hringdu aldrei|hringdu ekki til baka|útskýrði ekkert|útskýrði ekki|forklaraði einki|forklaraði onki|forklaraði ikki|forklarede intet|forklarede ingenting|forklarede ikke|forklarte ingenting|forklarte ikke|förklarade inget|förklarade inte|förklarade ingenting|uttan at nakar segði|uttan at siga okkum|uden at nogen sagde|uden at sige noget|uten at noen sa|uten å si fra|utan att någon sa|utan att säga något|án þess að segja|án þess að láta vita|ongar mátingar|eingin gav boð|ingen gav besked|ingen sa ifra|ingen meddelade|svaraði ongantíð|svarede aldrig|svarte aldri|svarade aldrig|svaraði aldrei|hoyrdu einki aftur|hørte aldrig fra|hørte aldri fra|hörde aldrig av|heyrðum aldrei aftur} ~ -2 F",
    "{gav okkum * møguleikar|gav okkum * valmøguleikar|gav os * muligheder|ga oss * alternativer|ga oss * muligheter|gav oss * alternativ|gaf okkur * möguleika|gaf okkur * valkosti} ~ +1",
    "{ringte i forveien|ringte i forvegen|ringde i forvegen|ringede i forvejen|ringte før han kom|ringte før hun kom|ringte på veien|ga beskjed|gav beskjed|gav besked|gav besked i forvejen|sa ifra på forhånd|og sa ifra|og sa fra|og ga beskjed|forklarte alt|forklarte godt|forklarte grundig|forklarte hva|forklarade allt|forklarede alt|holdt oss oppdatert|holdt meg oppdatert|holdt os orienteret|höll mig uppdaterad|svarte på alle spørsmål|svarte på alt|svarade på alla frågor|svarede på alle spørgsmål|tok seg tid til å forklare|tog sig tid att förklara|tog sig tid til at forklare} ~ +1",
    "{ingen oppdateringer|ingen oppdatering|ingen opdateringer|inga uppdateringar|ingen beskjed|ingen besked|ingen tilbakemelding|ingen tilbagemelding|ingen återkoppling|ikke et pip|ikkje eit pip|inte ett pip|ikke et ord|ingen sa et ord|ingen sa noe|ingen sa noko|ingen sa något|ingen sagde noget|ringte ikke|ringte ikkje|ringde inte|ringede ikke|hørte ingenting|hørte ikke noe|hørte aldri noe|hørte ikkje noko|hörde inget|hörde ingenting|ny forklaring hver gang|en ny forklaring|ein ny forklaring|fikk ikke svar|fikk aldri svar|fikk ikkje svar|fick inget svar|fik aldrig svar|fik intet svar|svarte knapt|svarte nesten ikke|svarade knappt} ~ -2 F",
  ],
  cleanliness: [
    "{efterlod|etterlot|lämnade} * {overalt|over det hele|over hele|alle vegne|överallt|över hela} ~ -2 F",
    "{rod|rodet|skidt|snavs|mudder|møg|gipsstøv|gjørme|smuts|lera} {de efterlod|han efterlod|hun efterlod|de etterlot|de lämnade|på trappen|på gulvet|på tæppet|i hele gangen|på golvet|på teppet|over hele} ~ -2 F",
    "{tóku skógvarnar av|tók skógvarnar av|fóru úr skónum|fór úr skónum|fóru í skóhlífar|tog skoene af|tog skoene af sig|tok av seg skoene|tok av skoene|tog av sig skorna|tog av skorna|fór úr skónum|skóhlífar|skoovertræk|skoovertrekk|skoskydd|ruddaði upp|ruddaðu upp|ruddaði upp eftir seg|ruddaðu upp eftir seg|ryddede op|ryddede pænt op|ryddet opp|ryddet pent opp|städade|städade upp|städade efter sig|sópaðu alt upp|sópaði alt upp|sópaðu upp|sópaði upp|fejede op|fejede|feide opp|sopade upp|sópuðu|sópaði|dammsugaði|dammsugaðu|dammsugade|støvsugede|støvsuget|ryksugaði|reinari enn|reinari enn hon fann|renere end|renere enn|renare än|hreinna en|hreinna en áður|skildi alt reint|skildu alt reint|efterlod alt rent|etterlot alt rent|lämnade allt rent|skildu allt eftir hreint|alt reint eftir seg|alt var reint} ~ +1",
    "{ryddet etter seg|ryddet opp etter seg|rydda etter seg|rydda opp etter seg|ryddet pent|ryddede efter sig|ryddede op efter sig|städade efter sig|etterlot det rent|etterlot alt pent|etterlot det ryddig|etterlot alt ryddig|ikke noe rot|ikkje noko rot|ingen rot|ikke et støvkorn|tørket opp etter seg|støvsuget etter seg|dammsög efter sig|hadde skoovertrekk|skoovertrekk på|skotrekk|skoposer} ~ +1",
    "ryddig|ryddige|ryddigt|ryddelig|ryddelige|städad|renslig|renslige ~ +1",
    "skítugt|skítugur|skítug|skitið|beskidt|beskidte|skittent|skitten|skitne|smutsigt|smutsig|smutsiga|sóðaskapur|sóðalegt|svínarí|griseri|svineri|grisigt ~ -2",
    "{rotete|rotet etter seg|griset|grisete|grisa til|søla|sølte|la igjen rot|lot rotet ligge|lot søppel ligge|etterlot seg rot|gjørme overalt|skitne sko|skitne skoene|møkk overalt|sølete|lämnade stökigt|stökigt|efterlod rod} ~ -2 F",
    "{eftir á teppinum|kilo av dusti|dust allastaðni|dustur allastaðni|ryk overalt|støv overalt|damm överallt|ryk alle vegne|rusk liggja|lótu tómar kassar|lótu rusk|lótu rusk liggja|skildu eftir rusk|skildi eftir rusk|lod affald|lod affaldet|lod rod|lod skidt|etterlot rot|etterlot søppel|lämnade skräp|lämnade skit|skildi eftir skítugt|skildu eftir sig drasl|drasl út um allt|møkkut fótaspor|mudrede fodspor|skitne fotavtrykk|leriga fotspår} ~ -2 F",
  ],
  expertise: [
    "{kunne ikke finde ud af|kunne ikke finde ud af hvorfor|kunne ikkje finne ut av|kunne ikke finne ut av|kunde inte lista ut|kunde inte komma på|kunne ikke finde fejlen|fandt ikke fejlen|fant ikke feilen|fann ikkje feilen|hittade inte felet|vidste ikke hvad der var galt} ~ -2 F",
    "{vidste lige hvad|vidste hvad der var galt|visste nøyaktig hva som var galt|visste precis vad|visste exakt vad|visste vad som var fel|vidste præcis hvad} ~ +2 F",
    "dygtig|dygtige|dyktig|dyktige|duktig|duktiga|kunnig|kunniga|kyndig|kyndige|fróður|fróð|kompetent|kompetente|kompetenta|hæfur|hæf|sérfróður|sérfróð|sakkunnigur ~ +1",
    "{visti beinanvegin|visti beint|vissi strax|vissi nákvæmlega|vidste præcis|vidste straks|visste nøyaktig|visste med en gang|visste exakt|visste direkt|frá ljóðinum|eftir ljóðinum|ud fra lyden|ut fra lyden|utifrån ljudet|bara á hljóðinu|høvdu ikki funnið tað|høvdu ikki funnið|hevði ikki funnið|uttan at finna hana|uttan at finna hann|uden at finde den|uten å finne den|utan att hitta den|án þess að finna|spurdi nakrar góðar spurningar|spurdi góðar spurningar|stillede gode spørgsmål|stilte gode spørsmål|ställde bra frågor|spurði góðra spurninga} ~ +2 F",
    "{kunne faget sitt|kan faget sitt|kunne faget sit|kan sit fag|kan sitt fag|kunne sitt fag|kunde sitt jobb|kan sitt jobb|kunde sitt fack|vet hva han driver med|vet hva hun driver med|veit kva han driv med|veit kva ho driv med|visste hva han gjorde|visste hva hun gjorde|vidste hvad han lavede|vidste hvad hun lavede|visste vad han gjorde|visste vad hon gjorde|visste med ein gong|visste straks|visste umiddelbart|visste med det samme|vidste med det samme|fant feilen med en gang|fant feilen raskt|fant feilen kjapt|fann feilen med ein gong|fandt fejlen med det samme|fandt fejlen hurtigt|hittade felet direkt|hittade felet snabbt|fant det andre ikke fant|fant det de andre ikke fant} ~ +2",
    "kunnskapsrik|kunnskapsrike|kunnskapsrikt|fagkyndig|fagkyndige|erfaren|erfarne|erfarna|erfarent|sakkyndig|sakkunnig ~ +1",
    "{fann|funnu|fandt|fant|hittade} * {á|på|inom|innan} {tíggju|10|15|20|5|fimm|fáum|nøkrum|ti|fem|få|tio|några|tíu|nokkrum} {minuttum|minuttir|minutter|minuter|mínútum} ~ +2 F",
    "{visti ikki hvat hon gjørdi|visti ikki hvat hann gjørdi|vita ikki hvat tey gera|vidste ikke hvad han lavede|vidste ikke hvad hun lavede|vidste ikke hvad han gjorde|visste ikke hva han gjorde|visste ikke hva hun gjorde|visste inte vad han gjorde|visste inte vad hon gjorde|vissi ekki hvað hann var að gera|vissi ekki hvað hún var að gera|heilt ókunnug|heilt ókunnugur|ókunnug við|ókunnugur við|anede ikke hvad|ante ikke hva|hade ingen aning|hafði ekki hugmynd|hafði enga hugmynd|skifti ein part sum ikki|skiftaði feilin part|vara ikki trupulleikin|var ikki trupulleikin} ~ -2 F",
    "inkompetent|inkompetente|inkompetenta|óhæfur|óhæf|ófakligur|ófaklig|amatør|amatörer|amatørar ~ -2",
  ],
  honesty: [
    "{ingen pres|ingen pres overhovedet|ikke noget pres|intet salgspres|ingen salgspres|inget säljtryck|ikke noget salgspres|ingen mas|intet mas} ~ +1 F",
    // The negator follows the verb: "han pressede os overhovedet ikke".
    "{pressede|presset|pressade|pressa} {os|oss|mig|meg|mej} {overhovedet ikke|slet ikke|ikke|ikkje|inte|inte alls|alls inte|aldrig|aldri} ~ +1 F",
    "{segði tað beinanvegin|sagði tað beinanvegin|sagde det med det samme|sagde det straks|sa fra med en gang|sa ifra med en gang|sade det direkt|sa till direkt|sagði strax frá} ~ +1 F also:communication",
    "ærligur|ærlig|ærlige|ærligt|ærlegur|ærleg|ärlig|ärliga|ärligt|heiðarlegur|heiðarleg|heiðarlegt|heiðarlegir|heiðarligur|heiðarlig|reiðiligur|rættvísur|pålitelig|pålidelig|pålitlig|áreiðanlegur|áreiðanleg ~ +1",
    "{uttan nakað trýst|uttan trýst|uttan at trýsta|onki trýst|einki trýst|uden pres|uden at presse|intet pres|ingen press|uten press|uten å presse|utan press|utan att pressa|inget tryck|inget tjat|án þrýstings|enginn þrýstingur|ekkert þrýstingur|tørvaðu ikki|ikki tørvaðu|onki tørvur|einki tørvur|ikki tørvur|ikke brug for en ny|behøvede ikke en ny|trengte ikke en ny|trengte ikkje ein ny|behövde inte en ny|behövde ingen ny|þurftum ekki nýjan|þyrftum ekki nýjan|spar pengarnar|spar pengene|spar pengarna|sparaðu peningana|fann ikki upp á tað|ikki bara fann upp á|segði okkum beint út|segði mær beint út|sagði okkum beint út|sa rett ut|sagde det lige ud|sade det rakt ut|sagði okkur hreint út|júst sum tilboðið|sum tilboðið|sama sum tilboðið|præcis som tilbuddet|som tilbuddet|akkurat som tilbudet|som tilbudet|precis som offerten|som offerten|eins og tilboðið|sama og tilboðið|skrivligt tilboð við øllum postunum|skriftligt tilbud|skriftlig tilbud|skriftlig offert|skriflegt tilboð} ~ +1 F",
    "{ikke noe mersalg|ikkje noko mersal|ingen mersalg|uten mersalg|ingen oversalg|prøvde ikke å selge|prøvde ikkje å selje|försökte inte sälja|prøvede ikke at sælge|ingen overraskelser|ingen overraskelser på regningen|inga överraskningar|ingen skjulte kostnader|ingen skjulte gebyrer|inga dolda avgifter|ingen skjulte omkostninger|trengte ikke en ny|trengte ikkje ei ny|sparte oss for|sparte oss penger|spara oss|sparede os for|sa rett ut|sa det som det var|sa det som det er|ærlige folk|ærlege folk|ärliga människor|ærlige mennesker} ~ +1 F",
    "snýtt|snýttu|snýtti|snydt|snydte|snytt|lurade|lurad|lurt|svindl|svindel|svindlari|svindler|svindlere|svindlare|okraði|pressede|pressade|trýsti|trýstu|plataði|plataðu|prettaði|sviku|svikið ~ -2",
    "{yvir tilboðið|hægri enn tilboðið|meira enn tilboðið|dýrari enn tilboðið|over tilbuddet|højere end tilbuddet|mere end tilbuddet|høyere enn tilbudet|mer enn tilbudet|över offerten|högre än offerten|mer än offerten|hærra en tilboðið|meira en tilboðið|yvir tað sum avtalað var|skjúgva á|royndu at selja okkum|prøvede at sælge os|prøvde å selge oss|försökte sälja på oss|reyndu að selja okkur|garantiin var ikki|vildu ikki heiðra garantiina|ville ikke overholde garantien|ville ikke holde garantien|ville inte hedra garantin} ~ -2 F",
  ],
};

/** General opinion words in the Nordic languages (no aspect of their own). */
export const NORDIC_GENERAL: readonly string[] = [
  // Stock praise and thanks name no aspect ("takk fyri", "mæli við").
  "{takk fyri|takk fyrir|stóra takk|hjartaliga takk|tusind tak|mange tak|tusen takk|tack så mycket|stort tack|kærar þakkir|takk fyrir allt|mæli við teimum|mæli við|mæli varmliga við|kan varmt anbefales|kan anbefales|anbefales|anbefales varmt|rekommenderas|rekommenderas varmt|mæli með|mæli eindregið með|fantastisk|fantastiskt|fantastiske|frálíkt|frálíkur|frálík|frábært|frábær|framúrskarandi|fremragende|fremragande|utmärkt|enestående|mjög ánægð|mjög ánægður|meget tilfreds|veldig fornøyd|mycket nöjd|væl nøgd|væl nøgdur|sera nøgd|sera nøgdur|sannir hetjur|guð signi hann|guð signi hana} ~ +2",
  "{aldri aftur|aldrig igen|aldri igjen|aldrig mer|aldrig mere|aldri meir|aldrei aftur|aldrei meir|aldri meira|rættiliga óført|óført|forfærdeligt|forfærdelig|forferdelig|forferdeleg|fruktansvärt|fruktansvärd|hræðilegt|hræðileg|skandaløst|skandaløs|skandalöst|frygteligt|katastrofalt|katastrofe|katastrof} ~ -2 F",
  "{sosum|so sum so|sådan set ok|sånn passe|så där|svona svona|midt på treet|middelmådigt|middelmådig|medelmåttigt|medelmåttig|miðlungs|helt ok|fint nok|fair nok|fair nog|greit nok|einki serligt|onki serligt|ikke noget særligt|ikke noe spesielt|inget speciellt|ekkert sérstakt|einki at klaga um|onki at klaga um|einki at rósa|onki at rósa|intet at klage over|ingenting å klage på|inget att klaga på|ekkert til að kvarta yfir} ~ 0 F",
];

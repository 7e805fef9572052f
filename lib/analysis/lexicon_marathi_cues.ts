/**
 * The Marathi cues, one list per aspect, and the general opinion words
 * (`lexicon_marathi.ts` tells how they are written, what they leave out,
 * and joins them with the other tables): coming on time or late, the same
 * or the next day, days and weeks of waiting, the phone, price words, the
 * work and whether it held, manners, telling and calling, cleaning up and
 * shoes, knowing the job, cheating and straight dealing.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** "Not" after a verb or a verdict ("kela nahi", "saaf nahi"). */
const NOT = "{nahi|nahin|nai|nhi|navta|navhta|navti|navhti|navte|navhte}";

/** Verbs of coming ("aala", "aale", "yeun", "pohochla"). */
const CAME =
  "{aala|aale|aali|ala|ale|aalа|yeun|yevun|pohochla|pohochle|pohochli|pochla|pochle|pohachla|pohachle}";

/** "Even once", "ever" before a negated verb ("ekda pan phone nahi kela"). */
const ONCE =
  "{ekda pan|ekdapan|ekdahi|ek da pan|ek pan|ekhi|kadhich|kadhihi|kadhi pan}";

/** Did, made ("kela", "keli", "kele"). */
const DID = "{kela|keli|kele|kelа|kelay|kelaa}";

/** Told ("sangitla", "sangitli", "sangitle"). */
const TOLD =
  "{sangitla|sangitli|sangitle|sangitlа|sangitlay|kalavla|kalavle|kalavli|kalvla|kalvle|kalvli}";

/** Messages and calls ("kahi call nahi", "phone nahi kela"). */
const MESSAGE = "{call|phone|fone|message|msg|text|update|updates|uttar|reply}";

/** Words between the work and its verdict ("kaam ekdum pakka"). */
const FILL = "{ekdum|ekdam|agdi|khup|khoop|khupach|atishay|ekdam|far|faar|}";

/** Praise for the work ("kaam changla", "kaam vyavasthit"). */
const GOOD =
  "{changla|chaangla|changle|changli|chaan|chhan|chhaan|mast|bhari|vyavasthit|vyawasthit|neat|neet|sundar|uttam|pakka|pucca|nitnetka|tip top|tiptop|perfect|zakas|jhakaas}";

/** Blame for the work ("kaam vait", "kaam ardhavat"). */
const BAD =
  "{vait|waait|kharab|bekar|bekaar|ghanerda|ghanerde|kachcha|kacha|ardhavat|ardhvat|adhavat|adhurа|adhura|ulta sulta|ultasulta}";

/** Money a verdict is said of ("bill", "kimmat", "rate"). */
const BILL =
  "{price|rate|rates|bill|charge|charges|quote|daam|kimmat|kimat|kharcha|paise|fees|fee}";

/** More, too much ("jasta", "jaast"). */
const MORE = "{jasta|jaasta|jast|jaast|zyast|jyasta|jaastach|jastach}";

/** Shoes ("chapla", "buta"). */
const SHOES =
  "{shoes|shoe|chappal|chapla|chaplya|chappla|buta|boot|boots|jode|joda}";

/** Dust, dirt and rubbish ("dhool", "kachra", "chikhal"). */
const DIRT =
  "{dhool|dhul|dhuḷ|kachra|kachara|kachraa|mati|maati|chikhal|ghaan|ghan}";

/**
 * Marathi cues, per aspect, with brace groups (`lexicon_marathi.ts`
 * compacts them).
 */
export const MARATHI_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{veles|velet|velevar|welevar|weles|vele var|vel var} ~ +1",
    `{agdi|ekdum|ekdam|barobar|bilkul} {veles|velet|velevar|weles|vele var} ~ +1`,
    "{vel|vela} {palali|palla|palli|paalali|pallі|paltat|palto|palte|sambhalli} ~ +1",
    `{vel|vela} {palali|palla|palli|paltat|palto} ${NOT} ~ -1 F`,
    "ushir|usheer|ushira|ushiraa|usheera|ushirach ~ -1",
    `{ushir|usheer|ushira} {zala|jhala|zhala|kela|keli|jhale|zale|hoto|hota|hoil} ~ -1`,
    `{tas|taas|tasbhar|tasabhar|don tas|ardha tas} {ushira|ushir|usheera} ~ -1`,
    `{vaat|wat|waat} {baghayla|bagayla|pahayla} {lavli|lavla|lavle|lagli|lagla} ~ -1`,
    `{ushira|ushir} ${NOT} ~ +1 F`,
    `{kadhich|kadhihi|kadhi pan|ekda pan|ekdahi} {ushira|ushir|late} {nahi|zala nahi|kela nahi|aale nahi|aala nahi} ~ +1 F`,
    `${ONCE} {date|appointment|visit|vel|service} {chukli|chukla|chukle|chukavli|chukavla} ${NOT} ~ +1 F`,
    `{aalech|aalach|aaleh|fhirkle|firakle} {nahi|nahit} ~ -2 F`,
    `{koni|kuni|konihi|kunihi|konich|kunich} {aala|aale|aali} {nahi|nahin} ~ -2 F`,
  ],
  scheduling: [
    `{tyach|tyaach|tyachi} {divshi|diwshi|divashi|divasi|divas} ~ +1`,
    `{dusrya|dusarya|dusryach|dusaryach|pudhchya|pudhcya} {divshi|diwshi|divashi|divasi} {${
      CAME.slice(1, -1)
    }|lagech} ~ +1`,
    `{lagech|laagech|turant|taabadtob|tabadtob|tatkal|ek tasat|ek taasat|tasabharat|taasabharat|ardhya tasat} ${CAME} ~ +1`,
    `{ratri|raatri|madhyaratri|madhya ratri} * ${CAME} ~ +1`,
    `{ratri|raatri|sandhyakali|sandhyakaali} {ushira|ushiraa|usheera} ${CAME} ~ +1`,
    `{sunday|ravivar|ravivari|shanivar|shanivari|sutti|suttichya divshi|sanachya divshi} {asun pan|asunhi|asun suddha|la pan|la suddha} ~ +1`,
    `{diwali|divali|ganpati|ganeshotsav|dasara|gudi padwa|padwa|holi} {la pan|chya divshi|chya ratri|asun pan|asunhi} ~ +1`,
    `{phone|fone|call} {uchalayla|uchlayla|ucharayla|uchalnyasathi|uchalnara} {koni|kuni|konich|kunich|konihi|kunihi} ${NOT} ~ -2 F`,
    `{koni|kuni|konich|kunich|konihi|kunihi} {phone|fone|call} {uchalat|uchlat|uchalla|uchlla|ucharla|uchalle|uchlle} ${NOT} ~ -2 F`,
    `{phone|fone|call} {uchalat|uchlat|uchalla|uchlla|uchalle|uchlle} {nahi|nahit|navte|navta} ~ -2 F`,
    `{lagech|turant|pahilya ring la|pahilyach ring la|ek ring madhe} {phone|fone|call} {uchalla|uchlla|uchalle|uchlle|ucharla} ~ +1`,
    `{divas|diwas|divsanni|athavda|athavde|aathavda|aathavde|athavdyanni|mahina|mahine|mahinyanni} {ushir|ushira} ~ -1`,
    `{divas|diwas|athavda|athavde|aathavda|aathavde|mahina|mahine} {vaat|waat|wait|thambav|thambavla|thambavle|thamblo|thamblo} ~ -1`,
    `{athavde|aathavde|mahine|mahina} {lagle|lagla} ~ -1`,
    `{date|appointment|visit|kaam|booking} * {pudhe dhakalli|pudhe dhakalla|pudhe dhakalle|pudhe dhakalali|pudhe dhakalun|pudhe dhakalat} ~ -1`,
    `{date|appointment|visit|booking} {cancel|radd|rad} {keli|kela|kele|karun} ~ -2`,
    `{sangitlya|sangitlelya} {velet|divsat|divasat|velat|mudatit|pramane|vela madhe} {kaam|} {purna|sampla|samplе|sampavla|sampvla|zala|zhala|sampla} ~ +1`,
    `{sangitle|sangitla|sangitli} {hote|hota|hoti} {ani|} barobar * {madhe|madhye|mdhe|aat|madhech} ~ +1`,
  ],
  price: [
    "mahag|mahaag|mahaga|mahagach|mahaagach|mahagda|mahagde|mahagdi|mahagat|mehag ~ -1",
    `{mahag|mahaag|mahaga|mahagach|mahagda|mahagde|mahagdi|mehag} ${NOT} ~ +1 F`,
    "swasta|svasta|swastach|svastach|swasat|swaste|svaste|swasti|svasti ~ +1",
    `{swasta|svasta|swaste|svaste|swasti|svasti} ${NOT} ~ -1 F`,
    `{loot|lut|loota|lutmaar|lootmaar} {ahe|aahe|ahet|aahet|aahe ha|hoti|hota|keli|kela|kartat|karto|karte|chalali|chalu} ~ -2`,
    "lutla|lutle|lutli|lootla|lootle|looteru|luteru|lutaru ~ -2",
    "{paise vasul|paise wasul|paisa wasul|paishe vasool|paisa vasool zala|paise vasool zale} ~ +2",
    `${BILL} {khup|khoop|far|faar|jara|thoda|thode|atishay|khupach|} ${MORE} ~ -1`,
    `{paise|charge|fee|fees|ek paisa|ek rupaya|ek dollar} {pan|suddha|hi|} {ghetla|ghetle|ghetli|kela|keli|lavla|lavle} ${NOT} ~ +1 F`,
    `{fukat|fukatach|free madhe|free} {kela|keli|kele|dila|dili|dile|madhe} ~ +1`,
    `{vajvi|vajavi|yogya|rasta|barobar} {kimmat|kimat|daam|rate|rates|price|dar|paise} ~ +1`,
    `{kimmat|kimat|daam|rate|rates|price|dar} {vajvi|vajavi|yogya|rasta} ~ +1`,
    `{kami|thodya} {paishat|paishaat|paisyat|kimtit|kimmatit} ~ +1`,
    `{paise|paisa} {vaaya|vaya|waya|pani madhe|panyat} {gele|gela|geli} ~ -2`,
  ],
  quality: [
    `kaam ${FILL} ${GOOD} ~ +2`,
    `${GOOD} kaam ~ +2`,
    `kaam ${FILL} ${GOOD} ${NOT} ~ -2 F`,
    `kaam ${FILL} ${BAD} ~ -2`,
    `{vait|kharab|ghanerda|ardhavat|ardhvat} kaam ~ -2`,
    `{parat|punha|punha ekda|parat ekda} {bighadla|bigadla|bighadli|bighadle|kharab|band|leak|gal|galu|galti|galte|tapakte|tapakto|trip|block|tumbla|tumbli} ~ -2 F`,
    `{ajun|ajunhi|ajoon|ajunahi|ata pan} {leak|gal|galti|galte|galat|tapakte|tapakto|trip|wobble|hal|halto|halte|atakte|atakto|block|tumbte|tumbto|kharab|bighadlela|bighadleli} ~ -2 F`,
    `{parat|punha} {bolavla|bolavle|bolvla|bolavli} {tari|tarihi} {same|tasach|tasech|tech|tashich} ~ -2 F`,
    `{ajun|ajunhi|ajoon|ata pan} {ekdum|agdi|khup|} {mast|chaan|chhan|vyavasthit|changla|changli|thand|garam|smooth|neet|barobar} {chalto|chalte|chaltay|chaltoy|chalu ahe|chalu aahe} ~ +2`,
    `${ONCE} {block|leak|trip|kharab|band|bighadla|tumbla|gal} {nahi zala|nahi zhala|zala nahi|zhala nahi|nahi jhala|jhala nahi|nahi} ~ +2 F`,
    `{mahine|mahinе|varsh|varsha|varshe|athavde|divas} {zale|zhale|jhale} , {ajun|} {kahi|kahich|ek pan|ekahi} {problem|tras|leak|adchan|takrar} {nahi} ~ +2 F`,
    "{navin|navya|navi|navya sarkha} {sarkha|sarkhi|sarkhe|jasa|jashi|jase} ~ +1",
    `{tile|tiles|bhint|bhintivar|farshi|floor|wall|ceiling|countertop|door|darvaja} {chya|} {var|la} {crack|tada|dag|ocharakhda|scratch|khadda} {padla|padli|padle|padlа|aala|aale|padla hota} ~ -1`,
    `{todun|fodun|kharab karun|tutun} {takla|takli|takle|thevla|thevle|gela|gele} ~ -2`,
    `{tirka|tirke|tirki|vakda|vakde|vakdi} {lavla|lavle|lavli|basavla|basavle|basavli|fit kela} ~ -1`,
  ],
  professionalism: [
    "{devmanus|devmaanus|devmanoos|devmansa|devmanasa|dev manus|dev maanus} ~ +1",
    "{changla|chaangla|bhala|sajjan|sadha|saral} {manus|maanus|manoos|manasa|mansa|lok|maanse|manse} ~ +1",
    "sajjan|sabhya|namrapane|namratene|namrapanane|adarane|aadarane|premane|sabhyapane ~ +1",
    "{adar|aadar|aadaraane} {thevla|thevle|dila|dakhavla} ~ +1",
    "udhat|uddhat|uddhatpana|uddhatpane|udhatpane|asabhya|asabhyapane|maujor|maajorda|majorda|majoryane ~ -2",
    "{tond|tonda|thobada} {vakda|vakde|vakdа|vakadla} ~ -2",
    "{oradla|oradle|oradli|oradun|ordla|ordle|khekasla|khekasle|khekasli|khekasun|dafarla|dafarle} ~ -2",
    "{shivya|shiviya} {dilya|ghatlya|dile} ~ -2",
    `{tameez|tamiz|shista|shisht|sabhyata|maryada} {ch|ach|suddha|pan|} ${NOT} ~ -2 F`,
    `{jasa|jase|jashi|jana} {kahi|ki|} {mi|amhi|aamhi|mala} {murkh|murakh|moorkh|vedi|veda|vedya|mand|gadhav|bewakoof} ~ -2`,
    `{murkh|murakh|moorkh|vedya|veda|gadhav} {samajla|samajle|samajli|samjun|samajun|samjat|samajtat} ~ -2`,
    `{sorry|maafi|mafi|kshama} {pan|suddha|} {mhanala|mhanale|mhatla|magitli|maagitli|magitla} ${NOT} ~ -1 F`,
    `{sorry|maafi|mafi|kshama} {mhanala|mhanale|magitli|maagitli|magitla} ~ +1`,
    `{neet|vyavasthit|shantpane|shaantpane|premane|adarane} {bolla|bolle|bolli|bolto|bolte|boltat|vagla|vagle|vagli|vaglа} ~ +1`,
  ],
  communication: [
    `${ONCE} ${MESSAGE} {nahi kela|nahi keli|nahi kele|kela nahi|keli nahi|kele nahi|karun sangitla nahi|karun sangitle nahi|karun kalavla nahi|aala nahi|aali nahi} ~ -2 F`,
    `${MESSAGE} {nahi kela|nahi keli|nahi kele|kela nahi|keli nahi|kele nahi|karun sangitla nahi} ~ -2 F`,
    `{kahi|kahich|koni|kuni|konacha|kunacha|kahihi} ${MESSAGE} {nahi|aala nahi|aali nahi|navta|navhta|pan nahi} ~ -2 F`,
    `{kahi|kahich|kahihi|kaahi} {explain|sangitla|sangitle|sangitli|samjavla|samjavle|samjavli|kalavla|kalavle|kalavli|bolla|bolle} {nahi|nahi kela|kela nahi|keli nahi|navta} ~ -2 F`,
    `{kahi|kahich|kahihi} explain {nahi|kela nahi|nahi kela} ~ -2 F`,
    `{konich|kunich|konihi|kunihi|koni|kuni} ${TOLD} {nahi|navta|navhta} ~ -2 F`,
    `${TOLD} ${NOT} ~ -2 F`,
    `{kalvayla|kalavayla|kalavaycha|kalvaycha|sangayla|sangaycha|phone karayla|call karayla|message karayla} {pahije|hava|havе|pahije hota|hava hota|have hota} ~ -1 F`,
    "kalavla|kalavle|kalavli|kalvla|kalvle|kalvli ~ +1",
    `{aadhi|adhi|aadhich|adhich|aadhiс|pahile|pahilech} {phone|call|message|msg|text|whatsapp} {kela|keli|kele|karun} ~ +1`,
    `{aadhi|adhi|aadhich|adhich|pahilech} ${TOLD} ~ +1`,
    "{samjavun|samjaun|samjavoon|samjaavun} {sangitla|sangitle|sangitli|dila|dile} ~ +1",
    "samjavla|samjavle|samjavli|samjaavla|samjaavle|samjavat ~ +1",
    "{neet|vyavasthit|sagla|sagle|sarva|spashta|savistar} {sangitla|sangitle|sangitli|samjavla|samjavle|samjavli} ~ +1",
    "{photo|photos|pics|video|videos} * {dakhavla|dakhavle|dakhavli|dakhavun|pathavla|pathavle|pathavli} ~ +1",
    `{parat|parat phone|call back} {phone|call|} ${DID} ${NOT} ~ -2 F`,
  ],
  cleanliness: [
    `{sagla|sagle|sagli|sarva|ghar|jaga|kaam zalyavar} {saaf|swachh|svachh} {karun|kela|keli|kele} {gela|gele|geli|dila|dile|dili|} ~ +1`,
    "saaf karun {gela|gele|geli} ~ +1",
    "{swachh|svachh|swachha|swacch} {karun|kela|keli|kele|thevla|thevle|thevli|thevun|sodla|sodle|sodli} ~ +1",
    `{saaf|safai|swachh|svachh} {pan|suddha|} {nahi kela|nahi keli|nahi kele|kela nahi|keli nahi|kele nahi} ~ -2 F`,
    "{safai|saafsafai|saaf safai} {keli|kela|kele|karun} ~ +1",
    `{ghar|gharbhar|sagla|sagli kade|sagalikade|sagla ghar|kitchen|carpet|furniture} {bhar|bhara|var|} {dhool|dhul|kachra|kachara|mati|maati|chikhal} ~ -2`,
    `${DIRT} {tasach|tasech|tithech|titheh|sodla|sodli|sodle|sodun|takla|takli|takun|pasarla|pasarli|pasarle|pasarun} ~ -2`,
    `{ghaan|ghan} {kela|keli|kele|karun|zala|zhala|sodla|sodli|takli} ~ -2`,
    "ghanerda|ghanerde|ghanerdi|ghaanerda|ghaanerde ~ -2",
    `{pasara|pasaara} {kela|keli|karun|sodla|sodun|takla} ~ -2`,
    `{kuthlahi|kuthalahi|kasalahi|kahihi|jara pan|ajibat|kahi} {pasara|pasaara|kachra|ghaan} ${DID} ${NOT} ~ +1 F`,
    `{kuthlahi|kuthalahi|kasalahi|jara pan|ajibat} {pasara|pasaara|kachra|ghaan} ${NOT} ~ +1 F`,
    `{kachra|kachara|kachraa|dabbe|boxes|juna saman|june parts} {ucholun|uchlun|uchalun|gheun|ghevun|sobat} {gela|gele|geli|neun|nela|nele} ~ +1`,
    `{kale|kala|kali|chikhalache|matiche|grease che|telache} {dag|daag|dage} ~ -2`,
    `${SHOES} {baher|bahera|bahar|baaher} {kadhle|kadhla|kadhli|kadhun|thevle|thevla|thevun|sodle|sodun} ~ +1`,
    `${SHOES} {ghalun|ghatlelya|ghatlele} {aat|ghar|gharat|aath|carpet var} ~ -1`,
    `{shoe covers|covers|booties} {ghatle|ghatla|ghatli|ghalun|ghalale} ${NOT} ~ -2 F`,
    "{shoe covers|covers|booties} {ghatle|ghatla|ghatli|ghalun} ~ +1",
  ],
  expertise: [
    "hushar|hushaar|hushyar|hoshiyar|hoshiar|tadnya|tajnya|tadnyа|anubhavi ~ +1",
    "navshikya|navshika|naushikya|navkhikya ~ -2",
    `{minitat|minitaat|minutat|minutaat|minitanmadhe|minutesmadhe|minute madhe|minit madhe|minutes madhe} {sapadla|sapadle|sapadli|shodhla|shodhle|shodhun kadhla|olakhla|olakhle|samajla|samajle|pakadla} ~ +1`,
    `{baghtach|bagtach|baghitalyavar lagech|aavaj aikun|awaaj aikun} {samajla|samajle|olakhla|olakhle|sangitla|sangitle|sapadla} ~ +1`,
    `{tyala|tila|tyanna|tyana|tyaala|tyanchya|technician la} {kahi|kahich|kahihi} {mahit|maahit|yet|yeta|kalat|kalala} ${NOT} ~ -2 F`,
    `{kahi|kahich} {yet|yeta} ${NOT} ~ -2 F`,
    `{kaam|kamatla} {jannara|jannare|janto|jante|jantat|maahit asnara|mahit asnara} ~ +1`,
    `{dusra|dusrya|dusara} {electrician|plumber|manus|technician|mistri} {bolvava|bolavava|bolvayla|bolavla|bolavla lagla} {lagla|lagli|} ~ -2`,
  ],
  honesty: [
    "pramanik|pramaanik|praamaanik|pramanikpane|pramanikpana|pramanikpanane|pramanic ~ +1",
    `{pramanik|pramaanik|praamaanik} ${NOT} ~ -2 F`,
    "fasavla|fasavle|fasavli|fasavtat|fasavnuk|fasavnook|fasavanuk|fasavaycha|fasavaychа|fasavnare|phasavla|phasavle|phasavli|phasavnuk|fasvaycha|fasavlay ~ -2",
    "lubadla|lubadle|lubadli|lubadna|lubadtat|lubadnuk|lubaadla|lubadlay|lubadnare|lubadayla ~ -2",
    `{khota|khote|khoti|khotach} {bolla|bolle|bolli|boltat|bolto|bolte|sangitla|sangitle|sangitli} ~ -2`,
    "khotarda|khotaarda|khotardе|khotarde ~ -2",
    "{vishwasu|vishvasu|vishwasarha|vishwasaarha|vishwasacha|vishwasache} ~ +1",
    `{kuthlahi|kuthalahi|kasalahi|kahihi|kahi|jara pan|ajibat} {pressure|jabardasti|zabardasti|dabav|dabaav|jor} ${NOT} ~ +1 F`,
    `{pressure|jabardasti|zabardasti|dabav|dabaav} {pan|suddha|} {nahi|nahi kela|kela nahi|nahi taakla|takla nahi|nahi aanla|aanla nahi} ~ +1 F`,
    `{parat parat|punha punha|parat|punha} * {bolat|sangat|mhanat|lavun|magе} {rahila|rahile|rahili|hota|hote|hoti} ~ -2`,
    `{badalaychi|badalnyachi|lavaychi|lavnyachi|ghyaychi|ghenyachi|karaychi|karnyachi|navin ghyaychi|kharedi karaychi} {kahi|} {garaj|garaz|jarur|jarurat|jaroor} ${NOT} ~ +2 F`,
    `{quote|estimate|sangitlya|sangitle|sangitla} {peksha|pekshya|pekshaa|pexa|peksa} * ${MORE} ~ -2`,
    `{quote|estimate|sangitlya|sangitle|sangitla} {peksha|pekshya|pekshaa|pexa|peksa} {double|dupat|dupatt} ~ -2`,
    `{jevdha|jevdhe|jitka|jitke|jevdhi} {sangitla|sangitle|sangitli|quote} * {tevdha|tevdhe|tevdhech|tevdhach|titka|titkach|titke} ~ +1`,
    `{fee|charge|charges|fees|extra|jasta|jast} {baddal|badal|babat|chi|cha|che} * {karun|} ${TOLD} ${NOT} ~ -2 F also:communication`,
    `{fee|charge|charges|fees} {hoti|hota|hote|laglі|lagli|lavli} , {ji|jo|je} * {konich|kunich|koni|kuni|konihi} ${TOLD} ${NOT} ~ -2 F also:communication`,
    `{galti|chuk|chook} {manya|manya keli|kabul keli|kabool keli|maanli|manli|mаnli} ~ +1`,
    "{proof|praman|purava} * {dakhavla|dakhavle|dakhavli|dila|dile} ~ +1 also:communication",
  ],
};

/**
 * General opinion words in Marathi (no aspect of their own), with brace
 * groups: "chaan", "bhari", "vait", and "bara hota" lukewarm.
 */
export const MARATHI_GENERAL: readonly string[] = [
  "chaan|chhan|chhaan|chaann ~ +1",
  "{khup|khoop|ekdum|ekdam|far|faar|atishay|agdi|khupach} {chaan|chhan|chhaan|bhari|mast|sundar|uttam} ~ +2",
  "uttam|utkrusht|utkrushta ~ +2",
  "vait|waait|vaeet|vaait ~ -2",
  `{vait|waait|vaait} ${NOT} ~ +1 F`,
  "{bekar|bekaar} {anubhav|experience|service|seva} ~ -2",
  "{samadhani|samadhaani|samadhan zala|samadhaan zala|samadhan vatla} ~ +2",
  `{samadhani|samadhaani} ${NOT} ~ -2 F`,
  "{bara|barach|thik|theek|saadharan|sadharan|thik thak|thiktak} {hota|hoti|hote|ahe|aahe|vatla|vatli|zala|zhala} ~ 0",
  "{kahi khaas nahi|kahi khas nahi|kahi vishesh nahi|kahi visesh nahi|vishesh kahi nahi|khaas kahi nahi} ~ 0 F",
  "{tyancha|tyacha|ticha|tyanchya|company cha|kahi|tyancha kahi} dosh {nahi|navta|navhta} ~ 0 F",
  "{samju|samjun|samaju} {shakto|shakte|shakta|shakato|gheto|ghetla} ~ 0 F",
  "{dhanyavad|dhanyavaad|abhari|aabhari} ~ +1",
];

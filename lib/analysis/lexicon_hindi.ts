/**
 * Hindi and Urdu judging words, as Indian and Pakistani customers write
 * them in Latin letters in Hinglish reviews ("bahut accha kaam", "ekdum
 * time pe", "thoda mehenga tha", "tameez zero") and in the Urdu register
 * and spellings of Pakistani writers ("bohat imaandar banda", "waqt ke
 * paband", "paisa zaya", "koi update nahi", "kachra chor gaye"):
 * English cues cannot see them, so a review in Hinglish lost its aspects.
 * They are cues like the English ones (`lexicon.ts` describes the
 * entries): the rules read them as they read English, and the trained
 * model weighs them by the cue-kind features it learned from English.
 *
 * Hindi and Urdu put "nahi" after what it negates as often as before
 * ("shoe covers nahi pehne", "acha nahi tha"), and the rules' negation
 * looks back, so such phrases are cues of their own. Words that are also
 * English ("mast", "par", "loot", "rate", "kamal") appear only inside a
 * phrase, and so do words of another language's: "ganda" is Tagalog
 * "beautiful" ("ang ganda"), "na" a Tagalog linker and Pidgin "is", so
 * "na ... na ..." ("neither ... nor") stands only with Urdu words beside
 * it; "khara" is as often "standing" as "honest", and "chor", "thief" to
 * an Indian writer, is "left" to a Pakistani one ("kachra chor gaye"), so
 * it counts only as a noun ("chor hain"). "Par" and "pe" are "on" ("time
 * pe") far more often than "but", so neither is a contrast word; "wala" is
 * a suffix ("tameez wala"), no negator, nor is "bina" ("bina bole shoe
 * covers pehne": unasked). "Theek thaak" is lukewarm like "okay"
 * ("kaam theek tha": quality neutral); "kuch khaas nahi" like "nothing
 * special". Fillers that say "honest" ("imaandari se kahun") and "pata
 * nahi kya" ("who knows what") are no cue and negate nothing.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";

/** Verbs of coming ("aaya", "aa gaye", "pahunche", "pohanche"). */
const CAME =
  "{aaya|aaye|aayi|aa gaya|aa gaye|aa gayi|pahuncha|pahunche|pahunchi|pahunch gaye|pahunch gaya|hazir|haazir|aya|aye|ayi|agaye|agaya|aa gye|pohancha|pohanche|pohanchi|pohnche|pohncha|pohnchi|pohanch gaye|pohnch gaye|puhanche}";

/** "Not" after a verb or a verdict ("acha nahi", "bheja hi nahi"). */
const NOT = "{nahi|nahin|nhi|nai}";

/** Messages, calls and news ("koi call nahi", "na hi update"). */
const WORD =
  "{call|phone|message|msg|text|update|updates|khabar|itla|itlaa|ittela|ittila|jawab|reply}";

/** Hindi and Urdu cues, per aspect. */
export const HINDI_ASPECT_CUES: Readonly<Record<AspectId, readonly string[]>> =
  {
    punctuality: [
      "{ekdum|ekdam|bilkul|sahi|exact|bilkul sahi} {time|samay|waqt} {pe|par|se} ~ +1",
      `{time|samay|waqt} {pe|par|se} ${CAME} ~ +1`,
      `{der se|deir se|dair se|late} ${CAME} ~ -1`,
      "{der kar di|der kardi|der ho gayi|ghante late|ghanta late|ghante der se|ghante ki deri|baje padhare} ~ -1",
      "{koi nahi aaya|aaya hi nahi|aaye hi nahi|aaya tak nahi|aaye tak nahi|koi aaya hi nahi} ~ -2 F",
      // Urdu: "waqt pe", "waqt ke paband", "ghanton intezar karwaya".
      "{waqt|time} {pe|par} ~ +1",
      `{waqt|time|samay} {pe|par|se} ${NOT} ~ -1 F`,
      "{waqt|time} {ke|ka|ki} {paband|pabandi|paaband|paabandi|pakke|pakka} ~ +1",
      `{waqt se pehle|time se pehle|waqt se pehlay|time se pehlay} ${CAME} ~ +1`,
      "{window|slot} {ke|kay} {andar|beech|darmiyan} ~ +1",
      "{kabhi|kabhi bhi|aaj tak} {late|miss|naagha|nagha|der} {nahi|nahin|nhi} ~ +1 F",
      "{ghanton late|ghanton der se|ghanta der se|ghante deir se|ghante dair se|deir kar di|dair kar di|der kar dee} ~ -1",
      "{intezar|intezaar|intizar|intizaar|wait} {karwaya|karaya|karwate|karwa diya|karwatay} ~ -1",
      "{aya hi nahi|aye hi nahi|ayi hi nahi|aayi hi nahi|aaye hi nahin|aaya hi nahin|aaye hi nai|aya hi nai|koi nahi aya|koi aya hi nahi|pohanche hi nahi|pohncha hi nahi|pahunche hi nahi|shakal hi nahi dikhayi} ~ -2 F",
    ],
    scheduling: [
      `{usi din|ussi din|usi raat|ussi raat|agle hi din|agle din hi} ~ +1`,
      "{prepone|preponed|prepone kar diya|prepone kiya} ~ +1",
      "{diwali|holi|eid|dussehra|navratri} {night|ki raat|ke din} ~ +1",
      "{raat ke|raat ko|aadhi raat|aadhi raat ko} * {aaye|aaya|aa gaye|aa gaya|aata|aate} ~ +1",
      "{phone nahi uthaya|phone hi nahi uthaya|phone nahi uthate|phone nahi uthata|call nahi uthaya|call nahi uthate|koi phone nahi uthata} ~ -2 F",
      // "Hafte baad" alone is only "a week later" ("ek hafte baad phir leak").
      "{slot nahi mila|appointment nahi mila} ~ -1",
      `{hafte|hafton|hafta} baad ${CAME} ~ -1`,
      "{hafte|hafton|hafta} baad {ka appointment|ki appointment|ka slot|ki date|ka time} ~ -1",
      // Urdu: "foran aa gaye", "itwar ko bhi", "teen hafte lag gaye".
      `{foran|fauran|fouran|turant|jhat se|jhatpat} ${CAME} ~ +1`,
      "{usi roz|ussi roz|isi din|isi roz|agle hi roz} ~ +1",
      "{saturday|sunday|itwar|itwaar|chutti|chhutti|chhuti} {ko bhi|ke din bhi|wale din bhi|pe bhi|par bhi} ~ +1",
      "{eid|chand raat|chaand raat} {ke din|wale din|ki raat|pe bhi|par bhi|ko bhi} ~ +1",
      "{nobody|noone|no one} {uthata|uthate|uthaya|uthati|uthaata} ~ -2 F",
      `{koi|kisi ne} {phone|call|fone} {hi|bhi|} ${NOT} {uthata|uthate|uthaya|uthati|uthai} ~ -2 F`,
      `{phone|call|fone} {koi|kisi ne} ${NOT} {uthata|uthate|uthaya|uthati|uthai} ~ -2 F`,
      "{phone|call|fone} {foran|fauran|turant|pehli ring pe|pehli ghanti pe|pehli bell pe} {uthaya|utha liya|uthai|pick kiya|pick kar liya} ~ +1",
      "{hafte|hafton|hafta|mahine|mahina|mahinon} {late|der se|deir se} ~ -1",
      "{hafte|hafton|hafta|mahine|mahina|mahinon} * {intezar|intezaar|intizar|intizaar|wait} ~ -1",
      "{hafte|hafton|mahine|mahinon} lag {gaye|gaya|gae|gye} ~ -1",
      "{foran|fauran|turant|jaldi|asani se|aasani se} {appointment|slot} mil {gaya|gayi|gyi|gaye} ~ +1",
      "{appointment|visit|booking|date} {cancel|cancle} {kar di|kar diya|kardi|kardiya|kar dia} ~ -2",
      "{date|tareekh|tarikh|appointment} {badal di|badal diya|aage kar di|aage kar diya|aagay kar di|postpone kar di|postpone kar diya} ~ -1",
    ],
    price: [
      "mehenga|mehnga|mahanga ~ -1",
      "{sasta} ~ +1",
      // Added with the second Hinglish batch.
      "mehengi|mehnge|mehenge|mahenga|mehanga|mehngi ~ -1",
      "saste|sasti|sastaa ~ +1",
      "{paisa vasool|paisa wasool|paise vasool|paisa vasul|paise wasool|paisay wasool|paisay vasool|paisa halal|paise halal|paisay halal} ~ +2",
      "{paisa vasool|paisa wasool|paise vasool|paisay wasool} {nahi|nahin|nhi} ~ -2 F",
      "{loot liya|lut liya|loot lete|loot rahe|loot mach|lootmaar|loot li|loot maar|loot mar|loot machi|loot machai|loot macha} ~ -2",
      "{paise|paisa|paison|paisay} {barbaad|barbad|waste|pani mein|zaya|zaaya} ~ -2",
      "{sahi price|sahi daam|sahi rate|uchit daam|wajib daam|reasonable rate} ~ +1",
      "{zyada|jyada|ziada|ziyada|bahut zyada|bohat zyada|kaafi zyada} {paise|paisa|paisay|charge|charges|daam} ~ -2",
      "se * kam {tha|thi|the|hai|pada} ~ +1",
      "{daam|keemat|kimat|qeemat|qimat} ~ 0 W N-1",
      // Urdu: "mehngay", "na sasta na mehnga", "muft mein", "paise nahi liye".
      "mehngay|mehangay|mahnga|mahngi|mahnge ~ -1",
      "lootne|lootna|loota|looti|lutera|lutere|luteray ~ -2",
      "sastay|sastey ~ +1",
      `{sasta|sasti|saste|sastay} ${NOT} ~ -1 F`,
      `{mehnga|mehngi|mehnge|mehenga|mehngay|mahanga} ${NOT} ~ +1 F`,
      "{na|naa} {sasta|sasti|saste|mehnga|mehngi|mehnge|mehenga} {na|naa} {sasta|sasti|saste|mehnga|mehngi|mehnge|mehenga} ~ 0 S R",
      "{daam|qeemat|keemat|qimat|rate|price|charges|bill} {munasib|jaiz|wajib} ~ +1",
      `{daam|qeemat|keemat|qimat|rate|price|charges|bill} {munasib|jaiz|wajib} ${NOT} ~ -1 F`,
      "{munasib|jaiz|wajib} {daam|qeemat|keemat|qimat|rate|price|charges|paise|paisay} ~ +1",
      "{dugne|dugna|do guna|doguna|teen guna} {paise|paisay|daam|charge|charges|rate} ~ -2",
      "{muft|muft mein|muft me|bilkul muft} ~ +1",
      "{paise nahi liye|paisa nahi liya|paisay nahi liye|paise bhi nahi liye|ek paisa nahi liya|ek paisa bhi nahi liya|koi charge nahi kiya|charge nahi kiya|charge bhi nahi kiya|fees nahi li|fee nahi li} ~ +1 F",
      "{kam|thore|thode} {paison|paise|paisay} {mein|me|main} ~ +1",
      "{price|rate|rates|daam|qeemat|keemat|bill|charges|kharcha} {zyada|ziada|ziyada|zyaada} ~ -1",
      "{price|rate|rates|daam|qeemat|keemat|bill|charges|kharcha} {bohat|bahut|kaafi|kafi|thora|thoda|itna|itni} {zyada|ziada|ziyada|zyaada} ~ -1",
      `{price|rate|rates|daam|qeemat|keemat|bill|charges|kharcha} * {zyada|ziada|ziyada|zyaada} ${NOT} ~ +1 F`,
      "{price|rate|rates|daam|qeemat|keemat|bill|charges} {kam|bohat kam|kaafi kam} ~ +1",
      "{paise|paisay|bill|price|rate} {kam kar diye|kam kar diya|kam kar di|kam kiye|chhod diye|chor diye} ~ +1",
      "{riyayat|riayat|riaayat} ~ +1",
      "{bill|charges|rate|price|kharcha|daam} * {bhaari|bhari} ~ -1",
      "{jeb|jaib} {kaat li|kaat di|kaati|kat gayi|khali kar di|khaali kar di} ~ -2",
    ],
    quality: [
      "kaam ~ 0 W",
      // Added with the second Hinglish batch.
      "{saaf kaam|saaf suthra kaam|safai se kaam|perfect kaam|mast kaam|badhiya kaam} ~ +2",
      "{phir se|fir se|dobara|dubara} {jam|leak|kharab|band|block|choke|tapakne|tapak} ~ -2",
      "{jugaad|jugad|jugaadu|jugadu|jugaar|jugar|jugaari|jugari|jugaru} ~ -1",
      "{pehli baar mein|ek baar mein|first time mein} pass ~ +1",
      "{ekdum|ekdam|bilkul} {garam|thanda|chill|perfect|badhiya} ~ +1",
      // Urdu: "pakka kaam", "adhoora chor gaye", "masla abhi tak wahin".
      "{pakka|pucca|mazboot|mazbut|pukhta|nafees|umda|behtareen} kaam ~ +2",
      "kaam {pakka|mazboot|pukhta|nafees} ~ +2",
      "kaam * {saaf|safai se|saleeqe se|nafasat se} {kiya|kia|kar diya|hua} ~ +2",
      "{kacha|kachcha|kaccha|kachha|adhoora|adhura|adhoori|adhuri|ulta seedha|ulta sidha|kharab|bura} kaam ~ -2",
      "{adhoora|adhura|adhoori|adhuri} {chhod|chor|chhor} ~ -2",
      "{kharab kar diya|kharab kar gaye|bigaar diya|bigar diya|bigad diya|aur kharab kar|pehle se zyada kharab} ~ -2",
      "{phir se|fir se|dobara|dubara|dobarah} {tapakna|tapakne laga|tapakta|tapakti|tapka|tapki|leak ho|kharab ho|band ho|trip|trip ho|atak|atakne|wahi masla|wohi masla|wahi problem|wohi problem} ~ -2",
      "{masla|maslah} * {abhi bhi|ab bhi|abhi tak|ab tak|still|wahin ka wahin|wahi ka wahi|wohi ka wohi|jon ka ton|jun ka tun|waisa hi|hal nahi hua} ~ -2 F",
      "{mahine|mahino|mahinon|hafte|hafton|saal|months|weeks|tab|jab|uske baad|us ke baad|us din} se {koi masla nahi|koi problem nahi|koi leak nahi|koi shikayat nahi|ek boond nahi} ~ +2 F",
      "{naya jaisa|naye jaisa|nayi jaisi|naya jesa|naye jesa|nayi jesi} ~ +1",
      "{tehra|tehri|tedha|tedhi|terha|terhi|tircha|tirchi} {laga|lagaya|lagi|lagayi|lagaye|lag gaya|lag gayi} ~ -1",
      "{bilkul|ekdum|zabardast|perfect|mast} {chal raha|chal rahi|chal rahe|kaam kar raha|kaam kar rahi} ~ +1",
      "{abhi bhi|ab bhi|ab tak|phir bhi} {leak|tapak|kharab|band|nahi chal|kaam nahi kar} ~ -2 F",
      "{tor diya|tod diya|tor di|tod di|tor diye|tod diye|nuqsan kar diya|nuksan kar diya|nuqsaan kar diya|nuqsan pohanchaya|scratch daal diya|scratch dal diya|daag laga diya|daagh laga diya} ~ -2",
      "{koi faida nahi|koi fayda nahi|koi farq nahi|koi faraq nahi} {hua|para|pada} ~ -2 F",
      "{bohat|kaafi|kafi|wazeh} farq {para|pada|aaya|aa gaya} ~ +1",
    ],
    professionalism: [
      "{tameez|tameez se|tameezdar|tamizdar|tehzeeb|izzat se|respect se|adab se|patience se|dhairya se|sabar se|pyaar se|pyar se} ~ +1",
      "{badtameez|badtameezi|batameez|badtamiz|betameez|bad tameez} ~ -2",
      "{tameez zero|zero tameez|tameez nahi|koi tameez nahi|tameez hi nahi} ~ -2 F",
      "{sharif|shareef|bhala aadmi|bhale aadmi|accha insaan|achha insaan|acche insaan|achhe insaan|acche log|achhe log|vinamra|namra} ~ +1",
      "{ghamandi|akdu|attitude dikha|attitude dikhaya|attitude dikhata|chillaya|chillane laga} ~ -2",
      "{mazak udaya|mazaak udaya|majak udaya|mazak bana|mazaak banaya|hasne laga} ~ -2",
      "{sorry bhi nahi|sorry tak nahi|maafi bhi nahi|maafi tak nahi|sorry nahi bola|maazrat bhi nahi|maazrat tak nahi|mazrat bhi nahi} ~ -1 F",
      `{maafi|maazrat|mazrat|sorry} ${NOT} {maangi|mangi|ki|kaha} ~ -1 F`,
      `{tameezdar|tameezdaar|tamizdar|shareef|sharif} ${NOT} ~ -2 F`,
      `{ehtaram|ehteram|izzat} ${NOT} {ki|kiya|di|karte|karta} ~ -2 F`,
      "{maafi maangi|maafi mangi|sorry bola|sorry kaha|maazrat ki|mazrat ki|maazrat kar li|maazrat bhi ki} ~ +1",
      // Urdu: "khush akhlaq", "rawaiya bohat bura", "bewakoof samjha".
      "{tameezdaar|tamizdaar|tehzeeb se|mohazzab|muhazzab|ehtaram|ehtaram se|ehteram|ehtiraam|izzat di|izzat ki|khush akhlaq|khushakhlaq|khush mizaj|khushmizaj|khush mizaaj|naram mizaj|narm mizaj|narmi se|tahammul se|mohabbat se|muhabbat se|shafqat se} ~ +1",
      "{acha banda|achha banda|acha insan|achha insan|acha insaan|ache log|achay log|achey log|nek insan|nek banda|nek dil|bhala insan|bhale log|bhalay log|shareef banda|sharif banda|saaf dil} ~ +1",
      "{tasalli di|tasalli dee|tasalli dilai|tasalli dilayi|dilasa diya|itminan dilaya|thande dimagh se|thande dimag se|thanday dimagh se} ~ +1",
      "{badtameezi se|badtamizi|bad tamiz|badakhlaq|bad akhlaq|badikhlaq|bad ikhlaq|badtehzeeb|bad tehzeeb|be adab|beadab|beadabi|gustakh|gustaakh|gustakhi|badmizaj|bad mizaj|badmizaaj|badzaban|bad zaban|bad zubaan|be izzati|beizzati|bezzati|zaleel kiya|zaleel kar diya} ~ -2",
      "{mooh banaya|munh banaya|mun banaya|mooh bana|munh bana|naak charhai|naak chadhai|daanta|daant diya|dant diya|jhirka|jhirak diya|cheekha|cheekhne laga|chikha} ~ -2",
      "{taana|taane|tana|taanay} {mara|maara|diya|diye|maare|mare} ~ -2",
      "{bewakoof|bewaqoof|bewakuf|jahil|jaahil|ullu|pagal|anpadh|anparh} {samjha|samjhaa|samajh ke|samajh kar|samajhte|samajhta|samjhte} ~ -2",
      "{bewakoof|bewaqoof|bewakuf|jahil|jaahil|pagal|anpadh|anparh} {feel nahi|mehsoos nahi|mehsus nahi|nahi samjha|nahi samjhaa} ~ +1 F",
      "{jaldbazi|jaldbaazi|jald baazi} ~ -1",
      "{ache se|achay se|achhe se|acche se|achi tarah|pyar se|izzat se|tameez se|adab se|narmi se} baat {ki|kari|karte|karta|kiya} ~ +1",
      "{oonchi awaz|unchi awaz|oonchi awaaz|unchi awaaz} {mein|me} {baat|bola|boli|bolne} ~ -2",
      "{gandi zaban|gandi zubaan|gaali di|gaaliyan di|galiyan di} ~ -2",
      "{hansmukh|hans mukh} ~ +1",
      "{dhyan se|tawajjo se|ghaur se|poori baat|puri baat} {suni|suna} ~ +1",
      `{baat|meri baat|humari baat} {hi|bhi|} ${NOT} {suni|suna} ~ -2 F`,
      "{suni ansuni|sunee ansunee} ~ -2",
      "{rawaiya|rawaiyya|rawayya|ravaiya|rawaya|rawaiye|rawayye|suluk|sulook|bartao|bartaao|bartav|bartaav|vyavhar|vyavahar|lehja|akhlaq|ikhlaq} ~ 0 W",
    ],
    communication: [
      "{samjhaya|samjhaaya|samjha diya|samjhaa diya|samjhake|samjha ke|samjhate|samjhayi|samjhai} ~ +1",
      "{dikhaya|dikha diya|dikhaaya|dikhake|dikha ke} ~ +1",
      "{video|photo|photos|pics|pictures|report} {bhi|bhej} {bheja|bheji|bhej diya|bhej di|diya|whatsapp} ~ +1",
      "{sawaalon ka jawab|sawalon ka jawab|questions ka jawab|sawaal ka jawab|saare questions|sab questions} ~ +1",
      "{call back nahi|callback nahi|wapas call nahi|jawab nahi diya|reply nahi kiya|reply nahi aaya|koi reply nahi|koi jawab nahi} ~ -2 F",
      "{kuch nahi bataya|kuch bhi nahi bataya|bina bataye|bina bataaye|bataya bhi nahi|bataya tak nahi} ~ -2 F",
      // Urdu: "tafseel se samjhaya", "update dete rahe", "koi call nahi".
      "{samjhaya bhi|samjaya|samjhya|samjha kar|samjhata|tafseel se|tafsil se|wazahat ki|wazahat se|wazeh kiya|wazeh kar diya} ~ +1",
      "{update|updates|khabar|itla|itlaa|ittela|ittila} {dete rahe|deta raha|deti rahi|di|diya|dee|dete} ~ +1",
      "{pehle hi|pehle se|pehlay hi} {bata diya|bata dia|bataya|inform kar diya|inform kiya|keh diya|bol diya} ~ +1",
      "{phone|call|message|msg|text|whatsapp} {kar ke|karke|kar kay|kar kar} {bataya|bata diya|inform kiya} ~ +1",
      "{pehle|pehle hi|pehle se|pehlay} {message|msg|text|call|phone|whatsapp} {kar diya|kar di|kar dia|kiya|ki} ~ +1",
      "{rabta|raabta} {rakha|rakhe|rakhte|rakhta|rakhay} ~ +1",
      `{koi|na koi} ${WORD} {nahi|nahin|nhi|nai|bhi nahi|tak nahi} ~ -2 F`,
      `{na hi|naa hi} ${WORD} ~ -2 F`,
      "{quote|estimate|invoice|bill|report|receipt|raseed|rasid} {bheja hi nahi|nahi bheja|bheji hi nahi|nahi bheji|kabhi nahi bheja|kabhi nahi bheji|aaya hi nahi|aayi hi nahi|ayi hi nahi} ~ -2 F",
      "{bheja hi nahi|bheji hi nahi|bheja tak nahi|bheji tak nahi} ~ -2 F",
      "{koi detail nahi|koi tafseel nahi|koi detail hi nahi|kuch detail nahi|bina detail|bina tafseel} ~ -1 F",
      `{bataya|batlaya|bataaya|samjhaya|dikhaya|inform kiya} ${NOT} ~ -2 F`,
      `{update|updates|khabar|itla} {nahi|nahin|bhi nahi|tak nahi} {di|diya|dee|ki|kiya} ~ -2 F`,
      "{zikr|zikar} {tak nahi|bhi nahi|nahi kiya|hi nahi} ~ -2 F",
      "{wapas|wapis|palat ke|palat kar} {call|phone|rabta|raabta} {nahi|nahin|hi nahi|tak nahi|kabhi nahi} ~ -2 F",
      "{rabta|raabta} {nahi kiya|hi nahi kiya|tak nahi kiya} ~ -2 F",
      "{har sawal ka jawab|har sawaal ka jawab|sawalon ke jawab|sawaalon ke jawab} ~ +1",
      "{seen kar ke|seen karke} {chhod|chor|chhor|reply nahi|jawab nahi} ~ -2 F",
      "{alag alag baat|alag alag baatein|alag alag kahani|alag alag kahaniyan|har banda alag|har koi alag} ~ -2",
    ],
    cleanliness: [
      "{saaf kar diya|saaf kiya|saaf karke|saaf kar ke|saaf kar gaye|saaf safai|saaf suthra|safai|safaai|ponch diya|ponchha|jhadu laga|jhaadu laga} ~ +1",
      "{gandagi|gandgi} ~ -1",
      "{gandagi|gandgi|kachra|kachara|kooda|kuda|mitti|keechad|kichad|kachre|kachray|koora|malba|malbah|malbe|dhool} * {chhod|chod|chhod diya|chhod gaye|chhod gaya|chod diya|chod gaye|faila|phaila|phaila diya|faila diya|chor|chor diya|chor gaye|chor gaya|chhor|chhor diya|chhor gaye} ~ -2",
      "khud {vacuum|saaf|safai|jhadu|ponchha} {karna pada|karni padi|karna padha|kiya} ~ -2 F",
      "{shoe covers|booties|covers|joote|jute|jootay|chappal} nahi {pehne|pehna|pehni|pahne|pahna|utaare|utare|utara|nikale|nikaale|utaray} ~ -2 F",
      "{joote|jute|juta|shoes|chappal|jootay|jooty} {utaare|utare|utaar|utar|nikale|nikaal|nikal|utaray} {diye|ke|kar|liye|diya|kay} ~ +1",
      // Urdu: "safai kar ke gaye", "ganda kar diya", "malbe ke dher".
      "{safai ki|safai kar di|safai bhi ki|safai kar ke|safai karke|saaf chhod|saaf chor|saaf chhor|jharoo laga|jharu laga|jhaaru laga|pocha laga|pocha lagaya|pehle se zyada saaf|pehle se bhi saaf} ~ +1",
      "{kachra|kachara|kooda|koora|malba|dabbe|boxes|purana saman|purana samaan} * {le gaye|le gaya|saath le gaye|sath le gaye|utha ke le gaye|utha le gaye|uthwa diya} ~ +1",
      "{left|leave|leaving} {kachra|kachara|koora|kooda|gand|gandagi|gandgi|malba|mitti} ~ -2",
      "{mitti|malba|malbe|kachra|kachre|kachray|koore} {ke|kay|ka} {dher|dheer|dhair} ~ -2",
      "{ganda|gandi|gande|ganday} {kar diya|kar dia|kar gaye|kar gaya|kar ke|karke|chhod|chor|chhod gaye|chor gaye|chhod diya|chor diya} ~ -2",
      "gand {macha|machaya|machayi|macha diya|macha gaye|daal|dal|daal diya|phaila} ~ -2",
      "{joote|jootay|jute|shoes|chappal} {samet|pehne pehne|pehnay pehnay} ~ -1",
      "safai ka {khayal|khyal|dhyan} ~ +1",
      "{safai|safaai|saaf} {nahi|nahin|nhi|bhi nahi|tak nahi} {ki|kiya|kari|kia|hui} ~ -2 F",
    ],
    expertise: [
      "{kuch pata hi nahi|kuch pata nahi|kuch nahi pata|pata hi nahi tha|kuch nahi aata|kuch aata nahi|anadi|anari|anaadi|nausikhiya|naushikhiya} ~ -2 F",
      "{full knowledge|achhi knowledge|acchi knowledge|accha knowledge|gyaan|gyani|jaankar|maahir|mahir|ustaad} ~ +1",
      "{minute|minutes|min|mins|minat|minton|mintoon} mein {bata diya|pakad liya|pakda|dhoondh liya|dhundh liya|samajh gaya|samajh gayi|samajh gaye|pata laga liya|pata kar liya|pakar liya} ~ +1",
      // Urdu: "tajurbakar", "naqabil", "tukke laga raha tha".
      "{tajurbakar|tajurbekar|tajarbakar|tajurbakaar|hunarmand|kaam jaanta|kaam janta|kaam jaante|kaam jante|kaam ka mahir|kaam ka maahir} ~ +1",
      "{ilm wala|ilm rakhta|ilm rakhte|bohat ilm|kaafi ilm|poora ilm|pura ilm|achi maloomat|poori maloomat|puri maloomat} ~ +1",
      "{ghalat|galat} {part|parts|cheez|tashkhees|diagnosis|andaza} {badal|badla|badal diya|laga|lagaya|laga diya|bataya|ki} ~ -1",
      "{anaari|na tajurbakar|natajurbakar|naqabil|na qabil|nalaiq|nalaik|nalayak|nalaayak|kuch nahi ata|kuch aata hi nahi|tukke|tukkay|andaze laga|andazay laga} ~ -2 F",
      "{ek nazar mein|dekhte hi|awaz sun ke|awaaz sun ke|awaz sun kar|awaaz sun kar|awaz se hi|awaaz se hi} * {bata diya|bataya|samajh gaya|samajh gaye|samajh gayi|pakad liya|pakar liya|pehchan liya|pehchaan liya|jaan gaya|jaan gaye} ~ +1",
      "{phone pe hi|phone par hi|photo se hi|photos se hi|video se hi|tasveer se hi} * {samajh gaya|samajh gaye|samajh gayi|pakad liya|pakar liya|pehchan liya|pehchaan liya|jaan gaya|jaan gaye|pata laga liya} ~ +1",
    ],
    honesty: [
      "imaandar|imandar|imaandaar ~ +1",
      // Added with the second Hinglish batch.
      "imaandari|imandari|eemaandar|emaandar|sachcha|sachche|sacche ~ +1",
      "{honest log|imaandar log|imaandaar log} ~ +1",
      "{dhokha|dhoka|dhokhebaaz|dhokebaaz|dhokhebaz|dhokhadhadi|chori|thagi} ~ -2",
      "{zabardasti|jabardasti|bechne ki koshish|bechne ki kosis|bechne pe tula|pressure daala|pressure dala|pressure daal rahe|pressure dal rahe} ~ -2",
      "{koi upsell nahi|upsell nahi kiya|koi pressure nahi|bina pressure|bina kisi pressure|pressure nahi dala|pressure nahi daala|zabardasti nahi} ~ +1 F",
      "{lene ki|badalne ki|lagane ki|change karne ki|replace karne ki|badalwane ki|lagwane ki|khareedne ki|kharidne ki|tabdeel karne ki|naya lene ki|nayi lene ki} {zaroorat|zarurat|jarurat|jaroorat} nahi ~ +2 F",
      // Urdu: "beimaan", "diyanatdar", "chor hain", "dobara zikr nahi kiya".
      "imandaar|emandar|emandaar|eemandar|imaandaari|imandaari|emandari|diyanatdar|dayanatdar|diyanatdaar|diyanatdari|dayanatdari|sacha|sachay ~ +1",
      `{imaandar|imandar|imaandaar|imandaar|sacha|sachay} ${NOT} ~ -2 F`,
      "{bharosemand|bharose mand|bharosay mand|qabil e aitbaar|qabil e aitbar|qabil e bharosa|bharose ke qabil|bharosay ke qabil|aitbaar ke qabil} ~ +1",
      "{saaf saaf} {bata diya|bataya|keh diya|kaha|bol diya|bola} ~ +1",
      "{beimaan|be imaan|beiman|be iman|baimaan|bayimaan|beimaani|be imaani|beimani|dhoka diya|dhokha diya|dhokay|dhokebaz|dhoka dehi|dhokadahi|farebi|fareb|nosarbaz|nausarbaz|chaalbaaz|chalbaz|chaalbazi|chalbazi|fraudia|frod} ~ -2",
      "{chor|choor} {hai|hain|tha|the|log|company|banda|bande|nikle|nikla} ~ -2",
      "{pakke|pakka|bare|bade|baray} chor ~ -2",
      "{thag|thug} {liya|lia|liye|gaye|gaya|rahe} ~ -2",
      "{bewakoof|bewaqoof|ullu|pagal|chuna|choona} {banaya|bana diya|banane|bana ke|bana kar|lagaya|laga diya} ~ -2",
      "{jhoot|jhooth|jhooti|jhoothi|jhoota|jhootha|jhootay|jhoote|jhoothe|jhoot bola|jhooth bola|jhoot bolte} ~ -2",
      `{jhoot|jhooth} ${NOT} {bola|boli|bolte|bolta|kaha} ~ +1 F`,
      "{majboor kiya|majboor kar rahe|majboor karte|majboor kar diya|majbur kiya|dabao dala|dabao daala|dabaao daala|daraya|daraane|darane|dara ke|dara kar|darate|dhamkaya|dhamki|bechne pe tule|bechne par tule|peeche par gaye|peeche pad gaye|peechay par gaye} ~ -2",
      "{koi pressure bhi nahi|pressure bhi nahi|koi dabao nahi|dabao nahi dala|koi zabardasti nahi|zabardasti bhi nahi|majboor nahi kiya|majboor bhi nahi kiya|force nahi kiya|koi force nahi|israr nahi kiya|israar nahi kiya|bechne ki koshish nahi} ~ +1 F",
      "{dobara|dubara|dobarah|phir se|fir se|phir} {zikr|zikar|mention|israr|israar|force|push|pressure} {nahi|nahin|bhi nahi|tak nahi} {kiya|ki|kia|kari|daala|dala|diya} ~ +1 F",
      "{koi surprise nahi|koi surprises nahi|koi surprise bhi nahi|koi hidden charge nahi|koi hidden charges nahi|koi hidden fee nahi|koi extra charge nahi|koi izafi charge nahi|koi izafi paise nahi} ~ +1 F",
      "{quote|estimate|quotation|bataye|bataaye|tay shuda} {se|say} {zyada|ziada|ziyada|zyaada|upar|oopar|ooper|double|dugna} ~ -2",
      "{jitna|jitne|jitni} {bataya|kaha|bola|tay hua|tay kiya} * {utna|utne|utni} ~ +1",
      "{chhupe|chupe|chhupay|chupay} {hue|huay} {charges|charge|fees|fee|kharche} ~ -2",
      "{ghalti|galti|qasoor|kasoor} {maani|maan li|man li|tasleem ki|tasleem kar li|qubool ki|qabool ki|accept ki} ~ +1",
      "{ghalti|galti|ilzam|qasoor} {hum pe|hum par|mujh pe|mujh par|humare sar|mere sar} {daal|dal|daali|dali|thop|laga} ~ -2",
      "{naqli|nakli|do number} {part|parts|saman|samaan|maal} ~ -2",
      "{mukar gaye|mukar gaya|mukar gayi|zubaan se phir gaye|zuban se phir gaye|baat se phir gaye|wada khilafi|waada khilafi|wada tod diya|wada tor diya} ~ -2",
    ],
  };

/** General opinion words in Hindi and Urdu (no aspect of their own). */
export const HINDI_GENERAL_CUES: readonly string[] = [
  "zabardast|zabardust ~ +3",
  "{bahut accha|bahut achha|bahut acha|bohat acha|bohot acha|bohat achha|bohat achi|bohat achhi} ~ +2",
  "accha|achha|acha|badhiya|badiya ~ +1",
  "shukriya|dhanyavad|shukria|shukriyah ~ +1",
  "bakwas|bekaar|bekar ~ -2",
  "{theek hai|thik hai} ~ 0 F",
  // Added with the second Hinglish batch.
  "{ekdum mast|bahut mast|shandaar|shaandar|kamaal|lajawab|laajawab|ek number|jhakaas|bahut badhiya} ~ +2",
  "{bakwaas|ghatiya|ghatia|faltu|wahiyat} ~ -2",
  // Lukewarm like "okay": the aspect beside them is neutral ("kaam theek
  // tha"); "kuch khaas nahi" like "nothing special".
  "{theek thaak|thik thak|theek thak|thik thaak|theek tha|thik tha|theek hi tha|theek thi|theek the|theek thay|theek hi thi|bas theek|guzara ho gaya|guzare laiq|guzaray laiq|kaam chalau|kaamchalau} ~ 0",
  "{chalta hai|chalega|kuch special nahi|kuch khaas nahi|kuch khas nahi|kuch khaas baat nahi|koi khaas baat nahi|koi khas baat nahi} ~ 0 F",
  // Urdu: "achi", "behtareen", "bura", "acha nahi", "na achi na buri".
  "achi|achhi|acchi|achay|achey|achhe|acche|umda|umdah|behtar ~ +1",
  "{behtareen|behtreen|bahtareen|behtarin|bohat khoob|kya khoob|sab se acha|sabse acha|sab se behtar|sabse behtar} ~ +2",
  "bura|buri|buray|bure|ghateya|ghatya|fazool|fuzool|fazul|nikamma|nikamme|nikammay|nakara|nakaara|wahiyaat ~ -2",
  `{acha|achha|accha|achi|achhi|acchi|achay|achey|achhe|acche|badhiya|behtar|umda|khush|mutmain} ${NOT} ~ -2 F`,
  `{theek|sahi} ${NOT} {tha|thi|the|thay|hai|hua|kiya} ~ -1 F`,
  `{bura|buri|bure|buray} ${NOT} ~ +1 F`,
  "{na|naa} {acha|achha|achi|achhi|accha|bohat acha|bohat achi|zyada acha|zyada achi|itna acha|itni achi} {na|naa} {bura|buri|bure|kharab|ghatiya} ~ 0",
  "khush|mutmain|mutmaen ~ +2",
  "{koi shikayat nahi|koi shikayat nahin|koi gila nahi|koi shikwa nahi} ~ +1 F",
  "shikayat|shikayaat|pareshani|pareshaani|afsos|afsoos ~ -1",
  "mayoos|mayoosi|mayus|naumeed ~ -2",
  "{waqt|time|din} {zaya|zaaya|barbaad|barbad} ~ -2",
  "{pasand aaya|pasand aayi|pasand aya|bohat pasand|maza aa gaya|mazaa aa gaya|dil khush ho gaya|dil khush kar diya|dil jeet liya} ~ +2",
  "{pasand nahi aaya|pasand nahi aayi|maza nahi aaya|mazaa nahi aaya} ~ -2 F",
  "{ehtiyat se|ahtiyat se|ehtiyaat se} ~ +1",
];

/**
 * Phrases that look like cues but are none: a filler that says "honest"
 * ("imaandari se kahun"), "pata nahi kya" ("who knows what"), whose
 * "nahi" negates nothing after it ("pata nahi kya kya hidden fees"), and
 * what the reviewer did or did not know, pay or show ("mujhe kuch nahi
 * pata", "humne time pe payment ki", "maine quote dikhaya").
 */
export const HINDI_NEUTRALIZERS: readonly string[] = [
  "{imaandari|imandari|eemandari|emandari} se {kahun|kahoon|kahu|bataun|bataoon|batau|bolun|bolu|boloon|kahen|kahein}",
  "{jhoot|jhooth} nahi {bolunga|bolungi|bolun|bolu|boloon|boloonga|boloongi}",
  "pata {nahi|nahin|nhi} {kya|kyun|kyon|kaise|kese|kahan|kab|kitna|kitne|kitni|kaun|kon|kis}",
  // The reviewer's own ignorance, timing and showing, not the technician's.
  "{mujhe|mujhko|humein|hamein|hume|humko} * {kuch nahi pata|kuch pata nahi|kuch pata hi nahi|pata hi nahi tha|kuch nahi aata|kuch nahi ata}",
  "{main|maine|hum|humne} {time|waqt} {pe|par}",
  "{maine|humne} * {dikhaya|dikha diya|dikhaaya}",
  "{time|waqt} {pe|par} {payment|pay|paise|paisay}",
];

/** Hindi words that negate what follows. */
export const HINDI_NEGATORS: readonly string[] = [
  "nahi",
  "nahin",
  "nai",
  "nhi",
  "nahee",
  "naheen",
];

/** Hindi and Urdu words that strengthen the next opinion word. */
export const HINDI_INTENSIFIERS: readonly string[] = [
  "bahut",
  "bohot",
  "bahot",
  "bohut",
  "ekdum",
  "ekdam",
  "bilkul",
  "kaafi",
  "itna",
  "itne",
  "bohat",
  "buhat",
  "boht",
  "bht",
  "bhot",
  "behad",
  "intehai",
  "nihayat",
  "kafi",
  "itni",
  "sakht",
];

/** Hindi words that start a contrasting clause ("lekin", "magar"). */
export const HINDI_CONTRAST_WORDS: readonly string[] = [
  "lekin",
  "magar",
  "parantu",
  "laikin",
  "lakin",
];

/** Hindi words that join two clauses, as "and" does. */
export const HINDI_AND_WORDS: readonly string[] = ["aur"];

/** Names of aspects in Hindi sub-ratings ("Keemat 3/5", "Safai 2/5"). */
export const HINDI_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["keemat", "price"],
  ["kimat", "price"],
  ["qeemat", "price"],
  ["daam", "price"],
  ["safai", "cleanliness"],
  ["safaai", "cleanliness"],
  ["kaam", "quality"],
  ["vyavhar", "professionalism"],
  ["vyavahar", "professionalism"],
  ["bartav", "professionalism"],
  ["tameez", "professionalism"],
  ["imaandari", "honesty"],
  ["imandari", "honesty"],
  ["samay", "punctuality"],
  ["gyaan", "expertise"],
  ["rawaiya", "professionalism"],
  ["akhlaq", "professionalism"],
  ["waqt", "punctuality"],
  ["rabta", "communication"],
  ["tajurba", "expertise"],
  ["diyanatdari", "honesty"],
];

/** Answers that deny a question before them ("Shoe covers? Nahi."). */
export const HINDI_NO_ANSWERS: readonly (readonly string[])[] = [
  ["nahi"],
  ["nahin"],
  ["nhi"],
  ["bilkul", "nahi"],
  ["bilkul", "nahin"],
  ["kabhi", "nahi"],
  ["ekdum", "nahi"],
  ["zara", "bhi", "nahi"],
  ["bilkul", "bhi", "nahi"],
  ["ji", "nahi"],
  ["nahi", "ji"],
];

/** Answers that grant a question only in part ("Sasta? Thoda."). */
export const HINDI_HEDGE_ANSWERS: readonly (readonly string[])[] = [
  ["thoda"],
  ["thoda", "sa"],
  ["shayad"],
  ["theek", "thaak"],
  ["kuch", "had", "tak"],
  ["thora"],
  ["thora", "sa"],
  ["thori"],
  ["kisi", "had", "tak"],
  ["bas", "theek"],
];

/** Words that wave a complaint off ("40 min late, koi baat nahi"). */
export const HINDI_WAVE_OFFS: readonly (readonly string[])[] = [
  ["koi", "baat", "nahi"],
  ["koi", "baat", "nahin"],
  ["chalta", "hai"],
  ["chalega"],
  ["koi", "baat", "nai"],
  ["koi", "masla", "nahi"],
  ["koi", "masla", "nahin"],
  ["chalo", "khair"],
  ["so", "theek", "hai"],
];

/** The Hindi and Urdu tables, as `lexicon_languages.ts` joins them. */
export const HINDI_TABLES: LanguageTables = {
  aspectCues: HINDI_ASPECT_CUES,
  general: HINDI_GENERAL_CUES,
  negators: HINDI_NEGATORS,
  intensifiers: HINDI_INTENSIFIERS,
  andWords: HINDI_AND_WORDS,
  contrastWords: HINDI_CONTRAST_WORDS,
  subRatingLabels: HINDI_SUB_RATING_LABELS,
  neutralizers: HINDI_NEUTRALIZERS,
  noAnswers: HINDI_NO_ANSWERS,
  hedgeAnswers: HINDI_HEDGE_ANSWERS,
  waveOffs: HINDI_WAVE_OFFS,
};

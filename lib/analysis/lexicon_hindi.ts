/**
 * Hindi and Urdu judging words, as Indian and Pakistani customers write
 * them in Latin letters in Hinglish reviews ("bahut accha kaam", "ekdum
 * time pe", "thoda mehenga tha", "tameez zero"): English cues cannot see
 * them, so a review in Hinglish lost its aspects. They are cues like the
 * English ones (`lexicon.ts` describes the entries): the rules read them
 * as they read English, and the trained model weighs them by the
 * cue-kind features it learned from English.
 *
 * Hindi puts "nahi" after what it negates as often as before ("shoe
 * covers nahi pehne"), and the rules' negation looks back, so such
 * phrases are cues of their own. Words that are also English ("mast",
 * "par", "loot", "rate", "kamal") appear only inside a phrase. "Par" and
 * "pe" are "on" ("time pe") far more often than "but", so neither is a
 * contrast word; "wala" is a suffix ("tameez wala"), no negator.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Verbs of coming ("aaya", "aa gaye", "pahunche"). */
const CAME =
  "{aaya|aaye|aayi|aa gaya|aa gaye|aa gayi|pahuncha|pahunche|pahunchi|pahunch gaye|pahunch gaya|hazir|haazir}";

/** Hindi cues, per aspect. */
export const HINDI_ASPECT_CUES: Readonly<Record<AspectId, readonly string[]>> =
  {
    punctuality: [
      "{ekdum|ekdam|bilkul|sahi|exact|bilkul sahi} {time|samay|waqt} {pe|par|se} ~ +1",
      `{time|samay|waqt} {pe|par|se} ${CAME} ~ +1`,
      `{der se|late} ${CAME} ~ -1`,
      "{der kar di|der kardi|der ho gayi|ghante late|ghanta late|ghante der se|ghante ki deri|baje padhare} ~ -1",
      "{koi nahi aaya|aaya hi nahi|aaye hi nahi|aaya tak nahi|aaye tak nahi|koi aaya hi nahi} ~ -2 F",
    ],
    scheduling: [
      `{usi din|ussi din|usi raat|ussi raat|agle hi din|agle din hi} ~ +1`,
      "{prepone|preponed|prepone kar diya|prepone kiya} ~ +1",
      "{diwali|holi|eid|dussehra|navratri} {night|ki raat|ke din} ~ +1",
      "{raat ke|raat ko|aadhi raat|aadhi raat ko} * {aaye|aaya|aa gaye|aa gaya|aata|aate} ~ +1",
      "{phone nahi uthaya|phone hi nahi uthaya|phone nahi uthate|phone nahi uthata|call nahi uthaya|call nahi uthate|koi phone nahi uthata} ~ -2 F",
      "{slot nahi mila|appointment nahi mila|hafte baad|hafton baad} ~ -1",
    ],
    price: [
      "mehenga|mehnga|mahanga ~ -1",
      "{sasta} ~ +1",
      // Added with the second Hinglish batch.
      "mehengi|mehnge|mehenge|mahenga|mehanga|mehngi ~ -1",
      "saste|sasti|sastaa ~ +1",
      "{paisa vasool|paisa wasool|paise vasool|paisa vasul|paise wasool} ~ +2",
      "{paisa vasool|paisa wasool|paise vasool} {nahi|nahin|nhi} ~ -2 F",
      "{loot liya|lut liya|loot lete|loot rahe|loot mach|lootmaar|loot li} ~ -2",
      "{paise|paisa|paison} {barbaad|barbad|waste|pani mein} ~ -2",
      "{sahi price|sahi daam|sahi rate|uchit daam|wajib daam|reasonable rate} ~ +1",
      "{zyada|jyada|bahut zyada|kaafi zyada} {paise|paisa|charge|charges|daam} ~ -2",
      "se * kam {tha|thi|the|hai|pada} ~ +1",
      "{daam|keemat|kimat|qeemat} ~ 0 W N-1",
    ],
    quality: [
      "kaam ~ 0 W",
      // Added with the second Hinglish batch.
      "{saaf kaam|saaf suthra kaam|safai se kaam|perfect kaam|mast kaam|badhiya kaam} ~ +2",
      "{phir se|fir se|dobara|dubara} {jam|leak|kharab|band|block|choke|tapakne|tapak} ~ -2",
      "{jugaad|jugad|jugaadu|jugadu} ~ -1",
      "{pehli baar mein|ek baar mein|first time mein} pass ~ +1",
      "{ekdum|ekdam|bilkul} {garam|thanda|chill|perfect|badhiya} ~ +1",
    ],
    professionalism: [
      "{tameez|tameez se|tameezdar|tamizdar|tehzeeb|izzat se|respect se|adab se|patience se|dhairya se|sabar se|pyaar se|pyar se} ~ +1",
      "{badtameez|badtameezi|batameez|badtamiz|betameez|bad tameez} ~ -2",
      "{tameez zero|zero tameez|tameez nahi|koi tameez nahi|tameez hi nahi} ~ -2 F",
      "{sharif|shareef|bhala aadmi|bhale aadmi|accha insaan|achha insaan|acche insaan|achhe insaan|acche log|achhe log|vinamra|namra} ~ +1",
      "{ghamandi|akdu|attitude dikha|attitude dikhaya|attitude dikhata|chillaya|chillane laga} ~ -2",
      "{mazak udaya|mazaak udaya|majak udaya|mazak bana|mazaak banaya|hasne laga} ~ -2",
      "{sorry bhi nahi|sorry tak nahi|maafi bhi nahi|maafi tak nahi|sorry nahi bola} ~ -1 F",
      "{maafi maangi|maafi mangi|sorry bola|sorry kaha} ~ +1",
    ],
    communication: [
      "{samjhaya|samjhaaya|samjha diya|samjhaa diya|samjhake|samjha ke|samjhate|samjhayi|samjhai} ~ +1",
      "{dikhaya|dikha diya|dikhaaya|dikhake|dikha ke} ~ +1",
      "{video|photo|photos|pics|pictures|report} {bhi|bhej} {bheja|bheji|bhej diya|bhej di|diya|whatsapp} ~ +1",
      "{sawaalon ka jawab|sawalon ka jawab|questions ka jawab|sawaal ka jawab|saare questions|sab questions} ~ +1",
      "{call back nahi|callback nahi|wapas call nahi|jawab nahi diya|reply nahi kiya|reply nahi aaya|koi reply nahi|koi jawab nahi} ~ -2 F",
      "{kuch nahi bataya|kuch bhi nahi bataya|bina bataye|bina bataaye|bataya bhi nahi|bataya tak nahi} ~ -2 F",
    ],
    cleanliness: [
      "{saaf kar diya|saaf kiya|saaf karke|saaf kar ke|saaf kar gaye|saaf safai|saaf suthra|safai|safaai|ponch diya|ponchha|jhadu laga|jhaadu laga} ~ +1",
      "{gandagi|gandgi} ~ -1",
      "{gandagi|gandgi|kachra|kachara|kooda|kuda|mitti|keechad|kichad} * {chhod|chod|chhod diya|chhod gaye|chhod gaya|chod diya|chod gaye|faila|phaila|phaila diya|faila diya} ~ -2",
      "khud {vacuum|saaf|safai|jhadu|ponchha} {karna pada|karni padi|karna padha|kiya} ~ -2 F",
      "{shoe covers|booties|covers|joote|jute|chappal} nahi {pehne|pehna|pehni|pahne|pahna|utaare|utare|utara|nikale|nikaale} ~ -2 F",
      "{joote|jute|juta|shoes|chappal} {utaare|utare|utaar|utar|nikale|nikaal|nikal} {diye|ke|kar|liye|diya} ~ +1",
    ],
    expertise: [
      "{kuch pata hi nahi|kuch pata nahi|kuch nahi pata|pata hi nahi tha|kuch nahi aata|kuch aata nahi|anadi|anari|anaadi|nausikhiya|naushikhiya} ~ -2 F",
      "{full knowledge|achhi knowledge|acchi knowledge|accha knowledge|gyaan|gyani|jaankar|maahir|mahir|ustaad} ~ +1",
      "{minute|minutes|min|mins|minat} mein {bata diya|pakad liya|pakda|dhoondh liya|dhundh liya|samajh gaya|samajh gayi|samajh gaye|pata laga liya|pata kar liya} ~ +1",
    ],
    honesty: [
      "imaandar|imandar|imaandaar ~ +1",
      // Added with the second Hinglish batch.
      "imaandari|imandari|eemaandar|emaandar|sachcha|sachche|sacche ~ +1",
      "{honest log|imaandar log|imaandaar log} ~ +1",
      "{dhokha|dhoka|dhokhebaaz|dhokebaaz|dhokhebaz|dhokhadhadi|chor|chori|thagi} ~ -2",
      "{zabardasti|jabardasti|bechne ki koshish|bechne ki kosis|bechne pe tula|pressure daala|pressure dala|pressure daal rahe|pressure dal rahe} ~ -2",
      "{koi upsell nahi|upsell nahi kiya|koi pressure nahi|bina pressure|bina kisi pressure|pressure nahi dala|pressure nahi daala|zabardasti nahi} ~ +1 F",
      "{lene ki|badalne ki|lagane ki|change karne ki|replace karne ki} {zaroorat|zarurat|jarurat|jaroorat} nahi ~ +2 F",
    ],
  };

/** General opinion words in Hindi (no aspect of their own). */
export const HINDI_GENERAL_CUES: readonly string[] = [
  "zabardast|zabardust ~ +3",
  "{bahut accha|bahut achha|bahut acha} ~ +2",
  "accha|achha|acha|badhiya|badiya ~ +1",
  "shukriya|dhanyavad ~ +1",
  "bakwas|bekaar|bekar ~ -2",
  "{theek hai|thik hai} ~ 0 F",
  // Added with the second Hinglish batch.
  "{ekdum mast|bahut mast|shandaar|shaandar|kamaal|lajawab|laajawab|ek number|jhakaas|bahut badhiya} ~ +2",
  "{bakwaas|ghatiya|ghatia|faltu|wahiyat} ~ -2",
  "{theek thaak|thik thak|theek thak|thik thaak|chalta hai|chalega|kaam chalau|kaamchalau|theek tha|thik tha|theek hi tha|kuch special nahi|kuch khaas nahi|kuch khas nahi} ~ 0 F",
];

/** Hindi words that negate what follows. */
export const HINDI_NEGATORS: readonly string[] = [
  "nahi",
  "nahin",
  "nai",
  "nhi",
];

/** Hindi words that strengthen the next opinion word. */
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
];

/** Hindi words that start a contrasting clause ("lekin", "magar"). */
export const HINDI_CONTRAST_WORDS: readonly string[] = [
  "lekin",
  "magar",
  "parantu",
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
];

/** Answers that grant a question only in part ("Sasta? Thoda."). */
export const HINDI_HEDGE_ANSWERS: readonly (readonly string[])[] = [
  ["thoda"],
  ["thoda", "sa"],
  ["shayad"],
  ["theek", "thaak"],
  ["kuch", "had", "tak"],
];

/** Words that wave a complaint off ("40 min late, koi baat nahi"). */
export const HINDI_WAVE_OFFS: readonly (readonly string[])[] = [
  ["koi", "baat", "nahi"],
  ["koi", "baat", "nahin"],
  ["chalta", "hai"],
  ["chalega"],
];

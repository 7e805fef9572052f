/**
 * The Arabic cues written in Latin letters (Arabizi), one list per aspect,
 * and the general opinion words (`lexicon_arabic.ts` tells how they are
 * written, what they leave out, and joins them with the other tables):
 * prices that are "ghali" or "sar2a", arriving "3al wa2t" or "t2akhar",
 * manners ("ibn 7alel", "mo2adab") and rudeness ("2alil adab", "ta2il
 * dam"), work that is "mni7" or "kharban", knowing one's trade ("fahmen",
 * "shater"), pressure ("daght") and cheats ("nasabin"), explaining
 * ("shara7") and nobody answering ("ma 7ada radd"), mess left behind
 * ("tarak fawda").
 *
 * A leading digit is split off by the tokenizer ("7elo" is read "7 elo",
 * "3al" "3 al"), so the entries write such words in two parts; digits
 * inside a word ("ta2il", "wa2t", "dagh6") stay in it.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Good, fine ("mni7", "7elo", "mrattab"). */
const GOOD =
  "{mni7|mnih|mnee7|mneeh|kwayes|kwayyes|kwayyis|kwayis|mezyan|mzyan|7 elo|7 elu|7 elw|helu|helw|mrattab|mratab|mrattabe|nadif|ndif|nadeef|ndeef|nazif|nazeef|nthif|mazbout|mazboot|mazbouta|mazboota}";

/** Very ("ktir", "awi"). */
const VERY = "{ktir|kteer|ktiir|awi|awy|gedan|jiddan|bezzaf|bzaf|wayed}";

/** The work ("shighlo", "shoghl"). */
const WORK =
  "{shighlo|shighla|shighlon|shighel|shighl|shoghlo|shoghla|shoghl|shughlo|shughl|shghlo|shoghol|el shighel|el shighl|el shoghl}";

/** The price ("si3r", "as3ar"). */
const PRICE =
  "{si3r|se3r|si3er|se3er|sa3r|si3ro|se3ro|si3ra|as3ar|el si3r|el se3r|el si3er|el as3ar|el sa3r}";

/** Came, arrived ("ija", "wsel"). */
const CAME =
  "{ija|eja|ijet|ejet|ijo|ejo|ijou|ejou|ijit|ejit|ja|jat|wsel|wisel|wesel|wselet|weslet|wislet|weslo|wislo|wasal|wasalet|wasalo|wosel}";

/** On time ("3al wa2t", "3al maw3ed"). */
const ON_TIME =
  "{3 al|3 a|3 ala|3 alal} {wa2t|wa2et|wa2it|wa2ta|wa2to|waqt|maw3ed|maw3ad|maw3id|mi3ad|maw3edo|mi3ado}";

/** Explained ("shara7", "sharahetli"). */
const EXPLAINED =
  "{shara7|sharah|shara7li|sharahli|shara7la|sharahla|shara7lna|sharahlna|shara7elna|sharahelna|shara7et|sharahet|shar7et|sharhet|shara7etli|sharahetli|shar7etli|sharhetli|shara7etla|sharahetla|shar7etla|sharhetla|shara7olna|shara7oulna|shara7ouli|shara7o|sharahou|shere7|shere7li|sharra7|sharra7li}";

/** Nobody ("ma 7ada", "wala 7ada"). */
const NOBODY =
  "{ma 7 ada|ma7ada|ma hada|mahada|wala 7 ada|wala hada|ma 7 ad|ma had|ma 7 adan|ma 7 dan}";

/** Answered, replied ("radd", "rado"). */
const REPLIED =
  "{radd|rad|redd|red|rado|raddo|radou|raddou|raddet|radet|ra2ad|raddit}";

/** The phone ("telephone", "tilifon"). */
const PHONE =
  "{telephone|tele|phone|telefon|tilifon|talifoon|el telephone|el tele|el phone|el telefon|el tilifon}";

/** Mess, rubbish ("wasakh", "fawda", "zbele"). */
const MESS =
  "{wasakh|wasa5|wsakh|wase5|wasekh|fawda|fawde|fawdeh|zbele|zbeleh|zbel|ghabra|ghbara|karakib|karkabe|bahdale|el wasakh|el fawda|el zbele|el ghabra|el karakib|cartoneh|kartoneh|el cartoneh|el kartoneh|el kratin|kratin}";

/** Left (behind) ("tarak", "khalla"). */
const LEFT =
  "{tarak|tarako|tarakou|tarket|tarakit|tarkou|tarko|khalla|khallo|khallou|khallet}";

/** Pressure ("daght", "dagh6"). */
const PRESSURE = "{daght|dagh6|dagh9|daghet|daghat|dagha6|daghe6|dghat|ghasb}";

/**
 * Arabizi cues, per aspect, with brace groups (`lexicon_arabic.ts`
 * compacts them).
 */
export const ARABIC_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    `${CAME} ${ON_TIME} ~ +1`,
    `${CAME} {bel zabet|bel zabt|bil zabt} ${ON_TIME} ~ +1`,
    "{de2i2|de2i2a|de2i2e|da2i2|da2i2a|d2i2|d2i2a|dai2|mondabet|mundabet|mndabet} {bel|bil|bi|b} {maw3ed|maw3id|maw3ad|mawa3id|wa2t|wa2et|mawa3eed} ~ +1",
    "{t2akhar|t2akhkhar|t2a5ar|t2akharet|t2akhret|t2a5aret|ta2akhar|ta2akhkhar|ta2akharet|t2akharo|t2akhro|t2akher|et2akhar|it2akhar|et2akharet|it2akharet|mt2akher|mt2akhra|mt2akhre|mt2a5er|mit2akher|mit2akhra|met2akher|met2akhra|mt2akhrin|met2akhrin|m2akhar|m2akher|mwakhar|mit2akhar|mt2akhkher} ~ -1",
    "{ma|wala} {ija|eja|ijo|ejo|ijet|ejet|wsel|wisel|weslo|wislo} {abadan|wala marra|bel marra} ~ -2 F",
  ],
  scheduling: [
    `${CAME} {ba3d|ba3ed|b3d} {jum3a|jem3a|jom3a|jem3ah|isbu3|esbou3|osbou3|usbu3|jem3tein|jum3tein|esbou3ein|shahr|shaher|shahrein} ~ -1`,
    `${CAME} {ba3d|b3d|khilal} {sa3a|nos sa3a|nus sa3a|se3a} ~ +1`,
    "{bi nafs el|bnafs el|b nafs el} {yom|nhar|leile|leil|leyle} ~ +1",
    `${NOBODY} ${REPLIED} {3 al|3 a|3 ala} ${PHONE} ~ -2 F`,
    "{lessa|lissa|lesa|le2an|ba3do|ba3da} ma {khalsit|khalset|khalas|khallaso|khalaso|kheles|khelset|khelsit|khalsu|khalso|khallas} ~ -1",
    "{khallas|khalas|khallaso|khalaso|khalset|khalsit|kheles|khelset|khallset} {bi|b|be} {yom|yomein|yomen|jem3a|jum3a|jem3tein|tlet iyyem|3 iyyem|el wa2t|wa2to|el maw3ed} {bel zabet|bel zabt|bil zabt|metl ma 2 alo|metl ma wa3ad|metl ma wa3ado} ~ +1",
  ],
  price: [
    "{ghali|ghalye|ghalyeh|ghalyin|ghalyeen|ghalyen|ghalia|ghaliya|ghalya|ghaali} ~ -1",
    "{sar2a|sare2a|ser2a|sir2a|sar2ah|sari2a|sarqa|serqa} ~ -2",
    "{mashi|machi|mesh|mu|mo} {rkhis|rkhees|rakhis|r5is|rkhisa|rkhise} ~ -1 F",
    "{mashi|machi|mesh|mu|mo} {ghali|ghalye|ghalya|ghalia|ghalyin} ~ +1 F",
    "{rkhis|rkhees|rakhis|rakhees|r5is|r5ees|rkhisa|rkhise|rkhiseh|rakhisa} ~ +1",
    "{kenou|kanou|kano|kan|kanet|kenet|kenit|howe|hiyye|hene|hinne|homme} el {arkhas|ar5as|arkhass} ~ +1",
    "{la|mish|msh} {ghali|ghalye|ghalyin} {la|w la|wala|w mish|w msh} {rkhis|rkhisa|rkhise|rakhis|r5is} ~ 0 F",
    `${PRICE} {3 adi|3 ady|3 aadi|normal|mat3ool|nus nus|nos nos|noss noss|mashi el 7 al|mashi 7 alo} ~ 0 S F`,
    `${PRICE} * {mni7|mnih|mnee7|kwayes|kwayyes|mo3tadel|mu3tadil|m3tadel|ma32ool|ma3qool|ma3ool|ma2ool|maa2ool|m3a2ool|ma3a2ool|7 elo|helu|mazbout|mazboot} ~ +1`,
    "{bysta7el|bysta7ell|byesta7el|byesta7ell|byista7el|byista7il|yesta7el|yesta7ell|yista7el|yista7il|mesta7el|mista7il|btesta7el|btista7el|bystahel|byestahel|bistahil} ~ +1",
    "{ma|mish|msh} {bysta7el|bysta7ell|byesta7el|byesta7ell|byista7el|yesta7el|yista7el|btesta7el|bystahel|byestahel} ~ -1 F",
    "{ma 2 akhad|ma akhad|ma a5ad|ma 2 a5ad|ma khad|ma 5 ad|ma 2 akhadet|ma akhadet|ma 2 akhdo|ma akhado|ma 2 akhado|ma 2 ebel|ma 2 ebil} {wala|ay|ayy} {cent|2 irsh|irsh|qirsh|lira|dollar|dinar|dirham|riyal|franc|shi zyede|extra} ~ +1 F",
    "{nazzal|nazzalelna|nazzalna|nazzalli|nazzalo|nazzalou|nazzalet|nazzaletlna} {el si3r|el se3r|el as3ar|el fatoura|el fatura|men el si3r|el price|el quote} ~ +1",
  ],
  quality: [
    `${WORK} ${GOOD} ~ +1`,
    `${WORK} ${VERY} ${GOOD} ~ +1`,
    `${VERY} ${GOOD} ${WORK} ~ +1`,
    `${WORK} {3 adi|3 ady|3 aadi|mashi el 7 al|mashi 7 alo|nos nos|nus nus} ~ 0 S F`,
    `{tele3|tel3et|tal3et|tele3et|tal3a|tele3t} ${GOOD} ~ +1`,
    `{tele3|tel3et|tal3et|tele3et|tal3a|tele3t} ${VERY} ${GOOD} ~ +1`,
    "{kharban|khirban|5arban|kharbana|kharbane|5arbane|kharbanin|kharbaneen|5arbanin|khorbe|kharbaneh} ~ -2",
    "{kharrab|5arrab|kharrabo|kharrabet|kharrabou|5arrabo} {el|} ~ -2",
    "{ma|wala|lessa ma|lissa ma} {zabat|zabtet|zabtit|zbet|zebet|zabato|nfa3|tsala7|tsalla7|etsala7|itsalla7|zabbato|zabbata|zabbatet} ~ -2 F",
    "{lessa|lissa|lesa|ba3do|ba3da} {3 am ynezz|3 am tnezz|3 am yenda7|bynezz|btnezz|bysarreb|btsarreb|3 am ysarreb|3 am tsarreb|kharban|kharbane|5arban|wa2ef|wa2fe|mish shaghal|msh shaghal|ma 3 am yeshteghel|ma byeshteghel} ~ -2",
    "{sarlo|sarla|sarelna} * {ma fi|mafi|wala} {no2ta|no2tet may|no2tet mayy|moshkle|mushkile|shi} ~ +1",
  ],
  professionalism: [
    "{ibn|ebn|iben|bint|bent|binet} {7 alal|7 alel|7 alaal|halal|halel|halaal|nas|nass|osol|usul|usoul|2 osol|2 usul|akaber} ~ +1",
    "{adami|adamiye|adamiyye|adamiyeh|adameh|adamiya|adamiyin|adamiyyin|edemi|edemiye} ~ +1",
    "{mo2adab|mu2adab|mou2adab|m2adab|m2addab|mo2addab|mu2addab|mo2adabe|m2addabe|mu2adaba|mo2adabin|mhazzab|mhazab|mhazzabe|mohazzab|mo7taram|mu7taram|m7taram|mo7tarame|m7tarame|m7tarme|mo7taramin|khaloo2|khalou2|5alou2|khaloo2a|khalou2a|khaloo2e|latife|latifeh|lateefe|lateefa} ~ +1",
    "{ma|mesh|mish|msh|mosh|mu|mo|mashi|machi} {mo2adab|mu2adab|mo2addab|mu2addab|m2addab|m2adab|mo2adabe|m2addabe|mhazzab|mo7taram|m7taram|adami|adamiye} ~ -2 F",
    "{2 alil|alil|2 aleel|aleel|2 lil|2 alilet|alilet|2 alile|alile|2 alilin} {adab|el adab|tarbaye|tarbiye|tarbiya|el tarbaye|zo2|zou2|el zo2|7 aya|el 7 aya|haya} ~ -2 F",
    "{bala|bedoun|bidoon|bdoun} {adab|tarbaye|tarbiye|zo2|zou2|akhla2} ~ -2 F",
    "{ma 3 endo|ma 3 ando|ma 3 anda|ma 3 enda|ma 3 andon|ma 3 endon|ma3ndo|ma3endo} {adab|tarbaye|tarbiye|zo2|zou2|akhla2|ihtiram|e7tiram|i7tiram} ~ -2 F",
    "{ta2il|ta2eel|t2il|t2eel|te2il|te2eel|ti2il|taqil|ta2ile|ta2ileh|t2ile|t2eele|ti2ile|ta2ilet|tqil|tqeel|tqila} {dam|damm|el dam|damo|dama|damha|damon} ~ -1 F",
    "{khafif|khfif|5afif|5fif|khafeef|khfeef|5afeef|khafife|khfife|5afife|khafeefe|khafifet|khafifin} {dam|damm|el dam|damo|dama|damha|damon|ro7|el ro7} ~ +1 F",
    "{wa2e7|wa2i7|wa27|wa2ee7|wa2i7a|wa2i7e|wa27a|wa2e7a|waqe7|wa27in|wa2i7in} ~ -2",
    "{mista3jel|mesta3jel|mista3jil|msta3jel|mista3jle|mesta3jle|mista3jleh|mesta3gel|mista3gil} ~ -1",
    "{short|2 aseer} {ma3i|ma3na|ma3o|ma3ha|ma3ay|m3aya|ma3aya|ma3ana|m3ana|m3ay|ma3ayi} ~ -2",
    "{sakkar|sakkaret|sakkarit|sakkaro|sakkarou|sakkarli|sakkaretli} {bi|b|be|el khat} {weshe|wejhi|wijje|weshi|wejji|wijhi|weshna|wejhna|wejjna|wijjna} ~ -2",
    "{bala ma|bidoon ma|bedoun ma|min ghayr ma|men ghayr ma} {yez3al|tez3al|yiz3al|tiz3al|yetnahhad|tetnahhad|yit2affaf|tit2affaf|yet2affaf|tet2affaf} ~ +1",
    "{7 tiramna|e7tiramna|i7tiramna|ihtiramna|7 taramna|e7taramna|i7taramna|ihtaramna|7 taramni|e7taramni|i7taramni|ihtaramni} ~ +1",
  ],
  communication: [
    `${EXPLAINED} ~ +1`,
    `{ma|wala|mish|msh} ${EXPLAINED} {wala shi|shi|ay shi|wala kelme|kelme|abadan} ~ -2 F`,
    "{bala|bidoon|bedoun|bdoun|men ghayr|min ghayr} {ay|ayy|} {shar7|sharh|shar7 abadan|tafsir|tawdi7} ~ -2 F",
    `${NOBODY} {${
      REPLIED.slice(1, -1)
    }|2 al|2 al shi|2 al kelme|2 al wala kelme|7 aka|7 akana|7 akani|7 ake|7 aki|khabbar|khabbarna|khabbarni|5 abbarna|5 abbarni|2 alelna|2 alli|ettasal|ettasal fina|ettasal fiyye|ba3at|ba3atelna|ba3atli|sa2al} ~ -2 F`,
    `{ma|wala} ${REPLIED} {3 alayye|3 layye|3 alayna|3 layna|3 alay|3 leyye|3 alaya|3 lay|abadan|3 al emails|3 al messages|3 al msg|3 al whatsapp} ~ -2 F`,
    "{ma|wala} {7 akana|7 akani|7 akina|7 akitni|7 akatni|7 akatna|7 ikina|7 ekina|ettasal fina|ettasal fiyye|2 atasal fina|khabbarna|khabbarni|5 abbarna|5 abbarni|ba3atelna|ba3atli|ba3atlna} ~ -2 F",
    "{ba3at|ba3atet|ba3atli|ba3atetli|ba3atelna|ba3atetlna|ba3atlna|7 akani|7 akatni|7 akana|7 akatna|ettasal|ettasalet|2 atasal} {msg|message|masaj|mesej|text|whatsapp|wats|} {2 abel|2 abl|2 abla|ab2al|men 2 abel|2 abel ma} ~ +1",
    "{7 akatni|7 akani|7 akana|7 akatna|7 akitna|ettasal|ettasalet|ettasalo} * {tet2akkad|yet2akkad|tit2akkad|yit2akkad|tet2akad|yet2akad} ~ +1",
    "{warjetni|farjetni|warjani|farjani|warjana|farjana|warjetna|farjetna|warjini|farjini|warjeena|farjeena|warjouna|farjouna} {el video|el sowar|el sura|el soura|el photos|el pics|el 2 it3a|el 2 ete3|el 2 ate3|el part|wein|shu|kif|kel shi|kolshi} ~ +1",
  ],
  cleanliness: [
    `${LEFT} * ${MESS} ~ -2`,
    `${LEFT} * {el 2 adime|el 2 adim|el 2 adimin|el 2 dem} * {bel|bi|3 al} {backyard|garage|ard|bet|matbakh|jnene|7 adi2a|driveway|basement} ~ -2`,
    "{el fawda|fawda|fawde|el wasakh|wasakh|wasa5|el zbele|zbele} {kella|kello|kellon|kolha|kollo|kullo|kulla} {b2yet|b2it|ba2it|ba2yet|ba2ye|ba2a|b2i|ba2i} ~ -2",
    `{ma|wala} ${LEFT} {shi wara|shi warah|shi warahon|wala shi|wala ghabra|wala zbele|wala wasakh|ay wasakh|ay ghabra|ay fawda|ay zbele|ay shi wara|shi wasakh|shi 3 al ard|fawda|wasakh|ghabra} ~ +1 F`,
    "{kanas|kanaso|kenso|kansou|kanset|kansat|kanasu|masa7|masa7o|ms7o|masa7et|mas7et|masa7ou|shataf|shatafo|shatfo|shatafet} {el ard|wara|warah|warahon|wara 7 alon|wara 7 alo|el ma7al|el ghabra|el zbele|el wasakh|w ms7o|w masa7o|w shatafo} ~ +1",
    "{shala7|shala7et|shala7o|shala7ou|shal7et|shal7o|shla7|shale7|khala3|khala3et|khal3et|khal3o|shalah|shalahet} {sobbato|sobbata|sobbaton|sobbat|el sobbat|sabbato|el sebbat|el boots|el boot|el shoes|jazmeto|jazmeta|el jazme|7 izeto|7 izeta} ~ +1",
  ],
  expertise: [
    "{fahmen|fahman|fehmen|fahmane|fahmaneh|fehmane|fahmanin|fahmeen|fahmenin|fehmenin} ~ +1",
    "{shater|shatter|shatir|shaatir|shatra|shatre|shaatra|shatrin|shatreen|shaterin|sha6er|sha6ir|sha6ra|sha6re|sha9er|sha9ir|sha9ra|shatreh} ~ +1",
    "{3 ref|3 eref|3 iref|3 erif|3 araf|3 erfet|3 erfit|3 arafet|3 erfo|3 arafo|la2a|le2i|la2et|le2yet|la2o} {el moshkle|el mushkile|el mshkle|el moshkele|el mushkle|el mushkila|el moshkila|el 3 otl|el 3 etel|el 3 alle|shu el 2 asse|shu el moshkle|shu fi|wein el moshkle} {3 al|3 a|men|bi|b|fawran|dighre|dighri|bsor3a|bi sor3a} ~ +1",
    "{ma|mish|msh|mosh} {3 aref|3 arif|3 arfe|3 arfeh|3 arfin|3 arfeen|ba3ref|bya3ref|bta3ref|bi3raf|bti3raf|byi3raf|fahmen|fahman|fehmen} shu {3 am ya3mel|3 am ta3mel|3 am bya3mel|3 am yi3mal|bya3mel|bta3mel|bi3mal|bti3mal|byi3mal|ya3mel|ta3mel|yi3mal|ti3mal} ~ -2 F",
    "{ma|mish|msh} {3 eref|3 irif|3 ref|2 ider|2 dir|2 edir|2 dered|3 erfo|2 edro|3 erfet|2 edret|2 dret} {yla2i|yle2i|yla2e|yle2e|ysalle7|ysalle7a|yzabbet|yzabbeta|y7el|ye7el} {el moshkle|el mushkile|el mshkle|el 3 otl|el 3 alle|shu el moshkle|el 2 asse} ~ -2 F",
  ],
  honesty: [
    `{ma|wala|mish|msh|bala|bidoon|bedoun|men ghayr|min ghayr} ${PRESSURE} ~ +1 F`,
    `{ma|wala} {${
      PRESSURE.slice(1, -1)
    }|dagha6et|daghtet|dagh6et|dagh6o|daghato|ghasabni|ghasabna} {3 layye|3 alayye|3 layna|3 alayna|3 alay|3 leyye|3 alaya|3 lay|3 layi|3 alena|abadan} ~ +1 F`,
    `{ma fi|mafi|ma kan fi|ma fish|mafish} {ay|ayy|wala|} {${
      PRESSURE.slice(1, -1)
    }|upsell|upselling|mafaje2|mufaja2at|surprises|surprise|ay surprises} {3 layye|3 alayye|3 layna|3 alayna|abadan|bel fatoura|bel fatura|} ~ +1 F`,
    `${PRESSURE} ${PRESSURE} ~ -2`,
    `${PRESSURE} {3 layye|3 alayye|3 layna|3 alayna|3 alay|3 leyye|3 alaya} ~ -2`,
    "{nasab|nasabin|nasabeen|nassab|nassabin|nassabeen|naseb|nasaba|nasbin|nasbeen|nassabe|nassabeh|neseb|nasabo|nasbo|nasbon|nasabouna|nasabna|nasabni|nasaboni|nasbuna|nasbouna|nasbeh|nasbe|nasabet} ~ -2",
    "{kazzab|kazzabe|kazzabin|kazzabeen|kezzab|kezzabin|kaddab|ghashash|ghashashin|ghashsh} ~ -2",
    "{sadi2|sade2|sadi2a|sade2a|sadi2e|sadee2|sadee2a|sadi2in|sade2in|sadou2|sadu2|sadou2a|sadu2a|saadi2|sedi2|9adi2|9ade2|9adi2a} ~ +1",
    "{2 al|2 alet|2 alo|2 alou|2 alli|2 alelna|2 aletelna|2 alouli|2 alulna|2 aloulna|2 aletli|2 alatli|2 alelli} {ma fi da3e|ma fi da3i|mafi da3e|ma fi lazme|mish lazem|msh lazem|ma fi 7 aje|ma fi haje|mesh lazem|ma bada|mish da3e} ~ +1",
    "ma fi {da3e|da3i|lazme|7 aje|haje} {nghayyer|nbaddel|tghayyer|tbaddel|yghayyer|ybaddel|neshtere|teshtere|nshtere|nsalle7|tsalle7} ~ +1",
    "{fatoura|fatura|el fatoura|el fatura|el 7 seb|el 7 isab|el hseb} * {metl ma|mitl ma|zay ma|nafs ma} {2 alouli|2 alulna|2 alouna|2 aloulna|2 alo|2 alou|2 alli|2 al|2 alet|2 aletli|wa3adouna|wa3adouni} ~ +1",
    "{fatoura|fatura|el fatoura|el fatura|el 7 seb|el 7 isab} * {aktar|akbar|a3la|azyad} {men|min|mn|b} * {el quote|ma 2 alo|ma 2 alouli|ma 2 alulna|el ta2dir|el se3r el} ~ -2",
  ],
};

/**
 * General opinion words in Arabizi (no aspect of their own), with brace
 * groups: "mni7", "ktir 7elo", "mashi el 7al".
 */
export const ARABIC_GENERAL: readonly string[] = [
  "{mni7|mnih|mnee7|kwayes|kwayyes|kwayyis|mezyan|mzyan|zwin} ~ +1",
  "{ktir|kteer|awi} {7 elo|7 elwe|7 elwin|helwe|7 elu} ~ +1",
  "{sayye2|sayyi2|sayi2|zift|zeft|mo2ref|m2ref|mu2rif} ~ -2",
  "{mashi el 7 al|mashi l 7 al|mashy el 7 al|nos nos|nus nus} ~ 0 F",
];

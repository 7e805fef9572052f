/**
 * The Korean cues, one list per aspect, and the general opinion words
 * (`lexicon_korean.ts` tells how they are written and joins them with the
 * other tables), in romanised Korean, Revised Romanisation and the common
 * informal spellings, and in Hangul: keeping to the time ("sigan jal
 * jikyeo", "시간 잘 지켜", "neujeo", "늦"), price words ("bissada",
 * "ssada", "바가지", "가격 착해"), the work ("kkomkkom", "꼼꼼", "jal
 * gochyeo"), manners ("chinjeol", "친절", "불친절", "nunchi"), explaining
 * and keeping in touch ("seolmyeong", "설명", "연락 없"), shoes and mess
 * ("kkaekkeut", "깨끗", "신발 벗", "더러워"), knowing the trade ("실력",
 * "전문가", "gosu") and straight dealing ("jeongjik", "sagi",
 * "geojitmal", "양심").
 *
 * Hangul cues name the stem ("깨끗"): the tokenizer gives each Hangul word
 * its stem as lemma (`text_hangul.ts`). Short romanised syllables that are
 * English words ("an", "jal", "mot", "ye", "ne", "do") appear only inside
 * phrases.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Did or kept, after "sigan" or "yaksok" ("jikyeosseo", "지켰"). */
const KEPT =
  "{jikyeo|jikyeosseo|jikyeosseoyo|jikyeotda|jikim|jikyeojwosseo|지켜|지켰|지키|지킴}";

/** None, no or without, after a noun ("eopseo", "없"). */
const NONE =
  "{eopseo|eopseosseo|eopsi|eopda|eopseoyo|eomneun|없|없이|없었|없는}";

/** Korean cues, per aspect. */
export const KOREAN_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    `{sigan|시간|약속 시간|yaksok sigan} {jal|잘|} ${KEPT} ~ +1`,
    "{jesigan|jesigane|제시간|정시|정각} ~ +1",
    "{jesigan|제시간|정시|딱} {e|} {wasseo|wasseoyo|watda|왔|오|와} ~ +1",
    "{neujeo|neujeosseo|neujeosseoyo|neujeotda|neutge|neujge|neujeun|neujeotgo|늦|늦게|늦어|늦은} ~ -1",
    "{jigak|jigakhaesseo|지각} ~ -1",
    `{yaksok sigan|약속 시간|시간} {an|안|못} ${KEPT} ~ -2 F`,
    "{hanbeondo|한 번도|한번도} {an|안} {neujeo|늦|늦었} ~ +2 F",
    `{sigan gwannyeom|시간 관념} ${NONE} ~ -2 F`,
  ],
  scheduling: [
    "{dangil|당일|당일에} ~ +1",
    "{dangil|당일|bamneutge|밤늦게|새벽|주말|jumal} {e|에|} {wasseo|wasseoyo|와|왔|와서|오셨|와주셨} ~ +1",
    "{baro|바로|금방|geumbang} {wasseo|wasseoyo|watda|왔|와|와주셨|오셨} ~ +1",
    "{yeyak|예약|일정} {jal|잘|바로} {jabajwosseo|잡아|잡아줬|잡혔} ~ +1",
    "{ilsjeong|iljeong|일정|yaksok|약속} {byeongyeong|변경|미뤘|미루|연기|취소} ~ -1",
    "{계속|gyesok} {미뤘|미루|미뤄} ~ -2",
    "{jeonhwa|전화} {an badasseo|an bada|안 받|안 받았|안 받아|안받} ~ -2 F",
    "{gonggi|공기|기간|gigan} {neureosseo|늘어났|길어졌|넘겼} ~ -2",
    "{yaksok|약속|약속한} {nal|날|날짜|기간} {e|에|} {kkeutnaesseo|끝냈|끝났|마쳤} ~ +2 F",
  ],
  price: [
    "{bissada|bissayo|bissaseo|bissan|bissasseo|bissasseoyo|bissago|bissane|bissagun|비싸|비쌌|비싼|비쌈} ~ -1",
    "{neomu|jinjja|wanjeon|너무|진짜|완전} {bissa|비싸} ~ -2",
    "{ssada|ssayo|ssaseo|ssasseo|ssasseoyo|ssage|ssane|jeoryeom|jeoryeomhae|싸|쌌|싸게|싼|저렴} ~ +1",
    "{gagyeok|gapsi|가격|값|비용} ~ 0 W N-1",
    "{gagyeok|gapsi|가격|값|비용} {gwaenchana|gwaenchanha|gwaenchanhayo|joa|joayo|jeokdang|jeokdanghae|chakhae|chakhaeyo|hamnijeok|hamnijeogieyo|괜찮|좋|적당|착|착해|합리적} ~ +2",
    "{gaseongbi|가성비} {joa|joayo|jjang|daebak|choego|좋|짱|대박|최고|굿} ~ +2",
    "{bagaji|바가지} ~ -2",
    "{don akkawo|don akkapda|don akkap|돈 아깝|돈이 아깝|돈 아까워|돈이 아까워} ~ -2 F",
    "{don an akkawo|don an akkapda|돈 안 아깝|돈이 안 아깝|안 아깝} ~ +2 F",
    "{chuga yogeum|추가 요금|추가 비용} ~ -1 W",
    `{chuga yogeum|추가 요금|추가 비용|chuga biyong} ${NONE} ~ +1 F`,
    "{gongjja|muryo|공짜|무료} ~ +1",
  ],
  quality: [
    "{kkomkkom|kkomkkomhae|kkomkkomhage|kkomkkomhaeyo|kkomkkomhan|꼼꼼} ~ +1",
    "{jal|잘} {gochyeo|gochyeosseo|gochyeosseoyo|gochyeotda|고쳐|고쳤|고치|수리|설치|마무리} ~ +1",
    "{jal haesseo|jal haesseoyo|jal haetda|jal haejwosseo|jal hae jwosseo|jal hae jusyeosseoyo|jal haejusyeosseoyo|잘 했|잘 해|잘 해줬|잘 해주셨|잘해|잘했|잘해줬|잘해주셨} ~ +1",
    "{마감|마무리|magam|mamuri} {kkalkkeum|깔끔|완벽|좋} ~ +2",
    "{tto|또|다시|dasi} {gojang|고장} ~ -2",
    "{gojang|gojangnasseo|고장|고장났|고장 났|고장나} ~ -1 W",
    "{eongmang|엉망|엉망이|엉터리|eongteori} ~ -2",
    "{ajik|아직|여전히|yeojeonhi} {an dwae|안 돼|안 되|안돼|안되|an doeneun} ~ -2 F",
    "{jal|잘} {dwae|돼|되|된다|dwaeyo|됩니다|작동|jakdong} ~ +1",
  ],
  professionalism: [
    "{chinjeol|chinjeolhae|chinjeolhaeyo|chinjeolhasyeo|chinjeolhasigo|chinjeolhan|chinjeolhage|chinjeolhaesseo|친절} ~ +1",
    "{bulchinjeol|bulchinjeolhae|불친절} ~ -2 F",
    "{yeui|예의} {bareun|bareuda|bareuge|isseo|바른|바르|바름|바르게|있} ~ +1",
    `{yeui|예의} ${NONE} ~ -2 F`,
    "{murye|muryehae|muryehan|무례|싸가지|ssagaji} ~ -2",
    "{jeongjung|정중|공손|gongson} ~ +1",
    "{good|great|jal|잘} nunchi ~ +1 F",
    "{no|zero|bad} nunchi ~ -2 F",
    `nunchi ${NONE} ~ -2 F`,
    "{nunchi|눈치} {bballa|ppalla|빠르|빨라} ~ +1 F",
    "{jijeungnae|짜증|짜증내|신경질|귀찮아} ~ -1 W",
    "{sagwa|사과|mianhadan mal|미안하다는 말} {do|도|} {an haesseo|an hae|안 했|안 하|없} ~ -2 F",
  ],
  communication: [
    "{seolmyeong|seolmyeonghae|seolmyeonghaejwosseo|seolmyeonghaejusyeosseo|설명} ~ +1 N-1",
    "{jasehi|jasehage|자세히|자세하게} ~ +1 W",
    `{seolmyeong|설명} ${NONE} ~ -2 F`,
    `{yeollak|연락|답장|dapjang} ${NONE} ~ -2 F`,
    "{yeollak|연락|답장|dapjang} {an wasseo|an haesseo|안 왔|안 와|안 했|안 해|안 줬} ~ -2 F",
    "{yeollak|연락|답장|dapjang} {jal|잘|바로|baro|미리|miri|ppalli|빨리} ~ +1",
    "{miri|미리} {yeollak|연락|말해|malhae|알려|allyeo|문자|munja} ~ +1",
    "{malhae jwosseo|allyeo jwosseo|알려줬|알려주셨|알려 주셨|말해줬} ~ +1 W",
  ],
  cleanliness: [
    "{kkaekkeut|kkaekkeuthae|kkaekkeuthaeyo|kkaekkeuthage|kkaekkeutae|kkaekkeuthan|kkaekkeutage|깨끗} ~ +1",
    "{kkalkkeum|kkalkkeumhae|kkalkkeumhage|깔끔} ~ +1",
    "{cheongso|청소|jeongri|jeongni|정리|뒷정리|dwitjeongni} {kkaji|까지|다|da|깔끔|잘|jal} ~ +1",
    "{cheongso|청소|jeongri|jeongni|정리|뒷정리} {an|안} {haesseo|hae|했|하|해} ~ -2 F",
    "{sinbal|신발} {beotgo|beoseo|beoseosseo|벗|벗고|벗었|벗어} ~ +1",
    "{deoreowo|deoreowoyo|deoreoun|deoreopge|deoreopda|더러|더럽|더러워|더러웠|더러운|지저분|jijeobun} ~ -2",
    "{meonji|sseuregi|먼지|쓰레기} {geudaero|그대로|namgyeo|남겨|남기|남겼|투성이} ~ -2 F",
  ],
  expertise: [
    "{jeonmunga|전문가} ~ +1",
    "{gosu|고수|bonjeok|장인|jangin} ~ +1",
    "{sillyeok|silryeok|실력} {joa|joayo|jjang|daebak|isseo|좋|짱|대박|있|최고|굿} ~ +2",
    "{sillyeok|silryeok|실력} {byeollo|별로} ~ -2 F",
    `{sillyeok|silryeok|실력} ${NONE} ~ -2 F`,
    "{jal ara|jal arasseo|jal asineun|잘 알|잘 아|잘 아시} ~ +1",
    "{chobo|초보} ~ -1",
    "{hanbeone|한 번에|한번에} {chajasseo|찾|찾았|고쳤|gochyeosseo|해결} ~ +2",
  ],
  honesty: [
    "{sagi|sagikkun|sagiggun|사기|사기꾼} ~ -3",
    "{geojitmal|geojinmal|geojitmalhae|geojitmaljaengi|거짓말|거짓말쟁이} ~ -2",
    "{jeongjik|jeongjikhae|jeongjikhan|jeongjikhae|jeongjikhaeyo|정직|솔직} ~ +1",
    "{yangsimjeok|yangsimjeogieyo|양심적} ~ +2",
    `{yangsim|양심} ${NONE} ~ -2 F`,
    "{gangmae|강매|gang-yo|강요} ~ -2",
    "{an bakkwodo|안 바꿔도|안 갈아도|교체 안 해도} {dwae|돼|된다} ~ +1",
    "{mideul su isseo|믿을 수 있|믿을 만|mideulmanhae|믿음직} ~ +1",
  ],
};

/** General Korean opinion words (no aspect of their own). */
export const KOREAN_GENERAL: readonly string[] = [
  "{daebak|daebakk|대박} ~ +2",
  "{choego|choigo|chwego|최고|jjang|짱} ~ +2",
  "{byeollo|byeolro|별로} ~ -1",
  "{gamsahamnida|gamsahaeyo|gomawo|gomawoyo|gomapseumnida|감사|고마워|고맙|고마웠} ~ +1",
  "{chucheon|chucheonhaeyo|chucheonhamnida|추천} ~ +1",
  "{geunyang geurae|geujeo geurae|geunyang geuraeyo|geunyang so-so|그냥 그래|그저 그래|그냥 그래요|쏘쏘} ~ 0 F",
  "{igeon anijyo|igeon ani|igeon anida|이건 아니|이건 아니지} ~ -2 F",
  `{yaksok|약속} ${KEPT} ~ +1`,
  "{manjok|만족} ~ +1",
  "{bulman|불만|실망|silmang} ~ -2",
  "{hwanggeum|완벽|wanbyeok} ~ +2",
];

/**
 * The Mandarin cues, one list per aspect, and the general opinion words
 * (`lexicon_chinese.ts` tells how they are written and joins them with
 * the other tables), in pinyin without tones and in characters: coming on
 * time or late ("zhun shi", "chi dao", "準時", "遲到"), coming the same
 * day or at night ("dang tian jiu lai", "ban ye hai lai"), price words
 * ("tai gui le", "pian yi", "CP zhi hen gao", "公道", "搶錢", "錢白花"),
 * the work ("zuo de hen zheng qi", "hen xi xin", "hai shi bu re"), manners
 * ("hen zhuan ye", "you li mao", "不耐煩"), explaining and calling ahead
 * ("jie shi", "shuo de hen qing chu", "mei da dian hua"), shoes and mess
 * ("chuan xie tao", "乾淨", "nong zang"), knowing the trade ("li hai",
 * "yi kan jiu zhi dao") and straight dealing ("lao shi", "pian zi", "bu
 * yong huan", "tui xiao").
 *
 * Characters are written as typed ("準時"); `lexicon_chinese.ts` spaces
 * them, as the tokenizer reads each as a word, and adds the simplified
 * spelling. Short syllables that are also English words or names ("hen",
 * "bu", "le", "hao", "gui", "ma", "mei", "tai") appear only inside
 * phrases.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Very, quite or too, before a pinyin verdict ("hen", "tai", "ting"). */
const VERY =
  "{hen|tai|ting|zhen de|zhen|feichang|fei chang|chao|hai man|you dian|bi jiao}";

/** Very or quite, before a verdict in characters ("很", "超"). */
const VERY_HAN = "{很|超|太|真|挺|非常|蠻|滿|好|真的很|有點|比較}";

/** No or none, in pinyin ("mei", "mei you", "bu"). */
const NO = "{mei|mei you|meiyou|bu|cong lai mei|cong bu}";

/** Nobody ("mei ren", "沒人"). */
const NOBODY = "{mei ren|mei you ren|meiren|沒人|沒有人}";

/** Called, told or texted ("da dian hua", "tong zhi", "gao su"). */
const TOLD =
  "{da dian hua|dian hua|tong zhi|gao su|gao su wo|shuo|shuo yi sheng|text|call|lian luo}";

/**
 * Mandarin cues, per aspect, with brace groups (`lexicon_chinese.ts` spaces
 * the characters, adds the simplified spelling and compacts them).
 */
export const CHINESE_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{zhun shi|zhunshi|an shi|zhun dian|shou shi|準時|准點|準點|守時|按時} ~ +1",
    "{zhun shi|an shi|準時|按時} {dao|lai|dao le|到|來} ~ +1",
    "{ti zao|ti qian|提早|提前} {dao|lai|dao le|到|來} ~ +1",
    "{dian zheng|zheng dian|點整} {dao|到} ~ +1",
    "{chi dao|chidao|wan dao|遲到|晚到|晚來} ~ -1",
    "{cai lai|cai dao|才來|才到} ~ -1 W",
    "{fang ge zi|fang gezi|放鴿子|放我鴿子} ~ -2 F",
    "{從來沒有錯過|從沒錯過|從來沒遲到} ~ +2 F",
  ],
  scheduling: [
    "{dang tian|ma shang|dangtian|當天|馬上|隔天} {jiu|} {lai|dao|lai le|來|到} ~ +1",
    "{ban ye|shen ye|ban ye hai|ban ye ye|半夜|深夜} {lai|hai lai|來|還來} ~ +1",
    "{xiao shi|ge xiao shi|fen zhong|小時|分鐘} {nei|} {jiu|} {dao|lai|lai le|到|就到|就來} ~ +1",
    "{you ren jie|yu ren jie|有人接} ~ +1",
    `${NOBODY} {jie|jie dian hua|接|接電話} ~ -2 F`,
    "{gai qi|gai shi jian|yan qi|改期|改時間|延期} ~ -1",
    "{yue bu dao|hen nan yue|約不到|很難約} ~ -2",
    "{zhun shi wan gong|an shi wan gong|準時完工|按時完工} ~ +2 F",
    "{tuo le hen jiu|拖了很久|拖很久|一拖再拖} ~ -2",
  ],
  price: [
    `${VERY} gui ~ -1`,
    "{tai gui|tai gui le|gui si le|hao gui|gui de yao ming} ~ -2",
    "{bu gui|bu suan gui|bu tai gui} ~ +1 F",
    "{bu gui ye bu pian yi|bu gui bu pian yi|不貴也不便宜} ~ 0 S F",
    "{pian yi|pianyi|便宜} ~ +1",
    "{gong dao|he li|heli|shi zhong|公道|合理|實惠|划算|值得|物超所值} ~ +2",
    "{hen zhi|zhi de|hua suan|wu chao suo zhi} ~ +1",
    "{cp zhi|cp值|性價比|xing jia bi} {hen gao|gao|chao gao|很高|高|超高} ~ +2",
    "{sheng le|sheng} {bu shao qian|hen duo qian|bu shao} ~ +1",
    "{qian bai hua|bai hua qian|錢白花|白花錢|搶錢|qiang qian|坑錢|keng qian|hei dian|黑店} ~ -2",
    "{mian fei|免費} ~ +1",
    `${NO} shou {fei|qian} ~ +1 F`,
    "{mei you te bie pian yi|沒有特別便宜} ~ 0 S F",
    "{jia ge|jia qian|價格|價錢|收費} ~ 0 W",
    "{jia ge|jia qian|價格|價錢|收費} {zhong deng|zhong jian|hai hao|hai ke yi|cha bu duo|中等|還好|還可以|差不多} ~ 0 S F",
    "{gen|he} {bie jia|qi ta jia} cha bu duo ~ 0 S F",
    "貴 ~ -1",
    `${VERY_HAN} 貴 ~ -2`,
  ],
  quality: [
    "{zuo de|做得|做的} ~ 0 W",
    "{zheng qi|zhengqi|che di|piao liang|xi xin|zi xi|yong xin|整齊|徹底|漂亮|細心|仔細|用心} ~ +1",
    "{hao kan|好看} ~ +1",
    "{zuo de|做得|做的} {hen hao|bu cuo|hen bang|hen piao liang|很好|不錯|很棒|很漂亮} ~ +2",
    "{ma hu|cao shuai|cu xin|luan zuo|馬虎|草率|粗心|亂做} ~ -2",
    "{hai shi|hai|you|還是|又} {lou|lou shui|bu re|bu leng|huai|huai le|yi zhi tiao|bu xing|漏|漏水|不熱|不冷|壞|壞了} ~ -2",
    "{nong huai|弄壞|搞壞} ~ -2",
    "{yi ci jiu|一次就} {pass|guo|通過|過} ~ +2",
    "{mei|bu|zai ye mei|mei zai} lou le ~ +2 F",
    "{an jing|安靜} ~ +1 W",
  ],
  professionalism: [
    "{zhuan ye|zhuanye|專業} ~ +1",
    "{li mao|禮貌|有禮貌} ~ +1",
    `${NO} li mao ~ -2 F`,
    "{qin qie|re qing|nai xin|you nai xin|leng jing|ke qi|親切|熱情|耐心|有耐心|客氣|和善} ~ +1",
    "{mei you te bie re qing|沒有特別熱情} ~ 0 S F",
    "{bu nai fan|bai yan|fan bai yan|ji che|tai du cha|tai du hen cha|tai du bu hao|不耐煩|白眼|機車|兇|態度差|態度很差|態度不好} ~ -2",
    "{tai du|態度|服務態度} ~ 0 W",
    "{tai du|態度} {hen hao|hao|bu cuo|很好|好|不錯} ~ +2",
    "{ren|人} {hen hao|ting hao|zhen de hen hao|hen nice|bu cuo|ting hao de|很好|挺好|不錯|很nice} ~ +1",
    "ren hai ke yi ~ 0 S F",
    "{sorry|dui bu qi|dao qian|道歉|對不起} dou mei {shuo|you} ~ -2 F",
    "{連道歉都沒有|連對不起都沒說|連sorry都沒說} ~ -2 F",
  ],
  communication: [
    "{jie shi|jieshi|shuo ming|解釋|說明} ~ +1",
    `{hen|shuo de|jiang de|jie shi de|explain|kan de|shuo de hen|jiang de hen|kan de hen} qing chu ~ +1`,
    "{講得很清楚|說得很清楚|解釋得很清楚|很清楚} ~ +2",
    "{man man|mam man} {shuo|jiang} ~ +1",
    "{jiao wo|教我} {zen me|ru he|怎麼|如何} ~ +1",
    "{gei wo kan|給我看} ~ +1",
    `xian ${TOLD} ~ +1`,
    "{先打電話|先通知|先傳訊息} ~ +1",
    `${NO} ${TOLD} ~ -2 F`,
    "{dian hua dou mei|沒打電話|都沒通知} {you|da|} ~ -2 F",
    `${NOBODY} {hui dian|hui dian hua|hui|gao su|gao su wo|tong zhi|回電|通知|告訴我} ~ -2 F`,
    "{mei xia wen|沒下文} ~ -2 F",
    "{mei|mei you} {explain|jie shi|shuo ming} ~ -2 F",
    "hui shuo {zhong wen|guo yu|hua yu|pu tong hua|mandarin|chinese} ~ +1",
    "{會說中文|會講中文|會說國語|會講國語} ~ +1",
    "{xiang xi|詳細} ~ +1",
    "{hui dian|回電} ~ +1 N-2",
  ],
  cleanliness: [
    "{gan jing|ganjing|乾淨|乾乾淨淨} ~ +1",
    "{qing li|shou shi|qing sao|清理|收拾|打掃} {gan jing|乾淨} ~ +2",
    "{chuan xie tao|tuo xie|穿鞋套|鞋套|脫鞋|xi chen|吸塵} ~ +1",
    "{qing li|清理} ~ +1",
    "{nong zang|弄髒|弄得很髒|亂七八糟|luan qi ba zao|jiao yin|腳印} ~ -2",
    "{mei you nong zang|mei nong zang|沒有弄髒|沒弄髒} ~ +2 F",
    "{dou shi|dao chu dou shi|都是|到處都是} {hui chen|hui|ni ba|la ji|灰塵|泥巴|垃圾} ~ -2",
    "{la ji|垃圾} {dou liu|liu zai|liu xia|dou liu zai|都留|留在|留下} ~ -2",
  ],
  expertise: [
    "{li hai|lihai|厲害} ~ +1",
    "{yi kan jiu zhi dao|yi kan jiu zhao dao|一看就知道|一看就懂} ~ +2 F",
    "{yi xia|yi xia zi|ma shang|hen kuai|yi xia jiu|一下子|馬上|很快} jiu {zhao dao|zhi dao} ~ +2",
    "{一下就找到|馬上就找到|很快就找到} ~ +2",
    "{jing yan feng fu|hen you jing yan|you jing yan|經驗豐富|很有經驗|有經驗|很懂} ~ +2",
    "{bu tai shu|bu shu xi|bu zhi dao wen ti|不太熟|不熟|不知道問題} ~ -2 F",
    "{bu hui xiu|xiu bu hao|不會修|修不好} ~ -2 F",
  ],
  honesty: [
    "{hen lao shi|lao shi ren|ting lao shi|hen cheng shi|hen cheng shi de|老實|誠實|老實人} ~ +2",
    "{pian zi|pianzi|pian ren|bei pian|pian qian|騙子|騙人|被騙|騙錢|詐騙} ~ -3",
    "{bu yong|bu xu yao|mei bi yao|bu yong ma shang|不用|不需要|沒必要} {huan|geng huan|mai xin de|upgrade|換|更換|買新的} ~ +2 F",
    "{tui xiao|luan mai|luan shou fei|推銷|亂賣|亂收費} ~ -2",
    "{mei you tui xiao|bu tui xiao|cong bu tui xiao|bu hui luan mai|沒有推銷|不會推銷|不會亂賣} ~ +2 F",
    "{gen|he|跟|和} {bao jia|報價} {yi yang|yi mo yi yang|xiang tong|一樣|一模一樣|相同} ~ +2 F",
    "{rang wo|rang wo men|讓我|讓我們} zi ji jue ding ~ +1",
    "{讓我自己決定|讓我們自己決定} ~ +1",
  ],
};

/** General opinion words in Mandarin (no aspect of their own). */
export const CHINESE_GENERAL: readonly string[] = [
  "{hen hao|ting hao|zhen hao|hen bu cuo|bu cuo|很好|挺好|不錯|很不錯} ~ +1",
  "{hen bang|chao bang|zhen bang|很棒|超棒|真棒|讚|超讚|推薦} ~ +2",
  "{hen man yi|man yi|滿意|很滿意|tui jian} ~ +1",
  "{hen lan|tai lan|hen cha|tai cha|zhen lan|很爛|太爛|很差|太差|爛透了|失望|很失望} ~ -2",
  "{ma fan si le|mafan si le|hen ma fan|麻煩死了|很麻煩|傻眼|母湯} ~ -1",
  "{hai ke yi|hai hao|還可以|還好|普通} ~ 0 F",
  "{kao pu|hen kao pu|靠譜|可靠} ~ +1",
];
